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
          r"CUDA out of memory|(?<!ray\.exceptions\.)(?<!Ray)(?<!attribute ')(?<!import name ')OutOfMemoryError"
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
          "FAIL file=... line=405 error=2 : out of memory', 'cuda runtime error (2) : out of memory at ...')",
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
    _Rule("glibc_too_old", "startup_failure", "cause", 81, "GLIBC",
          r"version `GLIBC_[\d.]+' not found \(required by \S+\)",
          "the dynamic loader: a prebuilt extension (vLLM's _C.abi3.so, FlashInfer's AOT kernels) was built against a "
          "newer glibc than the host or image has (vllm-project/vllm#6462, modal-labs/modal-examples#1318): the "
          "environment, not the code; whatever exception (ImportError, OSError) carried it",
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
    _Rule("grad_norm_nan", "nan_output", "cause", 60, "norm: nan|loss: nan",
          r"\b(?:grad(?:ient)?[ _]norm|lm loss|loss): (?:nan|-?inf)\b",
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
#: validation-r61 and -r62 (held out from the rules of 789dd92) it decided 7, all right; at 0.5 it added two wrong.
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
    start``). A class that rests on weak evidence alone (``weak``: a warning, a refused request), with no exit
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
    return f"{head if prefix is None else prefix}: {cls} ({_oom_tag(cls, is_oom)}): {detail}"


_SUMMARY_TAG_RE = re.compile(r"\s*\((?:OOM not shown|not OOM|OOM)\)(?=\.?\s*$)")


__all__ = ["CLASSES", "GRACEFUL_STOP", "MAX_READ_BYTES", "OOM_CLASSES", "classify", "classify_file", "format_verdict",
           "sanitize"]


# ----- text model: generated by scripts/train_text_model.py, do not edit by hand -----
#: Where the text model came from (scripts/train_text_model.py writes it with the weights).
TEXT_MODEL_INFO: dict = {
    'parts': 'train .. validation-r62 (63 parts, tests/unit/test_corpus_train.py PARTS)',
    'logs': 4147,
    'words': 8012,
    'corpus_sha256': '7544b8d77af9271d',
    'C': 0.3,
    'min_p': 0.7,
    'sklearn': '1.9.1',
}
_TM_CLASSES: tuple = (
    'client_error', 'code_bug', 'cuda_error', 'cuda_oom', 'gpu_passthrough', 'graceful_stop',
    'host_oom_killed', 'kv_cache_oom', 'nan_output', 'nccl_error', 'startup_failure', 'unknown',
    'watchdog_hang',
)
_TM_BIAS: tuple = (0.272, -0.095, -0.292, -1.13, -0.665, 0.114, 0.2, 0.187, 1.498, -0.835, -0.195, 0.221, 0.72)
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
    "Su2j27ce3/SSb61N4F/LdKlyv4F/zAOaKZF1GE/A6mC1FPXWMpgUox56b74ON/pzb2OY5dLKZC56SISkhXldrKBfewbYFttlY1Sb"
    "NbrWerUV/OW4XlUdwtsTsk+PPbrwP0j1uNysl17OP+YSEtpvmw0HNiSuC9uUk9FJrGpn64czKyetzZb6fVlGRJU2G33G97xMg42E"
    "/Wu1zqsERNUcFTuRXK8OtJTeeg/6Nl9GUD+t+9uHAHXdfu/659D2rTXF3YkY5hxMEQ487dbBlhVffN+2FaXy3u+MnL51hyYFYl2y"
    "sy6/Ne/62Adm5A1g2K1NWEtsaquioxdsn8lAsjFnsDLrWutGXY/iZQfZrBAajYtOVYsG6tOAAwxnGwvCegOMlBsZo7w3gHq04QWz"
    "a2SyG/qtfbwA2ISAKIfEIdCbiaE2n1gv4mAJDFXGIcnQcbFmWmHuVJftFlC35rpzFLCGebX697HTQtIyMjvpWWFom951alBt1kbQ"
    "pTuQ3zZbWcu01/rhhth7Vau4gn4ch9Xmw22yGcWo23tdBlRkb19Wczu7euC7phuhw9W6zbv+WbYHxtCGVdW/2n5Vu8mgz7pbQeKb"
    "fXugF9w5MASqGjhxZf/ENWvZ1LlNxxpkfCSGe3IYMV0CXa06rEVNx3406CxX8Cro4ha1jWl7jbJvhprVuhy7jRBVfVWLvF4B26jN"
    "EWJcmu4LrY8ZI3lPOur5Ouwry+w6NhlId/uspXpetgmExebrqyXOKnVq9rLQjGJZ6zKAJnNfCnxr8N8Vz2w192vqMsJ//TwOyCBK"
    "wTJxa63D3XpjevIATcyaysypPhMNZb9wCFMcWDFOENaI7nsSgTN0HwjHUvKCIqhLgO2wyXYf4j3NQIBstBsiKhvCDo7TuxoQaHP/"
    "o6k1cwvMNYL+HuCR/uPQlEdxBKTDPvYcEofJq2h5hhfqWSCn55nblgMM5XhMaJK3w0tMDTZ8T0ueGpyqnhoc5WATqrE3MW4YD3f0"
    "jOlI3bJdLUV34/uQFPNXuKMlOGGGMGbpflysz//MbFL74hNhh9Hsvu+r3JqDu5Ns5BjI4Q1TYw3/lgG0WBW1tVPrHhuBQwwL+VD3"
    "YgIlggFpGy4Heko/P4dtmSfOuQyNviWEXS7HxjmohL1dOcnSbOVkVJZ1CqpmKMA2NVkV5dn/k5oj9wjRXq9zQGz0KPVxwXg5KL3B"
    "NAVkXNbu9arZAG1d0KZ1BidVMHHIYrri+4TSYe/YcqIDo15phWCshKWpq4pW9EeFKcbjT0KZWrc37g6OffVxS6vFY27/xPg7Hfdm"
    "3BHH40cM7mhez14tnj58a9WX4N752n9vn2PHy/WWjAcZ+1vTvjUU5S469s83ePMLEkRWxZxa475BeMMZVvm29LBlSWPpNn5vMm5g"
    "nNhaK8WrLupIsimDHO9la8CkfQ2CI9klMrc26w4t37jRqW2SfnzwQaq2MTV0/1a1jUk2SZHl1tJrah792fGmZro4l+KTlVMeqw0A"
    "1l5AWJ1nB4S1cb1gvtCAOKEjs7MYNB3WSKYe2bZBtgETUflwayU0DR36tVXyFGzjBupc27Q+s9WJOTWSxnlvq599gFiqvAx3rEyn"
    "paeDwa0dxJBZRxzYliak0gaQwRmgiZVGigbY6aW1Q8XFqLkdOz4gKyNUAUZPcK+CvPn4UKdRp+L61dzBmtQFicbby+UPGRdLsTK0"
    "jN05H9lwO3BMXGZ1FPvCK4/9wUehPjGdTpP78clUif9bkn0tJlmslq15/W3yjAAG7mdIfWaQsBrB4MVSyqGav61LmWPsw2Js1zrY"
    "CtGSZa1urDi+wCVXhRX41G8oo3XFs2ChaqVvY1N/9hoQvLDKRroa28dJMQI1GFr/AqcUxNxGT4LEF5+4ta+UWFtGv2KB0jxt3kNP"
    "rS/vvWcyFhX/msD1ooseyN9bzTpLCcRWru/+Cd7eHK7eck2s7ywyePYY/DVdrW9Vs1Z9yDKn/kxGySIIjW3H8r4vAtEb91UR/b0f"
    "9CZLyRv+c94FHU2nDPw9lh39xNr81nTDkazZWVlfFrSGb0q56rdhPfUF/2g/DMrpHkFgho/Zpvx12djmRQarSeEK8kYmFSHzw/49"
    "YuwG9h6xYtguV80A59C3gbM3DxFISAOkfcqN2iE8pRugW/+Ct2xYGswkKePm29DXVGercMAajUU8AScH70tdNtfMzWBCMvc25EXS"
    "NtyGDrPdnMAxspi3KYGb9Kl+W3ZniRCEJYA5tThpQVikAoqpHPDV38OglicakZwta5IPxKDZoPeniYU8CAsXnYB8EfARhWifiIQz"
    "JEFiV2F61Mol/OBouRhOkK4cWNbY8qqLKk02R4idMehaceEuN2opRFvwuTqz1SHStg87vwQRjSYy+GhDaff5Md2PHZyYQTYlrZw9"
    "03LBcKIq2xfU7v4f8G1nvSfwkJYjS6I6qZbh4fty3Kb/9oqqATCAQ3GgDrbTcMvuSmgge9sNGoTShhRj7KRgkh66Jrzk3tmUNTRF"
    "W5MPLjcXGylKOtjm8TCA9WIx7+BFsu/8zuZD7t6u1j6Nr/zvuVjvzQs7dRhMt5ydUbcLRvjgwFGh0wo5qA38NRaP81qGbw4mML83"
    "WxPfa1s4kMqyoxDUPMsWuwH6fSJs9ZxQlvvGqrJ1rNYgnM2BDTOKOXjTlrFtzjGNy3yzVW3uei4WOTj5Vrle5EuEfAzWZjgtZybq"
    "mBt+x8YTjFgo4WPWkGMtojWGxlZmVqUjGDeJHoyJOWxcCiHCoTnBxR025Dyb6hQDg3SZhsoHcrR0a3eYti3zw/UdvmexabcFE44N"
    "fPjnsPm6tx2PDrl74o+jDSS5fVkutOBjW3sad2Mux46njRvzYqgtv8QEU2bdUHitFTgJGJDPzoq28PaQZe4LuRVJ6PtjLOSHZOX4"
    "ZJDxZp2xiRpVMhpjsRGMF2s2G19/+gvEcmilGFcql6LA1caGOF/iWdZGcR4zKDFwV8pFs2T4ZQX0biYjWaNcDPlvMr70vxnPo2ry"
    "Yrlp7IentQco2mdzsZ8RL/CNeOnx2JAzm3+tIKFnyszR6qHHS9aU5WL+Mm5jsYXdu/659zO4IPzB3wofHZeAzSoADv7/iXgTHlvO"
    "7kQ4xMKHmKNCUm1Salr4rTUfulrxnyCErSdqbbmANf4WhERk3d1T5ggirQSY2Jazgjx2MjZLtpPfVC5sQbaJ1f9NEaP5h2Xk7QDf"
    "UV20j3n5sWK6gYR8jRpDAAXw94B4xv34siFJI6w6TdW0jklIxe0UfUlAF1C8JdDf9Pds2pwjOCS58QZYEX8N8kwAr0q7CXSNyQ4A"
    "EiOHuZ6KQVWkzYZzw7LQxvqTsRjoOgznUGCDWBF1kqeZGLANC+4ZP4zy6Bo8UxW7R+4nAcxfh9dsmluSBmxi/QdGmc2LYPA/gG0u"
    "pFAoBxrLQR8jPlbQNlhiYEOiOqywzWX1dz4JBqAXNjpsVvJ7QNbJuj8Hv4hsYFuJbt2sQ/3okU289sTSwr5gGeotET184Pb3q5XB"
    "FaDRrsCvWBTJ4ytWgUMDLgPgzEq00Y+SVUscX1ntYfndahTeDRwUBnh70I7hGgM/Na96PzY0HlDowbnhMe6S7c4htbHbUjXWOW3p"
    "jSIc2vUwF7TlbsPXu3/3F6vLRAKkRs1gY9oV3jwCsxRRZqSN5GbfZwchXmvGS4+RaMRXzLFeeJ9OKBGEO+BpCF043I3DzSKy1QDG"
    "U99KPEFMjIuto+e0iCzWMhVCRlC1JkyEueTrC7BWPoyBmVEAecNSe6zal8YU5MJiEQre2inWHLEvrq8YrkRhprz1Vex1ZqDLkG9I"
    "BWqllaVMTmNDdXCZCzAFrGwuP3J9B9LY4PzJn6IHJKfwM9uBAZb4MdvA1d41zoLiiTTfxYsp4/iqFXbfDY1Y2wgIEUfgC5YXntAf"
    "z8hZA4LW8bihEY8rpxDzHvTu7s6HLbAHVMWK1UUzigUwH4tr8xMaFcsM4wjGm/GnedtHrYlNzX8os6nDc0Ojnrpk/E4zadyfoOTg"
    "HG8zgfDyxju9IAUylreZG3AzDYDxnYYk4L8+fCt9NAzKPZp59uVSAeIfJCzz275LVG1sTj/ZY/HMSMdsfMmyIsvzGw/64fy2PFXN"
    "Yp9YuVXWQACOuFZ7ueO0tg5VHovkJwLjcqMYF7ALjQBGwRvogykakmG+xDnB2mdJS1PmdXzCXocMMNbzv/5XA1c8tdW/LX7wkq1c"
    "Jv5lJSsN9qjZ3GM4O9qKlRtcW+5CJyFgFe4J8x+odeoCcKwgZG15t25oPBgrFzQVAqQg2+DEgBXBtryGKYcQ9q/xK0di1uzZLhrt"
    "yJqZY5jNduACCiQRgwv6DY/z4YAoxgfEhdwZIMfFt+YcFJYHQNLTnAlPfZ2s/Dbs2FfSZKi0vqCLd8EhIGzD8AA3b21irWfPcCUD"
    "54D9Bb+877tcjZW1bButZa3Q8y4i+GrBtiZ0DFNDullDTA88+HZ6sNzTBLFLqcDTJOvbqyWWqyh4c79T9mSgzUJpw8PJTJvf1hzR"
    "FVMmG2b8mq0a91A7QFjiZEOPtReQt9RA9areZMaTTTZMcIJEVx43vwMkcWkHjeApHZNyBgazkvhB2iMuCSkR6ZuIknfDhIphV1KB"
    "j+N0Qp9xLasDWepzG22K+Y4xr5cc5yLmBNcIUNxnyoRvaxvdmMTXAHEd2hbQO5ZtR/pA0HtcRyZUZKovXRmi0+r6Fg1+2vn3GcSy"
    "8p5s2fuwAfm6aDpjMe/g/XYkovJC2heLfbcU3d3jawBYHTs6/R6+wgAVgYnA7NE5dC7AvimQ8dh69KRTKe5EExot42R0HzHNdbuG"
    "r40EIl2JfKlFkJb3DYj9fTwF7Of/NjrcWDshb+OGWnpsujs61AncFlv+Bl7xINBK40DJm0OuUcV9YkyKoTaJ/5exhY522u7L8ijQ"
    "3LKM4lIPgN1IzxZLXQZiT0svQ17Sn3tMIGHgbU9IywjHPCHaEwHk459Byd70SE/xD7EDTRDycLng4KosH6++JeUnbjzD57tBIdeW"
    "ib8IqiTIWfwD1j3BCT6tUJ4LVmJPG+Eo9zjFCoRQCfDZXH84d3Dq//mLx5reNmLWxkz6wpz7svLbLVv/Yfq51M/K+OZLg+dSUcUC"
    "zsVGvypaZbTq9oRUXYGqaAN7WY1N9tkguFqKY6y8HJYI3FQjABdb6MCXileGuM0EzLoVPG4EXRo+rt4IyBaUjLLz4U6t+9IgzqG9"
    "H8ae2bKEY7T7iGFD1DbzMVmppxOaA6dK16LQmhunSTDqdugE54ylPhcI5ulNgN7ifhUA7pgZcIcztHIhDUU1lsjQ2tzCXX+5WdAp"
    "LNT2hFEXlC3ZkpWCuOyQyLGFieKbXq7X0FMR0MWiVSgYcMtIyPnPWAMu/kHmSrqVl9jPJOB/+Q+lYM0KTYy+vX+xAMtva2gL30j4"
    "2RudkTojdcCtyuxFSIt/hs6GHQM35LNv8ZDHuECDCh4fq9oef8IK2D2X/l168K108yYisZnp7e/Nc0COHEgBHaDpFUwvlx7b4XQ1"
    "OQsEuzi3b8co5udfgHGiJ0hpYYaK/xPlwH2iUfqZ8BErKWD/TvQjzCNmimzYG+X7DG0L60c/9gjcdjrQwbRBALIROHV/vS6bwwsK"
    "lEnbd/55/2FBG/lqlXVt8VhmrDkDyoB982oZR1++Wr+w2GwGudh4Zo/lDvJg487sq1i8XzCSDDfI9r2Ih5tNAuayYQ+31A6UJl2G"
    "0YZHVB6qc4CoGx5xymeyTusFa7HLsAACsBcrfMPI+VywywvH+pNG8cvI4Q/uT2/rAupdXUaLf8Q+g/11RPByoYMgjkqUiGnF86lK"
    "K8ymHwHp3qA1CGb/cE0F+kw/gI9/8yPGvlzA+0PwfrHYFpbBgpZtzqn9cVluxmddIGSAA3UC8xNnBgIMDNSVfE993o0fCnTVaxvi"
    "wP9CrHaxJaU9Vksas+GyIhww/n/FYiZU2n4HkO/N1DQ3a7ovxs7ZnFe5MrF8fPaFBwQU3WqrCykPxJxiFBu3blDDRBpW66VWDta+"
    "0Iw2rLMvGAOQXPMfnDUJWdwcXZHJzUbuFntKBjGLtuzByu2yQfCAiragg0J+eXUfAKUiPuLmgUBBkJFCoHgdtrRH4THIIjy6G2O7"
    "VlqpuOcDBmGtL7iYC1Ve+Go5xozZAwp2QOnWH6sH55v/Z4j2NiP8m4H1iGMeA8w0ms8SA6B38InN9XsI3VYn2bcS3uGDSfJIKBuE"
    "7lieXwx725/e0JFDB6Sj5Sgg7hirY7aQmZqLvNd71Tb2u1RSAZZ6mveq/i/2sZymfS2WlxPEtWRkh+Da8nVquAnyFYhrgNuykTqp"
    "3sVF3Xps+wnp3JM8vYBTIK4DL8xZEw75ra9BWuNQWgh2zbWMNmN1KtCHom5Q9L7DCzI78vXx1DQlRvkS1eYvTJYr0GZN+RhngsAv"
    "jMwNvND1IgdFkjz/PDiulhLe1jiZDVnBd2dt8fuBivVOUroPVySFAzaOxPSje9TDSo7w0wA+oEgAUX3cBvmOYu9WupGtK0Fi4m8p"
    "RjNvxdNcoKs98FVH3gL5t7Vpg9DKN8YaaVv5Bwpo8nA2dxlWtwgM24oFo+TkeFtJ3oBut8VcW3N0eCvJwZfSTkevAj4gqQSTw9Qc"
    "fPVIjPPQX46ktw9VuPUG47FaY6zaixhEe8kQdBWscTDWGgSKRdJaazPPeK7WeK62AwzSgOeUQ/oGSduhgVkSjPVqra+2/aCKwNbb"
    "G95IB1/g6SrzUPPGW2C3Ab56BsQoV52OKODYMYbWNnLYYzu9PfWQkdircRvt1T6J3zXh4yjL26LGzznBPfuvffvOL8Ptt4nQZKld"
    "CEHCLq9zP9HHNrb7JGx0qNm5i9DZmA1fWAoMasLQnh65fIQckU6puvWFhyJEcCXf4an6lEZ+YNL7n3dX2WYgZmX4LbaQCXx++0RD"
    "6wvU2zjRn/Sf+ECMkyRtmIOpSSFXusb/52kZBd77ZtzvjnyEbD32mji+i+CiXzLFTrEWeATieyPdMDmFFQd/k8/WCAB7koVO5glq"
    "dD9RnwupAxC62GW4GmzG/bvpmKoPpRIbvTFfVjo4QLfQFeNkTqLatg9l92Ed8PICDkYe4jcGjSjdDQsbScsqzmNyay1lBHNEKuY4"
    "gH0XftZXN5ac+/bf9PNPKr4DOhryGGKDwYABY5ik4WJAVv1scXSh0uBJhgZqr3RU0JAxVtSikysFUYK21pV/fQM40AjIqtJlUgCg"
    "P8t3fTuorYBxBHWTG0cLbemNCWgc8HgrMgCKiAd7jyFUHTMAzViskfNB8Trg4kyIUzDSS27lBJu9be53jK8BAf/ewQfbAJf7zQhm"
    "dcKtr53jfFHDt/mcY8blABUvHIkjqDW0qcHz6OU6QzF1eChGaDGwsb+bjwxZjSx0UKZI+GZcMpV6gbV0cfoGvrSrdcIIboLLNC14"
    "7v0m2QdY6NYWFPYQIDTaBEmlyBhxpc8Vvp+g6KknyMbtdCkFxfEZqoR8BsXJkjKo7wJS8gQyUwKffQHWONJ1ovnb6HgGzT1TKWyx"
    "kXAEv8VDF1WcvbBs48EC078zoa3CPYbwY3uqRucQO2GlVZ1FRl/1JJgRT4PCht09ZY+nH+RJNirNw2ZrphT0zAcKXdYMhgZjefzw"
    "hD0LJ4ZNgQ9Cqj6kXCWSg3aWAP+4YpuR/taH3wnY3RuC1XJMxbMOY05OwJkp90ML52HJfuXRoEwJqWLgwwnioAP3MNikRXOtURYk"
    "VBaDvujAVm0Di7NxHoBRL2XMVVMc7TJQd82NuvxVFkkH4Ac8HVdj5azbZ6Crynn5ZAfOib6g+aIhU1xq98ElZFhqe8Jf4fMACGAb"
    "keb9hGqsnvcsd66LEMldM65PcBAznzouAXhmBPocnXii4CQ79WduMjFyfuxnWzg85xgV/MQND8tte531GCI8H0/NJyECAAnv+RZf"
    "+z5h5J01g335U5c1Q/zrlc7QUdaUm+V5oMxhsQYOOwcmjBtTglk4ACytYO8IJ/ePLbJUYFTD+CJpj/eDdqL9CXUZVKubGfesIVln"
    "hzPHIlx/mfOgmjUST1DaKt8b+Cf+FWxcBVYo329Zlff7NzFl+KlRgsj5SpwvfTlfKdXiFnqbOGHJAX8OJTMP2J5U55jVRGeXmGbG"
    "0yiD5jprkapA+DZqbMPqkRO30S10x5WgtMttZgesZXoAtAEE+ZHHAtag5FqTOp16/x3+g81/V0dr9jO8BJGH9lYSZvIZhh+TfxQ6"
    "LxlIDnnVMi4txeTrP4S2E4JxhJoaCydpWE4xQSbqFEjGi8ikX7gty37ShiI8BRgpawa1hd276O5Djk64F+ebq6+zzhnVYZ3iKDxA"
    "6wnYcSY4H30A8VUDI9jPGVYuDapKqVAG61DvcxKBJ51+HmK4oPZ39KGMpMDOgD18fReQUra+6UhPqV3+kttgP9+yQA8wDEhkIBFa"
    "h1XvEV3oHLu4j81YlEjYtjLj26axgf74FpQnZ6p5MXGEnMj/pVraX1LUAmXndMNO4hIM1v5BdtFcvES5Gdys1ONnFNzf5LOfHmwB"
    "lr8Vi2SbE29GXYHTCkX4vcwHtHHMAwqI9tRUGiXwfNEP5gq7sNS1Jrhcr9S6v12ASr+1ZdlAaQdf0XmXdsMWHV3Z7bguFIWSgrjo"
    "J/k4Qxh7mO0mCRVVvqvQ/P6WCvyyx/BbRTysLrjw1qclEV3EVhpg+HzhyyiDU2PjXGgnn1VHQB8NBViA7GI84zs0BAaKKKmmDI40"
    "3aYnXCWH3FbaQLFnt6XTvuGxQU4SSB6bELuzbxbP/sLjC9L9NQ5kj3UAorVqPS540NwObsnI08HxOOTsMgKMxwqVBKE4lB/ypcM+"
    "EdUC2NY+1qmtkcH4BCWXse8tQxQUdxD6YJJJQcoBuIkMmafgepsjKazjYBMLCv7syAynxYK+betj9h6o9cMZaMvz/mY8UB53ziA/"
    "jJszkwPmJTZFCiK0spdrngQZ8OQwQjBLKoRjNzufqC5luBnMCi5uGuEfIWEYogxK/3o//evVaL4nhdpc/4rAA/4RiR94LSh7e2qQ"
    "nGQv2DtlLYKSF82AVSQAL++8RUeiq/NeN9fRJ3HzUrSKj9boAzKpYuUAPt2zpfllDEUDhfl+wKmnK6Jnz94MP+rZ/+yaVexAoLI5"
    "OteV8TwLkaKozncIuS5cxr0hlu2wpGNg2Y6zDBimEkMDPbzJs8mV3YwEbdkRPWW9hsUuhj73ZdvFSdbB9zPpZyv1RhQbjVrRZfp8"
    "TOgNOi1UBjh/GXjRCIkX7aloN2gsvg9imDWYGLC6RkXg1qBAmM4XBUr5j7gxd+u7AL+D4hhtSUGB7EturiID3ZeicUxDJHtThF61"
    "aYw3JIb+bj7p0CEZwLndMtp1G2wJ/rZxb+vFUUbAzg9h4XGgKmgZoLVkqw1MPHTv67YD+lF067KhGx6lhPzECG3wFYfbCdnU3ETa"
    "tMA/aKcC6CHDOrFANJK1KbhvOufWpi0J8WjP5oSotd/12FptobSTV46uMJoLVijW61j+ZcIP9q8dAUtFS0Pu1cVRAqe48KFANLxk"
    "+0QOhhBIGLi6PqsAOTENN+MV92+ypvnQSwLxd2Xb9J/G8OtpxAy4S24rP2g89Nj+WEm/Xs1lsLHuHZPee35uu1XbO8uhAqrXHeXt"
    "rFRhXslhN0vjWJxFNa4Mdu9eLw6lOOnYUSXdvtXVUDrvK5upu+ZiT4sHTmcP6D2YPXng42w4sedmz/aYiRs7B0dKFB30MrkTS2NO"
    "lAUTyqZCigXBZwB0WL5IZGBE2v11bgEAomIZAK+O0Kp2n7aAMkJpeSDGTZYvUsgQVqYIxDfksAY6KHN3VkAXPFY+0KvqLhZwsfK4"
    "WHlgXx601rLeGq0dKtiqsod8TuaBOp6ylfJ8X/9FH/5DojJrL+AzncXQ2b+N0jd4OjrUj7EuValb0XVlhJBHiFYwGyLEls9Bu1k4"
    "qEuxy+/AsXljXfk7QNKy4NcZfoOFISh/aHdINPQ6QjZOQEhuT7MuaGDiOOT9VpGIgFi9luhr/24UCsQgSI2RJ5p57zL6vw5GlFv4"
    "nvOwRxRUZtkxpyoTAoKHCrxAt7x7+NqDsGyK41hHTwEh9kYaCcQ+UxTYR2CIlv5XuHrIF21hLWJ0Txnw1G9vrjozVJcCt5MqU2Sf"
    "YfgX/H6lU4dPATIgJ/TrWTrEwjJav0WD6dSdFDypBfRrjij1/SMD9XaCzwyeRKfhKP0J2QqTi9RM6F+0NpBOCs77+grViNcqWIBY"
    "7EAbJsMcsxz53Cf2MyERyG2sQGIYOm3LZTCO/erAiZPPmdoJyMY3jWJSh1WpBJkEY9dYClcIJeQ5KllsgE+EQue7cfJtY9Vaq5fL"
    "VFOqLk8md3jKkbnShyVtp+8EDPI2LZijBdoVTWIe+NbMxgjpfcN2XBhqzMjbQZLG5e3epM4foJ8NM4It7BqlQaDlxupjVmpWDOK9"
    "jAe6XwyJyOGGIqNsSdb+EFFq6Uhhl+A2YFDvJcVUeQlmpSQs2MfQxj/xvoS3DyQVmH9kUMWlx76gyNLOdamgDYfHAMVmmbP5n7Z+"
    "gqp4uGSoMKpVGtqq2C+szqEOR6LcE91F1Q7xS7uExgHE3zYP3CY1NYfqX9r3ZxBWBoVOvzQvI5hWZYHlEwIFnOWjJc1NkFisJfl8"
    "E+PCsx/lslDpM6OCthNKAXpLIxfq2ullD8zq6jQs8S/19X/Qihd9WHTsyN+CgnuG8vvT8BrmQMSvOMxMy+rewskuUB9YAecoLcYQ"
    "8okA41hfJH5zhokfsBlXazVX4yiuViVX4CNZuqu9NTS3eZEJ4I6MJIejgc0FqmcdPjt0luyhxwOMSRkQ0UA9THnqdxlMGd4JQbaT"
    "HGJTDCiOtHTDDfrU3TDhcVllhqJ4A0dU+A+FsvLqYXFI/3Q5rQC2XW0sVHmDIZ9IL40dfm4/xFbDSfYTQn6EOcgfmiK+B3MGFqza"
    "L5KxPTopfwZ9L3++QrRIPlMabNTvr1xDg/EkwJo1DI4VGzY58LR0mc/z/CMsr3KWvj7DN/J0nWydedxo7R5+f1+2wRianyaPJB4y"
    "WAOEruByZmiaCmtetFxalqaN99ARSGBEHt9htrqyFVI+nJcDvu1WF4WUJ297h2fYljPZMHP1XZtuQk+branO7dlDZbYn0HOA04I5"
    "OOQI/tud7x7Wc5dtrt2kBgzvZQsiAqKZnGYFvtDC1DSVbb9CvaX4bL5c/+/wrflf4VBTx1H8/xEOI27gqofv8OESIoGvgCkKpaDJ"
    "YFZh4dTCz61YIpDYnSDblHHHO6OyzhIVw/a/VsG4ZkCCXdkxzLSsEZwprkRw8r0ZxPHvXiHkteSfZ7FgBo+ONFTEAwDNfEscfwXg"
    "+ZSQDgTIaOHbKlzTYwTEFlxp9rP9wEImXRZeDvwQWucA5fk5sCZc0uoQQ3I/sESNnhYkEAdR4dSn2YlPNE+UoF47LNona1pTn4w2"
    "jS3XeDz96qoUnb2x4EQP1HABuo2xbnH7Wd3S4oG2iXkJjmbKpdVR7gC8jziGF3s5IGohtLBTLTj9aO6KQQ6vUPmt458xDC6IE5vX"
    "VpLLwZKBlTE4vr43KBSSAYMd10takoR1WE5bjvQnPf4G2D5v7XH1xWCIDXi0VAu5GEQKA9OOhGRfmCvkEJGPPPm+e+fWVw0YKpdL"
    "yTv/d4rEwwxOt1ntYgsfDizPWYNHjW3Gn20/L7z4xlNnOxbafAZJ8hwDNEeMA7/xxmm6ZrTxFxLq2hJoX0l1acOoSw2eGF5yk07N"
    "LxuUn4E+6P+L1sZK1WjGpD+Kl6zQ05JXezACB8qOR6fOYLe7238qX/dKiN3BTJd0SzlZ6gC/zd8PSHuwZoGh74ob0ZS2uEHhU14j"
    "UMfAAaKSzGMdHS5OMsg3pjtprnRPDKkvmP90Y1lV94P285Nbzosbad17RlsJyxO0Lw4eXb5b9gtMk9X35JX+P+F75VbLjTHocbZH"
    "LheC2Q7sSWnsd7GnxXM3x4bHYYbmfk+mn27sTBky9nIl+BPoTbVE6qehG1sX/LdcSEF1QKvH2YHePnzBYx+/XO2ZzTG4xWPfaYHe"
    "7SuYcaiQU1l19J0FG0dNW1XY461k38Z5AFt0Q2zR82YHtxA/rJ+42zTU9NzzHxYfflYcV0OvgGm1yLyhpQZDf7NkD/azzw/kO20l"
    "1OuUSk/N0g4+F13u1/2am3RBClUxtoyCvvV/bCAsKRx880QVAW7gmCYcsWh0o/ThpwBg5xUwjrrbQGPgcIUzYdGLEARP9sNatp8u"
    "HZze3dDjI9IFlWNkhngvR4H6OJMJCEP9uL4ofUWw7m+5Pp8J5u5LbxmaVaqzLxFkOeu8DmBfYFMxh8sUU9jZyQ1h/lgrSCZpBbrT"
    "pmAO1jUmsB0qxXan58N1YIT530RuPcI/jlMF7VNTPZPX+hTGIi05IG/k3c54tbzgQFosDzy0kNplSrHYl8EzLgIjeD0lwP+iuYkj"
    "7hYU4WG8Oiiayfy8AfRQ/Eh7hKfGC4RyLrfTWATmAb+QMufwfw9n38FZ49/pGK5kmRY8eiZitMq6E5kcPUq6mZ+J79fxkmG9ULJj"
    "1F+O8HJ1Vra3M7x/PXLdhFb4ypWaq0GfUryAoH7IhVw6PlacH+F/HzyrU2ONHCF3G15ph4dVqH4UIW4+NfD9bHUDrltq0jIXhQkp"
    "uIOsQVqInp/7C2YYHmdljLSiwo2V5p3S9L/oFJrnwOkjbTz0UMA+iBSEWEAGT+ZhbqjcNSuX9q5KzYlz7Qacxy1oH6XuKLdMUdJ5"
    "iRrh1+PXX4YCfIHH57GWIE1xSdZHHqfUtuOai5y8lvcNn0OLAGOBmjxYzPZHK/kxfzRHQoNCU/PHkv54IjJOCR7WjSc4Ha+M0Dy6"
    "tes8RMtkcxH+q19i9+dX+K9/hEi7JGtxUtSYUyHaK0snL/a9+D/+IZPehYjgDIH127Cr6FTeZVF/nQqIpfN3Kw/mZzgtvX2FcPNX"
    "loBpTOwMx8kv61Y2E84SlaevML8pgnzsVxA3v7OwIgLzVASzOnMeNNy+04fUI4IsL/kqDe8kOSxh3Lgal5RLLJsojjiLAFw6t1tV"
    "lSNqeltFQcfB8f2aoa83v3lOGTg+Qzde2aODEf8iSl1BvP9H+K8kcCkayM/y77xb1V8HWuWjUMupNHZbzsP/c/7yeU4ZxLDVYsL+"
    "vIXAiDoDlfOqrU+37Rz+t+wnyMsMHtiRrb8N0AOCjZWUqb9ELRFwvuUplO6pf/yAvR2AfOrolR00htD6CEfWZYRA5+L6WenvwBTO"
    "thLn7io2Rau8MxpAaPEGzn/DgQnkPvz6X0JMmyZzuC8pHPu3DE+hyimPs5dmxbIpAGh6fFoM+FQ0/cDOV7EGcxgyAAfZdU/kuvyu"
    "RQZpCMqxUTRQ3mRQWBkTWHyPutAl3K0F9pEH6kWL1QTacajalkguIx8H9vMbDXTpOKt5iFJ7c+6jfqnWTk5+TjYPsEvy9J48b+Z5"
    "3z/fHFPpTHSf29ou241gHPlvG0WYmJ19Lt9+dYIIPNCXMbjxPpyqvBengCN/mYC/Puk8GwtYjGNYrnj8TbB8i2V5SdVpOTdD2Prp"
    "kWsrkHOvvJCNGRVLLR+BHCEz6Vor3ENnELbYwJBxi/Ucw31dL+bRnI/IDZ3IZslYE4Zg3r7GDU2FR5gzXAnmWYO1+AxHArLlvKRQ"
    "abcBjM05W4hgSQgXAQuum4LRLYIUsULCql1N3MVmE97wxAF7e8X+vdHSkxUunnzSMdSwsXJiAOZmbpoBwRUO5ms43LZ5kcudNFRT"
    "5XX1eRGao/6nJUcD6+e7v23z5XKVkDrGdJCTezI4bjBFP2iDyTqLq2FhnE0WDwYIyBho44O9Bba8ubPtEBvz3uAB0OKxQCxgeS0N"
    "zuHSkcCJEC8IIbiOYPsNsNl7FYmHdh1g5A6i3QtEcTzRUqnM7JJvyKcLIfgJ+un8kpJnvl+kWpJ7LTX/j3DyZGX4GrGpNAG6zqVb"
    "DOsp1qe7i7vDKbwqn8WrPk/lCUUxP7WFWWFwfTXcCHSdkSrrjvSvFg9FNvRibzhYeo9TYcGn8vSfNy+G5L8zfYQYNwyrn2q6xTlp"
    "gMYUPRn1SAdHuq3l42npxK1NgCXzVsdQptVHqtxXdMncR9f5xFy890njpaGuIk/ztdXHLX01Dk47JQBlMS9x80EBN+h0KUjasM3b"
    "DMWGROpPzKdTR43N2UMLOmgIxTVsSgQbLFw2YgBKErbAKxqwhKMu/hr8P/EOX0HJ6CS3+zZDvGzAeK0Vr9jsnBW++VzACwiruIfQ"
    "AUVo46aOMgnUzJJB9J4CgRnRsCz4i75vO7ZRTro+vHl8X2KBDfM0Ob7j/w6flur7TKjw8vV424PizWwcM887ziw574SFhcwIMIga"
    "L+bbxJE/NA4tK0QAu6B4Gnp5RUyDT2zW/yKLW2KQlzp4Yed6cKwQTiwywEVqP0ReH4D+GkegMpSqfEtvADHBYY9TrvN/GQQz9hxU"
    "Yk57OuiWqUqE1745RVnTrV0RY6z/aJwsDIC5r+TzyATS//6TrIf9V10lzdP22BV9aFrrx9+nwQ/o811dhhcv4NgHzL0PkndcJc7B"
    "VOzgNiVHfdmI6efa2I/P1ZwL7INfGz49nQt04666oeDqVxTIf5uPd4aRDgwt+OEbecXaG4TwsWAenB/TfaQxFrgPwqOnkwWd12bE"
    "EWZoOlRZ3eFKW/P0FPnIyCB0vtqydEQCEYzvpJ0O9APdh1U3Vxp2yj/00XjTFszWXHmuwj1ojKQ1o/nOJ6dIrA0oNdfeT3obvrO4"
    "oa7o+oRdL4hFZn6oqRNB6qEqgBw8UVYX+9kfLlZPVj/GSFxRRW1PAh/7SHtffiDu2QXOAOzNri5YgWtn9d1ZdJ3F0yH0ulRXi6tv"
    "8PBkgvsWY28v2nR1xexIvSFCIXl0gbzRLG+9paLH1jtdHhpilxeqb/duDPPa/1RXex/ZQn7wfRqmxmR8ZYg72SNg9Xed8fAqTgKQ"
    "bMb6E4ZorkNtGRn6sZNrmRiQQyaFY03s1xIju0lIjYEmD9C/CFhDpx5NDiITAwh3F3p1BtMaQBK07Fda7VNbp5kSum9rNVNcL8aQ"
    "kQ7LhVcSVXEzkQP4IzI2+ZWHBFfmYIrrOgAmG4wIYqyj+yVSIg09A9YhqXEKh0pADigRAWpU9Ivd5LnYy7E+/C4DvMJh6FImoBE6"
    "eFuPzDzk+xkUqA+j7Q3KuGVrQV62icZ7aS5QbnEZ73UADa+9Ts122h64WsRjg+dGJ1XSiCv2bU+wLmEeeCxwWyFabVJnxMmyQFbb"
    "ZC5crEYBnwdXRMS5FUHbKODcNflEs3Tmk5wn6lP0Uf2vzQKPpfqHqledHsN6piZ0vXA+6VP5i8dffuuDlaSs/l3QprGpT7WqGwRH"
    "Zejrupa49hB4kqagOpv0i+JiTgU8ooqKos/xIBW0GpGxx/OEfefiC6//gmINaexfdVk53HCR96Fcfx15HF3HpR9PCVJl1NVcljDu"
    "ITOXje5gs9E7h33GMoh0T3c49hf71NLais/PZchye/1lhFRUNqtl8dehsAKxyBWDzLJd2N8BqZGiJClDcwlaHvtcCAZzwIn/vvGd"
    "Bx3YsPBdd57lumqhGF2LHj4um8ExG+jg2AdWF7eWfQZgOR1H0/hSDue5zoywMzqSdUPK7zgvGCi0+XPSPrbGcHjVh/t/hbpiwXBG"
    "RfbzRKjzly0x8cozHxR+0+og8phaxYmgQuvHdSRXtA7LbxyTNeB2KjJJBEA3yeMFahkiEQsSelCLq3gQEE4n13XSrxvNBl8xIHNF"
    "liFdyyzcGcgMFmEHdTgyFEo8lbYBrtuAB7bLQRp4GxLsCtGps80xYqWUlYSPY/nfV6TLOlFh/Y6EJ0aB4h9xow31Uivdql4Vl6uD"
    "I0rdSidfdXlNlr5kPdDCNZlDgxpO/WV1nrRvi0AkxiYVeG6cU/ogxlYVtYQkOET4Wy5XVh3v/sGiCpdNqg2h0ahxHryWgrL1rKeY"
    "L4pV53CsKUFYjDnPCBPixYzXY6M2CfZ56TQDvU5uFjl+YBKB5a3jE8LR/Z0JMkKEoJvQk8DTJe3XY8fTv+TSCD1AMpiH85f0Ye3U"
    "wcx6v6objau+zafFFjYvONLFI4TNhkA6ujDx72rbt0t1a+3HfpnuMNRmiH/gJOIylGQheBV+Cu2pmzHJt262Z4Mu461LsZ1jQ+Wt"
    "17B668ej4jRIswveOgnDXCIh+681AnvO4DkOId14XRZd3aClAXMM328XSlW+mSTfJueRCtH16xk9Yxcet7z9uoqueMdHuIyr7WaU"
    "kqQsZg1yd0I1N3gKVCuhIFgSpAGXCZjPczirOIN1mXw0phMsCjEobu2moPhNpWFX+gz59eccuGwnlA8DZoq/ZqMNfIgkcCEc2i0M"
    "VuM601KZkTjPcwY7lymwxUPEBxsifrIG4IfdZgw5MvXMIDeiJ9jzkY/8cXVG/PNgNq9a/QZD9FhQOPgUeHFcIl8yq0raT8umRTK+"
    "aPqXxJQZqj/ueDrJRTSxJ2BLNqC4H93vY3BhgKivPSv08DLlmxubLTM2L9yiAKjbsZUmP0HYq5p81SDZaUEgtw1cKgAufgUhX5UK"
    "RPtBuGjsuN3xP2k+Rqmd6kaG8a4Z82Hm9KZmyesD4HnJsu1TFsyetUNGc7uutoy73Wk5ZVqeFA+D6IYUAHKf7oZB8/qqq9vtj2X7"
    "No10at1fKlCGLAjnS0to2+W0s27L59/h5fF4hobducwfYR8Lhh+vHu6mYcqXihCxo2645ps8TX8LGrX2TnRZodZSgxE9ibydW3YS"
    "6icGY4TIXgj2wyXrnkWmmn75ZSyuxmxoRWb3GEDOuj5V/Ul8HuOjUVRPcw/L7721Srz/V91sJEf3Hi4XGyqMRbqhpo0xohDpNlh9"
    "GGd1Q3ZsMD3wJnZr6KY6NCc53A2814IH/uXWVZz+r2CeWFpB7tVYHDjIXeMCpnUnxUUamdob72kw1zqZrT5uM0y93GabyYywUMR+"
    "W2is9gbN+NuCpm8Oh+9lgYbRjdZOGvhuUeu2IHDnf59omvYf+9Ta4nEzsRa2GlsGY/j2/KUTAnNcK4hTC3S0VgIUY1cGa146i8xn"
    "UiIsIdd026qPww9+GY08z3++e6jYOJ1FLrUyQPB1kIFnSvx0vUG6xJVvk8W+wVgWHGp4W5vC0/bG+2XAWEFe4sQLnMgwEcLoRYhb"
    "9QSWKox7un9OJ45TD84QyFQr6TO5FSAfBmX4Rx2g+jADVCJJGNTS3JLLDWrmcvmurSqQbJQdTNfBsYridq+UPmpt6tV+QbeIuuBa"
    "MHlqgpe3/HZRTbKSZDH3BjO1cD7u6ibBS8og7i8QCk7N4KyaGhfKk2glaJHiwgi0F2P9b2nFo0NyOIAG2RIIfn9GeVAGZOyOR9oc"
    "1YWwwLilgmaesl0FiKSBui4Ht929mIxKJowci7/Ge01rciLC3fZLIGF/D2jCYKzOduPllCRKmujaaxHtf8N6rXX3582K6uDYC9fS"
    "DakEnF6ur6o5QnziZ2MDHZKEG5TgcPXJDdfA3q0N30NfzgBsLt+b8QoH05fk2e5BSU/iUseDIw2pt/upCjP9d9kJvgGQIwTXWrrH"
    "jwBI9N8V1lZ0KDK843ZHc2j78t7wydc66YYFUDwliSddtuW2+eu4/VhdCohO/d8hQrw3ElfC12atQbwZB8P8HfZucE8S3rhYAlz5"
    "5m4p6/jIgigVoOHoknOJiYVzV5UgTsoSeJwg9B/8XEmoGcrHeq+BHAcoBUYAGAqL8/LOKw6Fv+GvcLZd7gU9/06JunkjesIddrHT"
    "T3MjtMBF5ONKhwkZVyVkXDHWwQeGENREv0GaIU/q8JS6WbA1l+uXfQZyoqCKK8yQxPCGYuqUdwq0HAdzh8nI0KJHAoMFzgGWQQzZ"
    "GmitXqkTQoP6RpNSOYDjAhUdg7QCAnDu8aRvvF79pq/7FdfUyT6D1+ZQQXkaM5n7sBwa3SpIUEJwddsgaUAIjCNnRnxL4juWL7qf"
    "32x/hYON5obMuoxD+87hvNL9JFKK6JsH2Kws9xGqz02FUk28AqNKB3ULD10c8sn7sOL5Zd4NVv+v+GKpkOpYIC6yDSA3DBuscQ3i"
    "JGh7hx9LzzsqFCvDO9qs1gAVBQFw2EHB+MC5bP1PRUsgEiDeoXRjDhs3xvmQD240FW+k5bl04Z/XMdP2GJzao/ZNMABq17xv6r7g"
    "LXzxB4ov1d0KZ20pmb+vgA88n8zIPTW5Fdfg88Nw3R0XVVAFH04oLBLG7btvgT5XAi7MaH6iGphIQq81wBuyQUluEWX6xx9j9iXM"
    "vnXGQHmUJEtAXxX78YEByw0Ouc/t5wKu/cUSj5Zy2JJYboI3KZr5fZBM3xY0dyvqHyxirMp+ttVaDM+quxc3G8UB9jRV51n2asCP"
    "1kGMtx8u9TS+4Pm1z8MFcoLhstqzteYke551GCz9W2J/V2JWq7jYxTFrUPUEk8LPBjivmEUJwugDdsLBlFlKBz92DwAXpMOn/MH8"
    "Y37M2A4daJz0ilNxAvc3DoIMmIaxIzd0Lzy6AmkwWt6MC3nHcK10Vr8qjuw7uFKffA68k4/yHh6+BYaW7jYQK5uuhomXcWBnkupN"
    "NEogN9uHCuzIsO8yfFswEM5tU7FnJCR4xrJZxnSIbZgsPRPvVOdt1GxuXxfDZhSZ4DUe7gXb7Ji0RITkV9WeBTPzhCDWQWuY63xV"
    "jnG2bXtwqgVIEz4B1LzJPGMcIoa5xUM9Mffre7eljIBXRSk5isOOENqBb/Hj6xEkq/eOdQFETEz1XNxBIIS2gwDOibpXNg8MYYkV"
    "kGxTOeBxbDoZmCHU+wkXRwRyApEa8jWa1qAbTQNHAl+Vn3MIn2UtMAnQlw1w8QfhxMOK5H6KaERNE1VEnKoTtgEkQe4/BxzwLcAs"
    "62H4QTUYW2hU2oDV7qR2owQHU3uek8vQaQ6sJHHYOQmUABfosOpm1JMURy1OCg3bZVRRPk9CyqAKzuB5kc8+PLP03zjCU1HqBmfz"
    "+4EBMwJbx+rvN2VvqCiVkcUDbJ38vilPYb/2tf9N9tejLIeQg1Lo7Ct1zjEuvDlN1ZLgK/MC/gwuzCl8E+pSZfxXIBedpH7r2Onm"
    "5p+PT+scp2CXwBPmqTNfKZWkUK4mpchlCgpljoIpSD3BU6Feq8sixAUWpHyamyJJLBzBHf1l/12+5/mbhpaL8xD8GfiR/F9k7Y16"
    "GA7f/KqFff1Hiu2V59B4Qpzn+kd1VX6OoMrnCc5qidk6g84rFIQJBki2j/e/yrUI6U5YneCPRsTHKBTvjty31C4M3VzOGvao4u52"
    "C2lScxwDHdp4gcfokiNDhihtonjI8X4+odt+j/diIetoqJ45JpbYEWx8CtS6NrdcPmjorpw98H4IeKsyTT/E9mypybVmHVKZcJSg"
    "IeDwo36I6PVd1ydmyG+HdDwiajSOCkgn1Beb5oNfROH+oKK3WazRh2harTTLXMApI2NzyfCylas8J3988MhH9zWq7w2/sffqE/ST"
    "AGcCBOnvO5vYjj2R6eVQVlnl0nR9y7qswiAdFfRySB/ZYh7FEY5gMlx0dkIs71OgRphcdoaU0s2btkFj30RcczNmIKZkYWCwHEwn"
    "xJVG+WLvcc7j5EC8/fSYbeEZZSQ4SmmDWkDkFdcunFBkKi5jyCZEDcA8tvNfnLq4Mg8fdiIpQAs81HMjyaRyA98VHI2kee+5gCOn"
    "d0ooz4EadPPt40iODbhri0eCC5vMXzXEaIOtpYb1Lf6lBkhDwIOtFezrFpZOVQQgukUPgF9jZOBpLcEQqh3xrnIxGOm8d5H/g0Uu"
    "XE5lIExo1ulYxdLagtPYB+5PQZEkLmOyJXrud8kSllCGKWGcgIsUQj4xSPhYgRGQ308J7kZHyY+TRVVxxijfzDxoQgz7a8NudYdB"
    "54VvWKv+Y4u4P81mjy2O/jQvPOC0//Q4L5rM32kp2Xzfvf5jo7O9akn6M1Z/bF67WTaMsFzw1HSsJZgnN8Hh7S5/lrt9DAYy/qCS"
    "/ywH2737NjgEaP9b+5s59tjfoQzJO2s0JuYVOqd/BjjvW97GVcB13HqykSodJ7VE4PbZA4995LAm+JDCw+NSUQv8QaWLqXaF3Zr2"
    "uciQkNlyFtlbWkMTmVWYlkMPsIfHda0dGSjjzwGcPc4oSpABXKrAJhYcqnQ8rvYM9rM0YYP2IS0YMR486QRK38nb6PGD1vLo1A/z"
    "kLBhsVHOd7m1IRn6Bjzv9bBafVgp26dtuUtnpJUWrX4fy2UZO9yJ8lgeD+NbHzIpZV/8MPiZ5SYPi26v8z0nBkOhJ2yyZlWYVTdZ"
    "M1wd3SDuC3CXSdozj93Vv7gTqeXsI2xaqP8/PqSIj+PS00HLgm9dj/7KDD7tVzesbGeC/zYgXbz+n3EMIbbdMxAHnJjDoMVV1d8b"
    "97827b8Ih/pppsoaUkbjCFZwC+eNp84aZgI3qj4w3g/snF8O0ML1RLkAD9Qh2qzMEPSR/QTdSUs/Pe3g+HxA1U2/VZDck3Q5/Uqt"
    "rFv7QdXdB0ZS1ooC43xrfj5Q7abojeQnxavQB3U/E85iIeqFiSOU5nm8Ea33OGvnWkk8fqxdgEPhyZLKz5eYB8fGQApgzLl08GzR"
    "yP1bOLr1N0M6pgz0QGEH4EuMjPJI+WhrlmWttK1Ad5NnQxGMntDxZRvBcwcBqJ/p4LoSuHjiMA5Ffz/NhY7ca4TLiGmEyO8ZaaBt"
    "EwjvV/fTtWMQeeg5TjA7Ldds4OUfqH60BSbrwBmTrPQD41G5oIyLsfNC8nsDi/tN/E1mdmM+CM8OaC5IwvquOnl731PO9lEq3xPg"
    "0SKbdEZrusNlQ/PmcDKinjtrDl2Lh+3NfDXTsZvw+N6E/dnCwAuP3CjSOA+Yae6bBx2+1zycts1yMwoGg4zsSOta4g/H/grw1qA+"
    "e/yFDJO8rDA6YksNA9xI+750QXi+EdHVfpbc61FhbqfKAxxpaBBCVuVvOyA/qkTo+wyOEan6grNQF6u3C+OQfNIAGECh/xy6QRRe"
    "02CA82EqZWjweHnDJ5L2ji9qZQVpgHFzwKX42zHxYtoDwPRSIJ4TYef3dn+JupV1RK/YW1rhHoerHFzEl4GspyZldLr616Ongy7M"
    "a6PoglPQPQyFrCqHgKh9ZNHQHOCzAQBAGVh9AsPw4gaiLyxz2CVwT6cmQt5T0r5s+5VB32b8yjC/CP0r6DQG5Kah0PrU+21pXuk2"
    "PuoBw+ElrQCYK4g33cuXSQlVZlM+jEW7y9XIEkTTN0cFTF+jjmapkVwt2tYubQsDdvS74SmH29A20ntT5DkRG0pLS4IicrJ26zSi"
    "5GoWZixOhvJYRYJbjRQimWfAcXsuGbhv4m3dYxr7DvJBk9Q8MVP6JxoPQPg1xV/xi8rt2W/C+a42hH6F54Xnd0jOK1QD48C2WKQi"
    "pVLdwuIGZuJE+ygpKegIDtmVUJ/NAH5M2qJE2futEz7ggxLnIoXkUiiPYpBQJLNIxKkp+Iny8KJIHB2Kfz/hPdGUSIGaBtds+hLu"
    "gJsWAi5nBsiyVeFgdjxpIS3KhKcxkRei/KRCwn5SXPCSmN6pu/CkgUHnpyjLNn9r3jo/ajAjwUEkYEsbPOw4IotPSzV+vKC8ChNx"
    "Yd3L/Y8zOPZhXTlgMZ/tZUr7Ad2pET/EgNzIzUOIEBnAcKaetJg+AdPQiC+p1WSX8LlBpYsSs/Lw2Q8KMMaGk1BKtGVK7Az0F9Pc"
    "rOmO46kHTUucjKyCwURJbPhZc0C04Cjhj4Akie7CO1p5YZTbqJWXxwBhRWT9Z3Se7KIksCseBtXgnyWBf7QVDQFWbg5Qa4lhC/zO"
    "SABSAui8Jwnz4P+VZiPBZpDPGvo8Z0k61C4FrB4vt+UJRcRnbFJSIygP4/yiSyrySioAvsE/6j+w8jQu1tAXZPuWladhMZdbCiQy"
    "pzfKsQnQ2EU917rrTdffsFMsMHJJFikg2dYDGobj4sowAlnmWyJnCy1oZ7yZJPk/acntZRAWv7t9IMEtyIyzPuj5urGgeBGVPAbe"
    "1BJug+ode+XU05erU+quuO9mfbE97aCLTBw7dyC+Cfm/CZu4BpPpGe4LO/Rtspe4xsmgzmHHXWjuf36AFG5Yi6eIi7UNgMNcwRgp"
    "dnBwYgp8cZyNR0gzrjZxEGSJLA86Ko6FzQZLKpgplH3CPChtuDETKzTorRfHVhTC1SLBvOx2dR0RqfDDUVtLVFL/deKYAYNHm2c3"
    "Itz+TkKorkJI642APPhsEYWBgw/9SQ/RV/1fbhvuHCmMFttQ5cdxxdlz2PYjX3nuAYVqI/Ay+TmZxktWOl8F95Un/oXjXUramgLE"
    "zzETeH7wZNvFsG29yWVSrc5Wm5+MtBm3bn9M9pXdihFJOxo8kDuat2l0gKbl+GN/e7V4LBk7RouXUV9YoPxnyZnqfPFjNYXRCNq3"
    "BImskTGLxnfguWNqdd/egvHxqbEOVtGQORw/x0CwHQcB0vxOQqgzAggbCvBjIgAc11ET5qKmokVIcx89HT/WMmU1IxJ1DS1BX8ZO"
    "WkdCCN0OuFXaLzGkkU25ueGXhjfX+zAuLyzOsSmsEB6v8ylTmnGiQ1onHTStXVD9Cil1yX5RzvuTFYQlhDqXcOj6P845l0SdjyVY"
    "aKZB9UgNsHN/UpGoTbqPbMxYsDHkYJQzPr7iqQujQUBD++qbnmciIDOWUZA0y6yCX+Acmv7u439IxPao3MoqPL2w2bwF8xSV695P"
    "ahXpUW/tPOPO1kkmL+TpVgOHqS8zkUmeJF6gKoojSb4+wwrBiGHudIzu0Rysa+1YHVa8sbY84xOblWcAB7QT3Rdol5RvYfCxaViX"
    "38rjuSlAbePeef2pCDqT8PWF89bp8gPGGOpcVfv+xIttV6dzQaJzQVDVJXU9/MAnsDDuRvhJT9rnWXUokwSe274f2I3FG4QisdzX"
    "APCgW7zqrNyZFo6pOqua06RxG/xRYOe76moXr33Y73WvsJ0b8fiazZON5VqRRgjQL958vsip/yuk0OAF6pfoJEdc/8GnknzAl4FL"
    "GiSXPk2Fk+7tS/tOJeWzvv7RDj/tw7pq8O+Aj5eLgv8r1ytUxhM/Ww5OPw/eYqHxSXFb+YIVSy4KhyN26i7ruOB0EYXKYfmQJ0hF"
    "ZhA4fxLQoXi6IWfsi1a+WBDAqlCfPpN0mBHq4D1znTviMKl4kVPfUDJMf7Q2jGE0BOdTg272vvRy63+p4GgBW4R/8DOiQ+6CZuSo"
    "5M8oIowJ502/1WSjpwX0GNDNqelyDOuhWGoubFlqdIdqodyZHjLV3xochs5qJbAxC71uzw0gdfHPm8cREGYAmDjM5T1Farjr997b"
    "UuN8FfNfOc04ZbG8L1tVavEUcCxpY8lpDWebquLwU3LEK4QwphauvnG3cFzzAYT7MximMBsqEdstLDIQxmsJ5SPO232wmw6mDHjR"
    "94gFNWmODn5muT1P5snNMjBfrstDZOAo3cPg1IJvGvsIMd+mheuBB5yRlYSxjtP9v2oy9miwpjC02yI3LVeLH0mlmR0eIjlBFxlN"
    "KEyui831vW2DTqZiQLwjHpuccbcEUjlM+AbenGvYaOAWQpKZaxLL4REHUeTi9FA+qybS59AyzMW/vKdBPQ8OPt0IMsYVvrMxBnHe"
    "ld/obXZO3RZjHprCoFgPRbrhXu89AzVrPyOorEDG7YT3xkp+wP+TsYI3KEkZ2MJxFmJISd9ECY7hM1GEtnRC2ro6UWfsIaS+RU28"
    "+ImXInvYg5+lbrSPSvQ6GStvTx2XpwDeTxhyq2mMqMcXHtj6gfcXbnHmL+2HtSALm/6h6jhN9XnlQRhyLjbruWshbioTE+BhKa9K"
    "5E1p2k2PvjydK9ZQNPygffwbfObUoZdN5y2R0wQ2erLKgTK4nz+fZnKTM7RyJlQv+tmiK2ormZGnO/BUOHUjJebxw93cpIuD3rfk"
    "IIcxWOYKpTEYEgp4OP+CLdrq4zx4iYS0UTRIHgS5wNGRsGRZoku86lIRP2EeL2mNdZ46L4zSpoykvQB1x4umEhKjCsTvGKvfvtux"
    "z3j+s0vOSiTO6ZQZLsd4J5xMHAlcmru+iSQlp/JJ1j350mcMNEeSLRz6KRNbNAdE/mnZopaNtLbVx2GUEpFxmQ8KmOhlpk7AB/0j"
    "tU57OipDtw577yuQiEndVOBywAaHEFjZdeid4zlyNYfSx4fGaYnEJAZSWR2CYSfpw3SmAt0u5QfyUZnxfQ5xDlDeiUPcmeDjUqB/"
    "f/r5xHySFuq6j2fjy/wOEdjlIbSsewbUA2VoHdae/DDHP8Mhki4aCULdZOcn8bqesI+5gdJggtDzP1scAa+K0bNyqbe8s/oJ1tpT"
    "EKFoDmkcvOR02kh06V3oZE3lpzjk1eF/yMRF+5QdhwBK/qFzhUQwKiA+2EaAy5uRzzlj6c+5ZOl51RJXT8tp+QBw7i0+PcBw4YwI"
    "r30XpmWmBf2egyWawNwjN87gyVdLIoikzo/+vXrLnZFOW5hSWONAcR9jJtHmuEtYgmb8yA9vunNrnzlgb9cTQVfxYllm7FFgnuac"
    "bAmDg/pNckYk/WCNm6tkHxoRsBkKVm75jzYEJvuCn8A2YMADmx4TVktrooH5CdIqm33/2tt/vw3XT3/PnafJUPubX5AyJcxc6YYn"
    "0eFUliDR7cOveSdb9Fr71h5tb7cYMEtbfg/gh019nGXzxMIjWbp/BYxaNEgScJqV5tOEwvKAn4jJaiAM4VZOcVXLCdLGD9F5mYYI"
    "goHrACj08Kv2YmCK21nrz2SS5GOdjykf97jehEMZ0pctx0zm4djsx5PP4P/hDK0ShpqmhafJBnFzYeAPTv1j3q2HzUA/LzW9oARM"
    "1wnWOt55P9GNBk9vGPOf3s5VvNd3NdcNdvPqdn9lmEuTQLQDG5hGxtkH89lFEs4iz34JF6FlHQQwYnNra8K3+g3FF+E8ZidQNtFC"
    "gwEfx+2j6NiUMYRX66z2B/YM7FHfrPU68gxEFqADcMPLJ05DXdYpr3RANUB/9VLQJ58OIUfUDJ1zwUjxSEPWqP+4kBZ2CK74OFfO"
    "jIPQ3wqL6zHRm+hC5QsATvDPYCr2RD8RtSSjDefVSS7vDzwYVOZow7VwXG3gAhv8F+KCWesi+D/Io29d5PgoW1ONEfQyIBz5lQV3"
    "bweSYqcTyi0jcO6vzcVuC1dU1Xx+9Ii/aEt8ZhtRa2FSwIzBqRcXQgPp6KqtyygsXeo5z82MZ37DTXROk6ZzA0pKg040wIbvTDOJ"
    "8MjazDLSO1tSLqOx7TPNStvilrpNvOHpvObLMoZLH0TFKW1EBETSBYK8LkegrIJwd504Zg+/Upt4sBtEVvfQdQkl3Ne618NVZQLS"
    "vqxLEZ8GHoDnmWlg7TKONjboUC36DGm2qNkzCBkP59Vvgo/cQc73ugfhB9XXLXrDBpiulyUKoDdauv174L5z4piEMDsD+TzzIArP"
    "BkhNFQQ/BQzQWvSy9+e71p7iK+ngdc+C2aTP145ZukYdN4JOsheUX3M0U3Vsbq1kLG1ds22NVXmnE7Uzfs1GB9sMc4+vQXNthk3I"
    "WRcYzLy0YObVy2gEfsvkDC0ROBBc1QahDWINPPfUlpLnWgaOCeHKCcP6jDq/0FMLqPw2Y/OPjfE9+aWfKtvzEkQzZwOT9ZN5JcCF"
    "6Tei5A2yjCT/RZg2hQw/D6R7QfY/+q4LUilUIutBC2LOJxLOVr3mLL4vQP9gRn3j+qQYDAusuFcYQ9rNOqO1CxscbiMei5aWgWaa"
    "KzAXIwxcGKq9+9eIU6F9vl9u96fFMeCBUp9V5WAxGes784QDXR9thheekY4vwufRSsuixEaRfdWVHY0/nJdQujFIR/nnJd8YBZiS"
    "433Dl5Yaqrh1YS4A8dHB+pl+HhCIOAdNRH3VIG4ueUrg8lQuCmtxMyYzY/YbJjglcPNla0NTBoSejgZAA+J+iHnBZMjYtqnKRu/9"
    "ahN59ZOlHmdiHEKZ2shlBYjpZ8HxO1wbCkj2Wg3q6dAKPgDEqztKzDdGgu9gxQHvPFTujW+xzrpYk7eqWKEx1fOo7ryKu+LGq1zK"
    "+VS0626JNl53llYK2pWxXMinb0fOO/7rm7Pw7Q20RBSMfxcGTSH64RaLJDsAMRQuc9gn/QxYj8Jio2ixvxWo8aDHcqRQ4gQ366/i"
    "vrMztmv/g4VBFSckiiB1gdOiEkBnWo7JrwpFeQS+PBpyN84TGK2QkgL1DaKCEndo6VolsuPZbnDxWrHBIkLovxD2Wxs/CiSIW5Fz"
    "2nIVtFOyXWyWnCBrl6eivmgwHUvS1vt/YzMlktXQ8aZxYOfcFW7Nw4QQRlRgCRfbuPSx3eGmcRs2BHDRx5Q5IWuVz2zje8Yo82wl"
    "+gKgJZtBpINHWB660WFeoORkRPv80xj9GFTo1fcAYJrbwc0454CP5+Rguz80bjk2OqTrx7naMwKP5EAQaQ/0eXln5fxEB3pOI506"
    "T6uGWFGYjyGA6tzzM93Juz7BoeGmUZ9Q38tRLTpEY+NeR02zxVaxCwbiarn8qdxOjDyKxU4wVWFJcrmgcTWXgYZ3P7BYSn4QP2g2"
    "cCwXKFtUC0xEAG3Z3Ryw6FvsRS2tJczKe0F6MFIufWULvuXKBzjPoFo1h90jN24Zfl3YXgsS5baB8Pav2efXIGYbQTSWF/Yyc6T6"
    "bqjw+I1m8izhV0vyw37Gnyzjec9xFYc6wWLboz5p70v2tXwoOoe0cwmtZvCnjmR1aTfR7mQMNXnbymnU+ltCoTlO0TqBR+caamcv"
    "X9rNnGScSH1YPwewFBrPcWm204rNdRdqFQG6M68gcD5aCs3m8/VYgvvW4XLqOruAIyhLGD3KhHU7inAMhiH7dRqWLNjUcdS3MChM"
    "d1KSOse6FaW4T6veMD5xwX7IMs1Wx5Nbw/NhBTUxZz0w1yjA9FFQZQVmgY4y5nN72Ocr7xqzWjB75Gy8E5wNoqOpL+F6fV9wXLAk"
    "pa0tcU2EJSEvr84GVi3LBU9j0/vNWuAy4anL44skYCf2RshyCntQABN1dJruD7AOjh9yXGDDabFek+2zYq8dy6FlZUEM2ORZVvvg"
    "ap9fqa+/wKYdHL8+QvDfhj4GJ3o4t1yAPMJcoC57csqpxpKCdFt3aMAJK0qEOJbBIZkkxb9F3VwCozyYjfFYer0KfXP4k3ure4rA"
    "c+Gy+hNUFDbQLwR+rI/zDxS3uZ8EUHjokBIcJ4kFLlsGcpmH2eYF1nZVJylf1VhBPM6zzxg6eQYadz0XYFYBwUBDjsKPSkcSdG46"
    "A111HqXOUP6T0p//ScvtyxpZUOQcc+zPW4O9IxwaqHRlV5g7XbYbHl+JXaGuqA7tHl8RoMNtdRxiWTaeUpaXFzqLfdatc7FZQM9k"
    "gVmChetCukkez6Mtuy0q4JymbIjRNm4qiIeu4rJarjhCHmHNBQqAwKRt96kK4RgNYlY6mqfbx0KybthtUby7zvnwGsdSeYEEKJx6"
    "+9JmkzOJ6miFceeA+533UAVqC58MbgFSgOFwLlWhWBkWikoBupJ2DjvH4sAxvzmc1Y+DoXWV/k/+1jF0Excfu6+UPquF/d8cNQ4H"
    "UnXOi369o/y3fJ/bdW6dkh6HYQIwjrNnoNaSPvM42ayiQ6yhH0vt6hKmNQuQVtdBx5F9iC3crwNIBHjRsut/4I4j1/oK/7yBFQTE"
    "qqhgOIwHLk8QxQJOrqDg+C7tPJLGMiHEFkYNJLmZFyCKhN2UhkE7GQZsdBA0V7xSkKANInRr3OpC6ME4AeiPW1PltpCV2E7IyzXj"
    "EmRmlLYzW951lmnibAMd0lTp1hG6NjVYhpkGYGL0CNOsRoYUwRSezpc4zLNajrjBTLdFJq9eWR3bQHrq5WoXmmD3AeM6poKwuSfU"
    "C4lR08CP+8YUEGqHtZk9lANqhvD/JOcsxZR8jbTilgfgLApqfsPT5yxXsuBOmFYNINpmhwaAHGHaWE9V0ThZy34MB9Jf7JyraULp"
    "1Q3mVdlw3tocLJxDiXiTU3ffl+fVakPGao3IOH976gvKuh3MQ7TtYH83H5dWoDogn1u7iz1Xe6bjJffDXqqNtCtO+EI8QKf+Uqsl"
    "jQ0XmwEwbcFju1AmnEfB1PeIw7xuQdf8BTtRK6PdahV+Vo10Tazw2UmzclYB5mMt1LuBUzf2nfd/ivbqp00AQmoD3tFh5N3GtWZl"
    "6LAQtTf8q1QsWuYC1CRx4knwvismmFYZmL/NDeD1JdydCONPijtxMl+hoob4rCnWXB2vVkC31GJwuNFIcMqAqyav9zok0esdGhR0"
    "o+XerVbvQyV9ePPAMK/3d+Ki3lir1QYUFCQ9LUnUpURw0aZh3CtgBx165Agu5/N1GCziAbHNMQtTf3zFYSS8v+Lpq2yGLoBT+VYN"
    "aGAbGFZExwdDG1xZl7JE/UGH/oP9Le1/FnfDUilgfdhnH/YvnJuqztNTuGq0yvuoAeRLUYIAiNYJaR5nxen880qGymX055/Qpyy2"
    "6ahWZBctZ+mgzE/bG+Ji6CJbOmJDGw1wWEALnWWspGGJmjdAivC0shtSUZK3PBwZNvhf9RcY16qfBq54SnNrwNGNuBLgxVwEVcfY"
    "cKFSRkbh8sHN4FXoP2eAXEogaEAOBtEWYQBe9dWthxCnpd4AUAaYXs2BiWwCykw+TCiUC3N+wyH81fK35itRMPR0tvq4g0hNcWhf"
    "foxJbro2c0Kr61Ssa7ww4rHKtkJGA+eJCd1s3F6IFoeJo3Ub9aex9sONMixyxzjoZwjNSgBo2Tvoswx9d9N9vdz53dMnmABjqRC+"
    "XhRU0wzxieLgH8fUTMmq3k7yyB2kzAYoro2+MsQNOGZIIkxagfKJ3KU4VdycUi5pPjUVI6T1G5wCp3oqzFcUF6bZ+PUrXHZzDK79"
    "u/8O5N9/hVM6ogvtuY/zHS6Gj1tuNfja73AelnNFW9yW/HU7Vy5VEiFdyFcUnkxe3N3F4UZIvwXEZq1bNuNyLz9H1ETMWT9PmMzV"
    "FMGqas338j3SiXu5I9vmWsWFBO7TDJzfb1eSnhmTmqJs1HwT8WaxjRah5bVqTovYPU15BMqgDuSeuL9IcUYaduUuuQlT5xJI2OXL"
    "081nBGmeuJLuHN1DuZaEKG6CywBEF1VxP9wJ1qdCZN5+P0Nj3N10mk6l8OR5tACYr2Fqtuzzrht+RGiojOmeRZ2dp7hcYNHETpMD"
    "1af9AWJOBgsCl6yGA/V5W3J9dnr0s+HJsXjD15YLHQmUNXoE9nZ4FMB/WAufKq1B6eqMLHedWI3M4hKX2qtmq7PuVfEQAwWs8dm3"
    "tf9FDPMT/ww7R6HSJGlgXxYsP8gnKqMegRV6sp+k7cR1zqGfebHQSY8FdOBxmDWbLYMJuEDy0fmrbkNvigJLUYqAvpKrC9Q/KBli"
    "7nkBT0nwecn7GMf1zwIpPrzk3Nii6JGMddj6P32eipaufkKZChCULNzvAtgc8Bhh3Dh89RMqZoVf07RkbnUkXd7a9qr+ZRQi07T1"
    "dmxj9aXrFai2z7ClFpRC/BKkGKDLePKQLBQagwH7dlyBkvXkCBuk4otdAPmDEeSlw11796eClqp8YUgAHvqHTq9C5e7R0AW4bD5M"
    "LdpKwp5lv9/7QyCHuo/DZkXr/Dhq5rhijvtfAoxj645DsTfDuic6lLP83o2qVNYSw/hFKON3mdSnglfct/dJDQlb7M2aP/NrrI41"
    "pmDIbDV+xb1zDpK29856OeRsoKFLu4wZSIL21+4AJI2u6R5+V2XV9wCSoMR7qVmBr7fcOu5YQXOBaCVZqhNELhUqCjYDh1AmM7Sp"
    "yNa6RSjwJORPTgpvAsgoDSau+4YHFxtICZqFtL/wcDvV/IaUP8PuCkH2DxgHaSu3ERI+Mof9fzgOM0OHB1lKnvanH4N/LI6Xje6W"
    "0beWpDxGbkjWGzV4gxKoyAnpfDe2ijYm7E2lf9+KWd9UT1rfHYzvthnQeZ2VWp3mPnGY3xxNEu/iMzdoZmDYeWsIfEtFDSdCHHYh"
    "lxBcksA15/uX0peRsD+8vn3TlhemZuzJ7ve/aH60bH1bpq19USOAxjF1gbjTPyiJxWeulIizlgDCaN1LXh0+pmZBMCcnkAUGQMOC"
    "m/11v86AbrcDS5NJNIT+DzouWvkHWWq1GVsT7xW0BrpDcLI9yIBHuLYbg4N6v/AMqfrrVikNuAQgr7HfXv3tNsjn/va2uv47LMPl"
    "Ml2rvw/7Pf29x3Or/q7VX4uLJwV0waJ/6OO2RSG+AicS+y8lovWOWL8Pehz5cGKfAa6zZaQrSN0JWV/IyAbI1t50eW5dEDWdDcSb"
    "iESrOZlzoXuOqnHnVwb4nv51uPl+nQeWh2Cb0OHudBC82MACF6E4HPL352+1NfbroK5HkwRVaeIgFnaifdsLKUwYGPg054bHxhi/"
    "tN24ZzqplyvLyGCwcX1u9ev6JBGGa3ECvA6jywyDN+FpuNtvTQRPt0zu1eU1IEHKp96dUOyyOOVcewWlvFDNSann57GvRBECb0Wk"
    "y9RBzQomQyraNox/mgvyDx6tlQBwW5uQc7oA84YaEJdvScIHHU17Pu3Xx6CHgA/k8zwvtE2wZsKKugjVMvhUVkaQhkZAfgae1lPm"
    "xEOqYX5Lwk/DYIZxo2nJz80zo9E2iPsnEUspPy9lqCBcxX1iMRxvrf1s+N6gxgGXtYnLk+HkE7y8Fd1m9a3773m2VCB5DxHV0ct0"
    "Kn3MYZxhNYmiGnpHdOuj4FDK2KRXKK9uCUQUb7nanYp/QH4A+kjn4y5fSon4p1WfhOBXnkcp6MxJpsQdNyfFueNvQlwmdNKdvRIB"
    "vlsry5C+zUl4g4IivkLDgeYjK20PoZ77HPD84r1zaZRSDteI5FgXwEaAGYDHUmjHZpjgLzeazAM02Rqs09/8+lRAlsZR0Na512eA"
    "US/P0/cgGMYCIDYpAIa5OiKh5JkTFJI/UJ50tGWVZ2PRoNxFgFO/QOjgBcDieEI9tlJyuqbVt30j0YAFZcsFlTzjYQVs7if5qp7u"
    "mMEIVVAis8c7BAR2cnvVqEP40hUGeODz5prKBwH4MCEony/eaKEbH8FRHLgvuYU9caj1srG6dm8A/7QKFYGKnaDHz+PW+xkTa+h2"
    "jA3+9Kf3MvK1J6CFTXn0ihulbw7gJbd+ogVJYu9+fW7bO4V/NW6RJUbJmTwmNc6OZMjH6BJ9FuiG5YwU9N2TSRuHs7n7Lzzsd/tZ"
    "3cv/Jzw+oRMRgnFOSPrTzBFIsVbxIbbHeTj39MpTWZuVV3gB/PeE7OoE62xKH+JDCPGMczAPBpjl1TTLPAcW4jmh/B4AfZDbV+QT"
    "zregJiDP35HRVULGcoefAmABrxwq1oWOtJ8IcTUGiMXj12oJ8Ni5lcEDyNXHMeSMvAswi3sgmKQjmSPllJW69l8sj+XhrnDZRCWe"
    "odCyOHeMQOXWTtwO9U2gWd9fRD8jAbq27QHZR7WA5oaRUZQexunlodV9aMkpnGDsjQbuGi2fqNifD9L5j1hzB755sjLiGjdBKlPU"
    "54SoclwU5Ups4XcBTCr6DOc3AYDPYkUJyJfW+wYoZMmk5xziT7Cu14ffOaC0pB6Hmaq42Tiu+E6aklzHVkD8YZfrmUn3hjlNuvPL"
    "gFlv4BRL5aNi+J+izyCets+/QroMfJgrzcSMUSUuAJvF7s3hxe4k2iJjuYmQX4mx4xw001qJE+3C94w6c+pAvS3jieVo/JYzQHSZ"
    "Fwrj3VeqAHm0AMU1pf16jJQU++ny8PWXbfCxL4qIkuJhCxCl4UME8dOkqhP+iOMCzLQd/u7Un9e/Os5p/zzODvKTepIbK3fnXgIN"
    "KxsiDr4PU7uIBOW9h69duRSoJrcA81rKzTbJZ5MRoOj0gnGbs6L1URR3SLsn83ZijEX4uF5VG3IeEnYrHaWWX76oIqgudWtSIcnz"
    "IF32VCI56OfeR4ra84vKxbHNZ7Lxj4MN6lCLwTK7l48sSIpmAM9ybTdLLUY0Db8+LGplom0VcRncJtkGa8M2f7HCHlIMh2+zzQOH"
    "Yjbrp9jC87IP+6VGc0mBC6032TSfHbO/T7IQFbdVbzw7eGK6MCcDPEFkiIiQz2A6WWDjEMxzle2sBNvOEy7mTnSkd07oCW/7demt"
    "+iBUCnhNM888wJEQA9AVL2GAgiUEP5Iv2BhEWFDuhOYRsUA+3t/vsM1DkMdWaUn2wId3bG6d9wjRIIDcOvLqmpxuK4DNTW5X+fUJ"
    "8uriZjmn+Ak5YXmeJuZUedAr8UvN6ceitILJkS3uTjIA15+HValtfVvg39XSyPHLokp8dK8mAFW9AToHAs1ANM/d3t5t2ucxNWwZ"
    "QKRXaE8TTbeBAFZ0asVHnCgnBK1o2lUkpuN0AtO7pnVXYBDwwe/682682F4DPRa7tEaq0YVUiN0kOC3wHKuWuyf6kg/7JJH+sPcJ"
    "OKtSOgKxGsE1zhMA05lCQFTOBxBaD4BRDUX5nEehyuyUL2iLOYQGoFwVE62TBoCDJ26PwOXnCNGg9VnGUOIf63xJqZGawUUt+gAj"
    "pQmN3KllYcTPOFR+4Cv8szaJfV7QaNT1DZcgBXRxzsDny8CyDv3HuQNHfvzyDENzSaAVHuQa2gcl/o72OPVs70GYDorlx4aOH/s9"
    "zH9VyQ27psZ+7TZcYc+DBjzh1FQVAiQOVMk48VTCNVNBwrtib0rNhIcANPrkhQhCWBe+881xtZL7wbfFMbrQRclAlo4UBDBO3EjP"
    "NGcHz/9rQtf2tcTiOSS37G+9l4xT8BdYDkRB4TrH/xjIu0+lqJwapH8fEk3JCEIJPfvqtIpDyFkZwjaphUA9t1lZmmJ4V8nIu7ks"
    "Doyryeqxba5Xv4Mco7YtpcXsxngOzUF1RkBswgQ8bNdCHRd64Y07YfXKDHgbzygu9sV5tD3uosghsHqcVRHEFtj4eYY7q5PPRZ6Q"
    "BL7OJ51UN3YW++FnAM4xfb3Lu6A+T2iecptzqClAKRP5JHeS+wLmfBTVlKnRSL8IheG0aXgNRTg0G+vNNwAL8soX5+pzJCxfoUwp"
    "2xAu6D50sMn126949vVEvpNbxC/dolNrpPJ75eQhZFhRYdaxIQ6qtK/IQ0ty8crCyFGEm7cU3oEkz16weqbF+tStFrMWXPL4ReP9"
    "pXXlHlRowt5hguBud48oHY6VKZQUEuR30F2xjornQ8Zdqff2UKJAW+37Bxz8/aY1o18AWn1cBOpIInCzvPGwuXuMcPQ7SvMx9ADw"
    "n/FKR7exEJKYuDvAoda8SZ3kLDFKxlzYY0sKli2HOHN8piDo5uEIx2IfCCWNSWIeefEXpW/udh65TcrlLJXkAKTOG9jH3XKpt1bU"
    "/8VTK0F//SBoDJqySpfpieCgN0cW8l8/rWcQzpLTJm/Yk81AxC5kKOD8ZzdAqxv4qnwR34UFWdzKlzFWkoMpgyqRTdqkSdttGM0q"
    "rf+1+g8mSJiuVCAMQTzY7cA79wrtscr5l1I9TnAByufcK7/eB/+PIU0rAa+j/rIS/tSUl/qM8GBdRvJpvUxy9iwu/Ha/zsC9H7uM"
    "DCeo6nMF98ROmC/IBvj/ePsO8DqKK9yztmkyYGroHQIEAwES00sIBFMTE3pTZEu2hSVLqNqGJECAQIBAIPTQwfRmwNQANja4gnsv"
    "cpOs3qUr3XLef/6ZvboyXL3v8eV7lu/u7GybnTlz+jmTkhIZh4a3SnJLOBolfl5wz7O+vrTQba2ujIsccc+pC8aueFSe/TJtgU7b"
    "+xg8FG0FOrfLDPdMJstI3XI8wGiPLZOQOSI8b76Zo0YV5bh8nj3phcPzXu7odZRpA+MqvAN2eGiGMC7Aamo6bwAxkuXPh32M49FZ"
    "9oNE5hRD3BZnuAh/bjNLs4s9D2CHRowLSjyYe89Gv/eCEI/Yo1Zwz3K1/lLLTJBbFBa92OOPzCeERfN8DAup4dE9lSlawGRdmSu6"
    "l4ZtKHTbTL8GqjvwImwxwMm+PdfG07buplzM/NH8pURyO4kKW2d4LB5dwD4ooM2BuR+wKTXoHF1Qzk2o0gj1mT9S5xxbvcWe5x2d"
    "LOALbX1P29qtwJoGlqONemGT7c6Veug1Px/bDLcwUiuMMN7K7f2szgXWzR2VNdxanTuK2o5ii5vkIT1y/D4Z6odjI665o8x33u1S"
    "zyUPXQt4XGppWVzZhpuFYu79ofHwWe6dRLC5o1z4GAo0/WMPGlZme5Ogsc9zuNf2JdwVFdiulBua+EywL7Yxy83PJU+Zm88DcvXc"
    "0f+mlODJY+rWUCwZY9tSH6NfnOvexMw1bpeZikNZU+IupCGIqCCXT53gNm4tC1cs4a5gJHfoBLxrTG4hN0lZMasovzSsAkeY25Nl"
    "nHU9IjSXHrM6M8dyz14f45YsLB4z3n6UKzm58iwZGrcp7BgPiTbt++yIz8gjjrStC38rdsvqWcZJqzfAttASmzvMSGI5EzPCxIks"
    "WOfY8iDFeaU2ZLYN4+d5YG6HuBun8jPt56gyxz+fyCffLYmOvUGn5Qd3PZo/yn64vnCE0wjakcVsZ4awTaNKcX6u/eyr8scB/sZm"
    "FWaEy0klC2g4AMeWMbJNmN4nw6ducjsLdel9Iunp2PvQIqldTXgmJKTuwBBkz4NGuk1muDY8D8L8XEnzvdVagmrbMwl3cUGeW1Im"
    "LNi7TD/vbZfFBTZA9KLkQNr7SvwuxY/EV6QiTFeT4kdiKy+Oz6CrtNfPe1U87YW+nF0wotSzma6C2iZfZqiUKyeTxYZq+uICy1FX"
    "jEFhIjhuiyE4lpTnmMZ3C8C30FLbjHHbTOeBZWVui1hvyle3Mz0S8ChRNAgV+a3CrPKxbpt0v3BHdOpj0aaR7UNlDlNk9khllKSd"
    "uGF1TmC3kvNYJGjj0KUW91/g9iNzRyQLvhvcEd9opfEZLi7TtqX0lgpLZjFOKdMjozBlTSRU9H2+OLf3eVPu/OChvjJ0Put1Lm+U"
    "ycNG/FJrk6EzbhKmnPqRZ2S7XCUuy5mbx6lni7IA/L2CcX7kfOqKcz88m5LUOd1J78qW9rzX2P/IedNGgQ7/sOGEvUzmc/eLc/7Y"
    "+XSf7c6yu7KdrPBj54sLbX0yU5qb8JlyPidrFJVThWN6VbvkvFvWbJFyN/U0U7HZojBZI0i9fnDKAm8s+5/pYgv7Ol+cZcj8B+fz"
    "3VI1ZlD9sZPjMoePxNSn3vPHz5sdiXFyP3Y+d2y6+0vz/fgl0Ujvk871PbWWFDYb0mFeodPQpp50+lhLBJtaW0qXDe/z4ULP7HzO"
    "CAKim+DmSpnDtZltZQQytymVqViYIfncFrsdef4CNtMmoO1x901cg7UYMmWOAVXRcOOqi0bYz6V0QMGrJ4tGOLE+OzffQWBRcYFB"
    "bJbFejgzGX35ig3Pmx2g2GRJPM6wafFotL84z35oe+YIWtd4YClZnf7KHznEX2xCz/gty5nJYHJU2sWcKx4XemG/OC8s5GdwIapM"
    "p69h0UuwLHuZgmtVZQ7PHJFpUa/+kG6NxWw6vsZnq8ANPjTIl0I52x+RUJY4QZy7noW43UIX3DoltYvz4DbVQEGtl6sOvYVdiNiP"
    "1WWmPKTYdu7FdFM3XUp2Vp6FBbhiEeuKuHHrJlgJPGcJr7BBY0xHSmrCZIXnUpPGCb+UH7PD+rJZT1zRm0TcQcHITBpm3ZGXLXs/"
    "xhsqQrbGLZiWEVrI/T7LN893cVEJbQgslfLFPF9iqRmKCsa5cp7rNQZucNEwP+A9i306e3CGXyaGO2aq6VE7+7VQkqfcxW5bGu5c"
    "IhRX9kVreLYlUMMO4Gg7Yw4gWhkzVpLtxTL/5cZPWyprb5GwIvUe7AccjBzr9qErCg9cUgBfLOyJTmEN10R19gDniGi1ue5ddglF"
    "spKCEaOzit2nc/iYT4nemL5sLnA9xXDVhNSq4hJ2bAHzcPe+wLn1J8v+sh4LOg9tMrsihQ/b+5uc0sFHfyfJDZ0hXMJ95xnNYJHh"
    "Zk6ltnTLM5YFl4zylieSiYtSz3jbmR8G+lsU+wTxLjOYBWwk16Xxy+1sEYAfHvfIRj5Buc9O1CtfeXiUdCrZ4ji03+BpI/JKs8Pz"
    "bJe31flC77e7FvuSD+4I7yFlYMk1JoeHbj4wMY3b8aR/Tq4pdhzn6g+NvfEFe4Q/cPcUum2miQ5jqIujYzwqC/20LSq1JApZbomJ"
    "8LDnRDLM74c1yUQkPWf8iWS9NaJ0ODfAUeDgR7OXSomAuY5xccl4Q5V2Ea6xjNPYm9MtNRylLlsh9rbMu9sRFZUO987GVmKSUfM/"
    "8wdEaK4YVju1v6MHOKLmtsQV3Y7+ohnMucjncx+W+DzuR5oOIlk0ba2lzi8uzcaXlI7M8LFnxaWjDL2XjhrlHM2KS3PDd9s78hmQ"
    "W2x0ubSQ31BoalHzruspegNQaaETfd2ez/IlLnZZHB67ghNhOX6lxtCUuD39l4vLMJHKMCqQ6suz7NezkAmPnKuO869xkQKoHZuX"
    "NTyZjw3HhdxkegkPRScolnuoLqdCopyKNiA+6xvuCK3j8PHj84fbiHBXbHtqpsbnMw0m9naJzXizoIee93YwuqiAHtlh2TxFrcwH"
    "jzdYwaaIkvJ4EK5x3I3OIUYNS84PCUNtP4ZJYZ9NLOyH33kNpyqDXI1nY9zBSJuCRS5g2lc5uZFlS/npStl+b4lXrFiW4fxVMwAL"
    "w8e7rfmVsZCfl+FAxKZhiYVfWVihbSznLvZjcrgZy62dZcYl7yTkF5ml3cOXvejij7yN3h3Z3RYyauxqWW6WW6pppBkZncaYkRK2"
    "SYntcMe52X5vaiqWXP5AFn2AjwNLbnNKQt+YkqzSInzpcPzHo4YX2M/Tn9RVdZMibkbJCPzPTMYDotyT28UW7cDPESBrmqF+bIqo"
    "qSoBm85srvj4HDtpiYvNV63ElMAWucSNeeGV8n4fyhQWkn63VlHA1Jje9dXtfC+7cu9liHoy06c5T27dn6Jdxpftgl4nf+wOJics"
    "Co+YBa2nmBmaY1Kyl7tiUUmyYPk+kwdblJN0PfSqKGEXFDFFJF3OeMRMfL7ATvOlJCeZrMlOFl2zfLlgLMu80IrFeVm2LcnYMhs3"
    "jxknTs1wiffULaGbLmeyWy+hx7i0xbG7KsUklPKJvetHOEDqXeltMaxOyTSxxXGY42fL6iS12/LEjz825MfLfnDCKxxZTWWfK3qi"
    "bGULkSgZif95JlOWQG6ekFGCjhqVaz987ShcNxr/s8baxg5G2M+9JM+KIY+HYml2lvMYsVTc+A3Ps2wBKOQW2TbfNvacnCLWFnOL"
    "KWIMRkbIZlgBUg63mS4eCmU0bnQBbzBXdBtFJ2+4XW6ywPutROrdU0wyVmFaVrdPqsVchQsdC1Oepfi9W7Hcbf0rCsp7uTaxxqtp"
    "kzXmT4Sd3Vhqv2zrARCfEvRubtbYUcA0GUZlSqz9Zi8tySXyyB3jpAJmBLMN7YVkulye12QyMR46dVQxD7LdNicPSDQjVBuHsVz5"
    "ySrfxNz8HLd1JyD7GIYLS65yQsFYdzrXtYH8IabTeG5GFdkgoOCcUktyeZeZRw0xOBfAYpZ7fMLsKPQfKwElL0G35PsY3BJrQH6h"
    "d9GxkndW8caCEvRYQSa9CSx+wANBQXbWeNvayTEZvmt6u8tlFvESTzVckrqijGTOxB55JiWo3zsVuxq8ziJ1CVZbVGT6dEkF/oG5"
    "xeGjQ91C6oGtbFDQu8YncCaBT62nHdFZx3+kPvX65AU5PrIheZySQSlpK+op9eC1ZI1bhzDl2HHkPRU5KeUkweup8WZLvzhq5gjM"
    "goIfOc/65MruKedN9O45dKSux0/UNLoph9b7vVYK7DmX9LjuqUpZ/jFZ+YMv8BVbdIMvhjvq62z5zPCwiFpdO8zl19qFeUnEX+AI"
    "f8HYUeMx9wvsCgIqgcknruwphdGQKTktXZFeFCz2Do9kVYjtUR4xOsvXjsl1N9gTCu2XOcZtqW0ozPwRf8KMVD2E7ytbFdnZenut"
    "kMxnZFDlbBt7pn8kG1JYwI3jp+ik6AP2C0pC9szX+CMvYvau80uXpwb2W8n3qBVd2lxXZlYo5+PhKvD2sOiXC/IHli/BL0OasoJc"
    "ysnRYAvBc2aVpATDhucLS32JPmCuaKpfti+72FdlFYT7HvDEIYnkSPLodpg9HkBeYFz38ILwDaZ5ZcG58bCYBOeisVlEdbYGsFt3"
    "OmUtXFeRV0DgDReqHlGaHyqoU9Ko9Zz/wcoO7lQK5uDq1iHtdEfE38kiCU3qItjuoAzgAxDxWerClQFLCpNiRVjK9Dl4k0i9EISx"
    "kFQheWnKUcg7FRbYBqNRGNZz2t5ktBa3UEvrDHLhGiw8MrTnSv4bGTptTmPeHzb1HBWUqfVuR3ApCh/EFhZl2boDGS5Jl8vQNdzW"
    "h3NFt8psQZE/9EGb4UFxsS+GFI8HVCu6ItMGuJVnTKlvqwq4tUrdeScC+kRgbu8f7huaEg9qRyDSJSyNdRoOQkTqkT850j2mt5gX"
    "HiedjX9Qk8RN/kSRb4XzxstI8ctLLYMcZPRy2Us9SB3CnkqXd3lc70rngcOq3JRvoUKEmi7bhOjGirnZ41zB4RKUjCvgAiQlFreJ"
    "rdlvzfTEjZ3MHUXC4fY9Ne5DTc4db/sS9qvtUmyaNunCnMvFPzztlyizNbELf3jWrWrPJLGYTSnnky/ynmb+KEyx4kh9JvVq7lSS"
    "+qceUUR3foZbnPBrrfZ91vl/OjHfnWf0vSuHRKoot8x1p/0KSi3762gL9kk9cP1odSUe7qynSkYVlvg3jaQbCllFfy0FUyeT2mrm"
    "YdHodFGptbc0z8YE8hUlUF/YYnW+sDo7LLmHk5tnVIIPZqaRgDXuAnsyw9hsRL1LXElxXu5wt7VKwBgeQuuKfX3JSDvCCWubrVHh"
    "AphsW2RbPqzUnJRKSotM82HbfIuFSJZ6ZaOhkabE5Bx2ruHesvxMoCTbe56/HI8xAXh8YYYDdWyMKbBdGXfZGT1rJlnJUdrxpk6z"
    "bbFtmW3X7zMLw5J17nhq/ksmuGh7UiyAm1sqEPeWDgcPU5pROmJcRml2BuSDkdjm4r/Xd+TnjMXZXKsEegcehJg5niYbDB0Txdnq"
    "P6UO22GXTFSKcqnJlyW5qcfoiQnuoAz01t9kWSFM/U+9ox1aaJcPV/KHXHPJdYGBAAMJrGDCpxVcOAnr8mxBGtsXFLuKgqIivwO2"
    "96+0E9lMYuBKRW5Lox6KTETjL7WoxRHuC8Ii+jW5Gp6VcrLySkZbXS5X3WSMQNhY50bi994gkrLqdHgiJSlOWJdEMM4kaLWGqbG3"
    "MRy7xdKpbnVAk51Kbarbxr0XAwtKb8ucOEEMpbGmXPP7njz1viJs+Bh3EaNW3S4nLBhEWRhTPmsYy2+7bHcFMztTseoeZMkhgRtH"
    "8aRLpVQ6ltlSfA8nk3Rk9zqgr4zlOLRp0euEZzZ61Tlfe6vK8/Dmwpj9O3oCZlB23FV4Jsdu8w6PKOQVAE+Uju1xAUopJzM8o85b"
    "91HqsSfYQajdp6Ux1J8xMAzbUgeTtgvd7e3IIrtLx5qS3O8y3VJWGaWoKHT5qEoLbWk2v0t6qPrD3uFivtI5/7mDbL8v8ntfz5Es"
    "NK2BPdmNdaGBF7X1pYXeGGcaX0tpiJ/hT+wYyYU9nmP/nR+Iw9elHteWutUUXJSEywcUunZZXK6x5y7Rckp0C2uHm63Ox3GQiXez"
    "Iiz1ZKu0quzS/Pye3KdWQzncCgygdnWQOjxFZsqhwl43eFaSriJZ47knw8oCedUUHYxVlmW4cSzOyS1kOd/cTmw1JG6cj0eyRP1Q"
    "gWtTEeXnUq4iYNsw9o4hyrZBR+YPz+qNDordFfbwUiJ1sPalJeirkpEZTPBnG5fz0pXGu71Xdjjeq5RIHK0FaoPEEu7DSWbhtjnj"
    "aA2ll2HyfAil/tCuc6tj+BovDJSW0VnBVk/z+dPKsvA/G7+cDLPXuiRb3BoYhwXPDPUch0sThBWWAC1vZHiY23MpbQwm86Qc+7xS"
    "KVUOCfljVyrNcdvM5LnSnJSi3T2Wy32XZVmVi6vAPpfgHBZ8FYNLCotz89gwqyjh3oxaZQaIkBbLckZkuOR9fkdUV2aMnm1YPbaM"
    "G9zkxU63t7FM9cbxBzlFGd4o5HYGICauZYQk3u/5OFw0Kst+WUXDM8Dm2Y9fkjsCdDjD8koWYJtTjk24+FlZblGJISW/dy1zweEZ"
    "Xu61XYlt3XVWxHwqG4P/YRo2t1SOi+kI5WGcDQ2xZbgvzxLeWg4Il/A9RTvP1F22yXTbLAsizHZlz1+xzK6zgkWzZ+YWugNb/4sF"
    "W8yVBa4GxlKYYJ8HXonPMo0XLPlHliUf7sE8pZzZs1i5d86xk9mQTQrGM96rjIu9u/vdNuUhrhhaWsrsU+0/fly7mdtMLkjqikkr"
    "Uk8gvDtB+Z1F829H/9rC4bZFewry7JdFvTUKpaZY5pJuNprOqaYMPHCZzcdSQEJp3hjwTm4XMmA4siHxLlrMEcpE5skgZx7ZmrJh"
    "IfS8Cv2IkvUuq1ny0Msedux39lVhIE3vUOew1odDOZu2VXJdUz85Ro5llXnk2J4W9HIAZ7lp88rBrvWYv8ttnpovPzfuvXTsd7se"
    "TYs75n5sRoit/Z61dosVinNtk8+N5eS0NhgtTi7q3OM97hQqP/AmDyvCgI1yrxRn2kumpE4mwOwpZdK2kHI8KgvECMdl9rPRwccO"
    "t5lZjldmg6qVozJnuP1wb36BFcjBYR+OCErmwOiWOsOWyKEcOMtRTb8L/X4MjHrVeAf9XnXJj0xNRNX7KJnuntR0i1NFBYX+SS67"
    "9RbnkytBhjlV0p0PlwIMzzvi6A9C7BkyB2FCbffi5BJTYTXJXHmO5XXN8XtChxmny3P4jqIxE3JKUWW2uvLROaZaZwKTchrdsOUS"
    "ZuWjcw1SRts8xdbU1+HeuXLQ8cw52oX1jBymlpgunLwCSKL3+bA2iwlD7AnJ8z2rTlhViV/xvXw0mj4aQAFxpjw3G1xcee6YXG7I"
    "uJUTDHPHZjgjV0Zo6yrP9ZS2PNd+diHvxet79Ht2yFvNamiXTMgqygbmc4V84xnLcZXVFGRCGi23oTC3VC7RHUbKEHO6uhx/VMSg"
    "B053d0gTTVhOJrvwFdnJUm74mJDLCTG7qQvDcrKfki91VqewnHxamLAQuL9ovEvrE3q+ebfL5KHzywtzSiSfEHKg/rDMF+hV6YpJ"
    "ZY9jbpI2vB5ykhHyQG4fIhsc0M3ACgRS7N3g+4K7gYqQXNBRHjHHsRXcSQ8iYYmVedlu6/xmXJEkCcVia7XF15XflAmEcxMqMWAm"
    "5FDEgbyfjEbrSVFR7E6GqsXQyc7v7aZk2fC9L5Ks+0wgoa+R3zsbgEsHkenDrP0pezwRHSM8HYyy6CZ8mFTN1dlCaa5E4GXpB3nT"
    "Mr2C0Z0OLde9jnwbzPLB+iK/c+/h2BSZa5w9pIBHlgzQ5pileykvxoiUl2eMM6e24oxxoV52HFO+Y/6PA1CPw2Bw4x0uxuXhf5b9"
    "MocDg43KYTFpmrGjXtbzcfm4wZZxHFdQbGGJ4wpL7ecEqHE4LsH/EfbLTF3awY57zPbjxuE/nsO93/jtuIzxZp3GJg+bIm7GcgMB"
    "xBI69iRWGA8xEJti/EoyxudaLLE5lY0vyCsoy7A1ksfb8o0TsnIzJqDHJliooW2ycx2X6r7HaoozJozOmJA7akLWKOwKMybk32Q/"
    "JntKvs1X9BhmzdqeMaEYdyb9vSeUSpP+TVZruzZrldZrow5BzVqdpydIQitVNaIJ7dIOnItoDPs2zZcOXN+gV4hiX4W/UyWCUlzr"
    "dJmeI826WNdpi1brIlzfpPMkpqu1Fr9OXBvDtgtH7fjr0DfxrATqYnhTHNvjJYo3xFCO4yo7E1WROLZHcBtHXQL7NWhPvd6Juk60"
    "a7G+Jl1o9Qc6R0+UWjx9jj4l72kNr2rRXD1Q/iMNupzvTOCe+6UKz4/iXLPuJE/LJ1IY7Cyf6F06QTr1j/qmfpKYh7Z/gTt/Icu0"
    "W1txVzfu6NZr8NYOtGo3cf/i6v6JbIt3K/pgsDyKr9+MZ3+As5vQY6qf4tj+7SD2be768CfyvN6aWKgnS4vu3G+1zsA9B8g0/UTf"
    "kPn6iuahTS26UsvQtxH8XSBr8RbFl8Rxt/XSLqK9/lkv2ZmE7sXzVlLsW3Ffk97L58X8Xw2+ydr0iqxDH9roWF1MKzBazbqrTNd/"
    "61No99/lS/0SkLEEMHKPtOoLGNdG/NnId3NsWgAVVr5Rfi/V+Jo1eJaN0Bt4msHJGi2SL3T/oEXn48oo3lCHfurS9ejPFt8n1iMJ"
    "3VES/Ao7MrhI9x6DiYvR61F+j4Mk6902Ndg8wo9UN58cZx+4/op5qDpKDB7j7Mm4Xseuu1HK+z+fuFA/09e0OpHZL9Cj5VadCJhe"
    "iLbO0l+i9zehF9fp+0EdnjRA9hGbH9aP9pwsWYx3d+oqeVxPkX3lQy3S7OBNfVdX6X7aKsN1d3kTI7AI1zfqNhjzblz9Db6pHn2U"
    "hTMdnHc7Yy50sv/qMQ7f4/lNmol+78a3LtFb8NWLdSvpJ6lwsHMvOKjTyfpXzO7zxfpnOn6r0WcNGOUo+rwVrezGn/VGC54dxV+5"
    "vKHbAgN0sx+jHuLv4Gg0Y/wW6AJCVSWe3Y2a5eiRARizrf1cSCQhWtiSKObTXPbLQejvaj+vO9DyBOdtJ74qinls767DfZ3YJ3C9"
    "e0qHuieK7MUWdBNKInxuQm+T5fzybvRGu47ESDbhuA1/+8h61Ntcr0MbN+Ato/D2RtzdgeM4Rm6lXoo2d+J6g6qBMlAGSH9gsbj2"
    "Y7tdvySIl6x/DxObPdYbizFOs8WgLYLnGS5ZjnFt7wMfRDBnGvQzqdGIh+EGXeG/08FkCH9258ES4xvVz9iwJxVzws2IdO9JfyZH"
    "D5XXgBFfA+x265nyjXyk/WWIjOnjnmbA+BUYq/YQN0u3xyPrAdW1xILdulFn6/7Ava34tk7AVT5GMsK7Iji7CV95Anp5Kb/5MIyX"
    "sl8dftoWT/i59PxTPz9FtuFol8pJslEvw1URvHOm7is2eh/rV3oJIPQ4WYCRbsbfRDzzAPTaVODJDhx9BSi3Wd3KEbI5dXJQAyj4"
    "BcZ3vNgIdAAXL8Gd28qJgPf0fXCDPodW5aG+jdSoGXXr8bYNpEtxYJ4E4cxoZCPqDTf/lPFJfyYKfBPDG+pASTaALjSgHUOlDRB3"
    "juypVwQnyRP6a+DtN0CD2wFVQzG/a9HTrRiLNrTmO7S5HvNion6Kb71FXsJ1m3HuMX1Hn9EuKZI9QWFeJhzHPcR1Eg67MRN+ibHb"
    "WSbrgzpRzgo2oWeX662gpp36pNh4xIklekZOia0MdlqJN5Q0czjaZ7N+OzxtX3lEZ+K4AnToHcz9KszVm2WGDvJUcTCxi4P6Fj7D"
    "oOUCDx8hblFAQzNK1wGO12G0u0k/1gB3tgC6K/HWORjhVYDTLkBohR4uM8Xa9DH64qeMQlzvwf0/E6OOUTynijzI8j65AIcNFfi9"
    "p9VuX4921PEZ1n8RYpZv0PruPp62K2jvZlwVwZ3t+OYN6Lv5+qA8jlGvYO+rZoiNhcH3pZirNX08bUdp93M5yi/qwp9gtDv8GLq2"
    "J1Jwzw6AqJFyJkbd7mkHbBm+bgU8thLum/CnpNOG1/4oMQ8R6VqwEt9wpizFXV2aK93E4UeIYewKwkHIIzk8GAOMJ/R0CTkbh/+t"
    "jRsBBwnilm69itxgHGNseHVX+Zw4SYKt0OPrMQNO0T3BBeZj3K7RIGjEPbmgjRV8Zz3xxFFyAGZZ+hYo+r0LlCzhuVXFvQdJ1FNf"
    "kZ65oLo1sZiACx0kEdIt65uX0Y8JfHUL+vBLnSRR4tcOPGEztjYazfia9BTwKqnxZzYT89gbjavrwjnDdweIajh2If/0UyC+AfB4"
    "Bd7RjqdWoOUVaHMduOwVhNqQYz+R0LI1vi8KjsBm4dUYw0rs90DLGzHGv5FF2srrC8TOd5NGR4hFm8kdKrihdo89era278Tormff"
    "bMP3NAITd+OebvRVJUZrKlrdjDfH0LJZuDpGnm8TqO2fiZcjxD87Y0TjoHs7ge/ZQU4gl9TFPjccYbzICjyxHM/6AkfNbF0LpR+j"
    "LRF/xviUBDmxEzjK/0scL+Kov505PnlFO7ilan2bczPhpbBbZKr+wY9uuqe14ftb9D1p51ywPqjHODQQp/6/ty09JC6TI4BtK9m+"
    "VtAZk4++xtxq0AjHyuQsozzWhtHSwfnSDf7xE0hn10mCOMMgYpQkCL3iIbeHH9iWsFAFPD4F1GsxR8p4uadlHr6o4yfS037yPXnA"
    "uJ/Bt8hK7f6JIxcDFWvElxwoMfKCNisuB5Vrw3wxKXQ9e6GNz38fElFrnzjeZvLO0q3hWUc/3FG6e9oB6xU6jXPy18Bz1pcbOUfs"
    "WzuAYx0eaCdFj5ADTaCtbehT64FaYquHpIHzukYXyu6yB/iLFnxZFc5Oh/S5k2RgDn2KMa7Tj4Ehb5Mp+ivZBL7vDdDw/+1cMLn+"
    "fPSU0f6xpCKVkLpsxk4D37FWrw0a9FnwQTcCzgaBYr0PHqZbR6A1VeyNLvIfUeKVBGSmVvLb9p4u4grjxqfI28TfbTwT0xs8x5/A"
    "2zdroXwDHmmVGk5rw9dHqeNYDfy1GBRQyfGcQ41GlOeWAgIy+fwIJU03l6PEi18Th5mUZ7qGc6WNbTsEs8Fm44AUmSmVCzYpZ7DU"
    "e7nV0bltOTva8LYIx9b+Gc3uwvxpYP+ZVmAdtSXd/M42L7tEgRHbiD9+LY1ay/taIHF93McoTAFHthn4MUHI6SQXZrS0s09MkY6D"
    "TM+//RTO7qdAVTe+YjBkCRvtsM+3829Md88l8gxG6gpxPW3wUE+Zwlr0b/AvjfjGCjWZs4M9eo28gqduoH5M2f8tupl8r+uR7/VF"
    "wEOCnItShtiaGok2/RfeM50YpBPvqdVv8a4G8K4R8gkmwWSQazCdzY2EjyglmMXgBqLqZPVzgAWMqm0t32mUGNgwdxuh+ibQgpY+"
    "xqeLsN5JGHFcz/liMBjBWyK6CGf2xJfdTi6tFt9sWoNtJOFlZ1WTnQd42bmfpD/zR5mN+/+ONq9Dq0+BLNKK4wCjmr5tCb1SlFy7"
    "st7mwAYcO2xm4xn3c8TG9BDyYus0lKCV32ZXXAT4cRjVeMMjkrOt3cNhFPJwLXGH4/wSei240zjnkz19uyRGFgkknH9OH7lenRxk"
    "2GooWwAco9Xsc/s9JMZtbCPd1K2t48i49rkev1CMA1+je2OUp5GPsfFfiXuXU4M0EZJuM/kgh99snDdTH5aqawnL20i0T7hOf6YT"
    "3MdsUPB9xPguw5bGv10tpum5hG1ULzM43UUlMcM3aNkpnjPvIKdykrQlZfwY5kXIE5uErn3O4G2k03O1TiMTAFMa5CR+Et7ZRn74"
    "L8o7d++Fb92+iWee0w6OZSL5NPvqR6WjTxj9fz/zFmSwZv0M5/IBg9MJe636X/T41uSHDiLts5kdsE8M8tbpxTIFs6aeerxmUOMV"
    "oC4NgOYEad9u/K4Or1Hq9HLAfuixhqQey1pyIEY0Sk4hRqlNOZ9ELuRMNT6uXO+Xv4FPMm3/NNw9RE6SZeDdqkEFF6BFd3MWjsE7"
    "7wCt/hoUxvXjPpLKxdVyXsb0aTzzfVLIKJ6g+GXLRNT1hlw3orEUyXmBl2E6uf8t4XoJOP3D5Vl9F7zKYr2xn2ny/g4ueR6un4Tv"
    "OTU5N62vfymOD1oHmE6wtkptVM4AZNnce1XaOQOVHEYT5+M0YOootV9D8W0Jlpvwu0TWJ0cyhtmaAFY2u0cb7t+TVov/aImcLe/g"
    "/If6T/TTPC0CVp7/E2fj6+ByuyghRal9cjLLAvZben4UHAvaUoMrW8ntdQFKOvBFplfuojTQTTkzwplq8titgMU6SpCzcN96fHcz"
    "sMsngennV/JJbahby6fF9Gj02J1SQw2Y+nnSTdxUCsirxZULQL8uENNlfwcJ9xHgtJ/hS/4kEwCfK/VsjFxCDwYPaVqofWSqZKKP"
    "NhPn3iEFxDJ74rsm4Hg2x+58Ub67zfNoCUoY5Th6BzDxpp6Mq4fJHPkUozRBSij9R9RpISvx9uX4ugrMmGk4HyN8x6jdjXN21UGe"
    "2gpXHS0txK5r8LceI9gOWbeWUuomfGulzhTHxZnlairO79TnmNYnYTqUZk0j1zcfvyPw3Z7i2tXk5+lm30qRuNd6O172cEn8X6S2"
    "dHgn/T07EFt081qjfJmUgFtpoUhH0aPgvCPosRjPu7bvQMta+lan5/nSa2gNAvaVBKlxVEMNh+1vxJlmatOvE9PDroP81aE3o+da"
    "9Ao8cQO1tu3k1iLUWf1WXpD9IN28Bm7+NHDMuwOXfY+7L5L//iTeMn3bXsSbX8JTzXazlBbQteBDFmNmT0naFjo9j2735wNG0tsk"
    "tpYmTxv34BnxtDGKb9w22EzYrNEv8N2G45ZonDxEmx4rg/GFDXoZth34W4lfQ580ON1or6JO2Unypv+rwpdX6dfE8+moTPp7/rdy"
    "41/05+B8HwcuWYmevhqY5kQ5TlbQuvg6+v85cRyuyZLz9EuZjDn2rs5FyzZ4Hn4zYL0NdLca/dwXj3S9mBZQgDUcr2h6iGV4Rvp+"
    "q8T+ZOki3nEY/QAxzcAg6ZmnUWJlo1C7ycGEgbdBcWJJemNQFlBD29fc7vI0dXvf9oRuxX16PUVfOm+b0YsJmRdAckyQfh8D3LbJ"
    "j7KTT9XzeicQd6mnpwnPre8hrqXrMcNMjlDyOa3ksjqJcfvSZK3EqPQLbFxqMYv+TR+EQ4BfRKZpb+5N5ByvOUlPG4+XvYERlFrb"
    "OGXCCFvaglnTTr6gxss/1kvPS1sfPbonOZModZut1KCbLqVJz8JXPgXqt4t0scc24x3f0/PBYL9GHyNv3EwaZTNirbb3CdeNmiNf"
    "Yu7Xc3ZvRLv2l0tAf2v1PGoTEt6KENdKX3aa/XAeHuXlJoOwWj9agwm5DV4yUm9v+Sm6wf93vneV/h7fYtzGUvTLZkiXJuVsIJfS"
    "Qp1gQs+VHbwVqJt9tVRm0VskSt14PedpPfDam7jGtGwr8PwvIam0kldq0DeBCTYBB1SD4lhdE0bD+mgh6X4o3/VoyA+QBLVifdty"
    "tpSztqI8+JDMZTvVf6VSixbF1z2sZ4GD2Q/fPBW0ZTVG/2HsZ4MfXAkoWakrZCaw9CK9D9+yEvLiECkCx30VWvw86WY7YGMB4XQt"
    "rvq57CwH4V3GpTaQb+uA3GheNl/ry+i9a6SJ5+ZrOebHnyROa3o8qVWNAwNauZx81P+Wc7gCGK6SvEI7rY2mJzE7QBuw7wX0hKkA"
    "d/igrNXJ4PFexxPfQEtX4KgF8L0a1KAR33+YfAuueZGaDqXd4xDn13AFMGkNoXqW1nm7lcMvt4PGdFL/MgfPMx6xlZ5Hm3BmiT4g"
    "G/7nmvr/Zb+lPzMPc9T8h7rRl/fJUaDgncCgNfqKmg+T8bBuJq/m9gnI69E+pN2+MOwc4JRl5PtWU3q/Fn19hhz5kySWCH2pOimn"
    "RNR5Zpk25Ewx35hqzIkNGGHDiK2A8/m4tg5wUEs4ietDuCpGSWcJ5ALjxp/XW6SdOlb3zCbizNPkp/R1MzXd3fyZJu8wSRB3nyKG"
    "szfQIlANKH5HGokl5mImZcjD+pF+TrhqBqQalE/T94N1Opa+HBXeFua0ghVodafXMCb8nBvPOfcCxyu9VfH/l0bTfOiWgk5v1A+A"
    "f5ZinpwsubirHlLZk5gzMeCNWsiwB8hZMknnglOdD+wykdilmdhlAbHLMI6A2ezbKDdXAipHQo5brtP1v3qxmFW4kzRWOVtFLhCn"
    "6VpP/dVa74nm7HP/FNNtHatl6PNKSK8bNRty0Ang5OLAlt9QJmvQ9bz/TjFOrRG430Zjtd6Lq68EtX0Kz6jGKNXo0xixb01+hVR7"
    "DHpgI+pGg3M9XqYDzifivi/wty9abtrsL4Gbn5X3MTYbQJkGyUTAnnlb3CubcF8nOPU6/QrPHSgdlPM30j67llbGKbpEGqmRraC9"
    "axfg+GFiVH4dOfC9wflVe26jQv8oEdoW26nPFeoyYsTOg5M2dtVLPUVq1RZvD5yvA8hZ/w7PqkcbXpN2QlsDvn4lzq4hFHZ7WbyI"
    "Ws44+/598qkLUdoXX7FazVa3ETBt9CMbT6vD9Su811wj2nYqsewc0/6Ak1pGn5NqXNukY3DmHshJHeR05pMXM7xbLQtpr/z/gxO/"
    "QGsu5ddfKqFXi8nmo+X/F45PL+n9b7/0pzytL+tLl/eZCDkUpx872FOImPbwNDt6zd1Ovfz4HHYZKI3kMrcPpgNOlumz2kqvwWEy"
    "TN7FbJgFWeFS2Ue6SQfa6QPWAWm7/Sf1wUpwPHX6L9oKzIZWR32OYY0cyE4toJAx6nja6dW3AlBg/rGvkydX0onplDxaqHFPr+NK"
    "34KXwJ+1UWY1nrOOlpg6LQaOeFyMzi322qguUqcanYneSa+V+r/xlj+mBTWN6TUob6LuIq5OD2beI+m5zm/0gKCamhjzWFiBvw7M"
    "2DraH9LJp31R9MFJ63wI6XXcb8L3vgPcXaOHBrfjDVXAxLO0LXGUvCBfob824F7Tn21GuRojMENe/B/7RtQTAup5RYQSTBSyRZdG"
    "9UcYIX6lyDxSHZPVVuhDKFVTvlgoZ/+PcYjBZxdgJ6G/FLOkvIIrqsC51fcxT9P7qd4t672OtQPzrxUUzrSa/wK/nN6+nX60Z+gk"
    "UIVpGoCvPgu0vlmzMJqnoL4ez99Buqjx3SjmAWDWvmadCuqxkXR7Nd5/uazR98SsPKv1Q9ClCnovx2jlNjraDb57Om2ZxjOMwTzZ"
    "TE7uQIzPr8Bpvdonhj1TWqmVsLpK1aR/YaqlvIHbPVK86uK+T92zdvZ1GZh9VWo6ExvzkwGhmzGfGjF/jFNQakJspgwT054dhjFo"
    "+kmtTn9mMbitMeJsg86Kbpo4s/G2kJ9o87qYdm9NjOofIOsuQLmRmCxCmapTG8B1LeuDP+jQ86SDeH5/z9cavNSSrm+mFRj4ENxB"
    "M7k807yPxZPOlQpvoXH8aB1bEfRxJr0OMj1cbwKlOF3eYptr9RLA2nrgKcMKBqHOEhWnZ63IpVJD3/f0kRrpfQBPo/72SozsKvCm"
    "v0RLL5NvwaHsBl5nPr1Au2jJ6KInW422SYy+Y/YMk33uAKXaB1+yFn/O1ytKuOrk9x4o9v2DqXtKz5O/Dn7McIr5ZFRTeqvSt+jt"
    "+oD0py3CeORKyBQbQUdno53twKHdPsJmM95VSat9J1qYfgZ/rw+DM35LZ4HaXi1PQP4eKh9Z7yc+xox8n3EBX+Hra3S2FgLq3wX3"
    "2TOHVnCEXTlbpnltkaMvAedYA/DKOi3Dt5qVuVMfw9lb8dTBaME+YrKT+ZGsoo6lSUcGk/A9lfjW2+lnMlqcjc3Rzn3FeaIsTdI5"
    "e8cA6YkQsH+51B3uSW5kPfVUpg1dQqiL0zaxvaeOYaRQeO+gZMyBs9WHOMFh/KCX3mYjKPO3epT8Gxjte/TfB/iG3fpN1zcwSqfJ"
    "03IELZ6z8f3rdCiwzypQOGcDcrBg3MbfyLnbSH2ivw5OB2Y4RN6Tb/QlHa2PAAIPwTxNP3JfylD0zyv6MvrjtxiJ44AvX9aa4G1I"
    "Igt0ETDryxjNCrXIpQFivnGV6L113qO1mZ4BXXhXm06Sg8S8s77XZzGjvoUUNxkjXgu4uhUwv0ZPwu88LQLWG4FnP4l+Ktc1QXcQ"
    "5TP29TEjHfS7dtqUBegFi2KJUiPaBVkwAWzUgtnQTa+sdr7baeSc19+jcq2cgjZ/q0+LcRsLCLcLAA1by5loywe470o5JZijNwHu"
    "/4unFqB13fRfiZF7moHSiWItygFET8WsbaUe/peQ2HJlV0CXYetqjvqTaOkkr1Ow3qgi/f+CbboEfbUa42K+KsdKCWeA86cz3qUW"
    "z3PQ4/R/FeBdWvGGa8RsJRvwxhPk7+RZSuUe3Sl4BfSxlpLP8bTBrsaYdjLqqJ1a1Crqeq+T/Uh1X0J/ZGMeLoO8WaGXAgqG4NmF"
    "eoPENOZlM/PZ2F2q2dYuyPxNOpf+rwlgpla9TyrJmUYYz2Taf7vnMHHaBePdjL7+VifrhAFH6gj5l56gf9Ib9C5QqdtBpUyLtly6"
    "yBUZZZlPjUUDrfIJyKWOJ04kvWsTxLCm57iXM6oGbTCfUZN4D5ZzxbTMI6SJNvDv9EIxPbz5oq7EuK/Ds28AP7IMUPWrYAe0YCag"
    "9U9ilqUawvwpPkZtFb3D09uzuojpE57WJXQPUq7vgVO6dFvI/0pps4EWsl9grnTxOcPoq6MYOwVErSENNKhPf2Yx+to07wWyf2A+"
    "FI2A6DXg/55CG18nhovRLraWmmKT9w8P0mv3u/Qp8Le3AAOsw+y8BXfNRl9vrWsBc28DL9sTaoE9VoMTr0ffbw0oma7TZClaOAo9"
    "2wpoWk+avkxrk35LMczIdnpwu3HfQP+P3QkBUa8rMjpnnIT5N/eX9YSpZj1S7hOjHHW6dQqOf4jU6E7ivxbUDUKb90Ppr+idV/U3"
    "+qkOApQfo1OCOL/NWSMvE9NyKfFdWx+ev+nvuVEOBXYNyDesggR3oRhP+RTGtlX/gR4yHmV7Mc+leva56fOfxzcYXYnoruBHB9JK"
    "tIhjEdOv9QxZwjf+np4Bt6It99JysS/wxediV/VHqZE8lGlemjEK3fqqOA+ldvRxN+56ivRnFfinaq/1j1OaVO9BZt8zlThpstgc"
    "7Y8nL9NF5FGU3FkcUB+nR3OMsNBXC9qJYxN8dw3mQzdH8WjpJPduWHw07XCt9CjoxLdfpqvkcjlaHtDPAK3v6jbBLH1cz8e3t3KG"
    "jAJH30wbRTOh5EzGy7lZ3UoNvCt1sw3FAg4fM3MguJDJoE+m/5oEyvIt5MZNeN8V+MYNwMjG3U/R48SsouktXQsxrovxldfL3uC5"
    "o6Tq28oF8hr9fjr1HjG6UE/OJQrpoA5zwmywXcAu5nHSCEi4WuKMINjQh59QBLMrRmtqF31VG7xUuwQzqZH2om5agCKgDOZVVk86"
    "FCG1UtAZ02jV0fMupiOBUas5wqcyvvNyqSQ3FqWeay1gcD3o1Nd6lbwFzsz0mLWyPjEH52aBrldDWr1H78b3vq9P62/A3Znu4C2M"
    "RiV9OjcBJzaSi7fYv5Xgbh/Dczsx9ocBv50HPuJwzLUZkD++Q8umAZ88heteMr8l+Y95oIM6Tw12lJf1et0AujFfv5LZ0paoBmb4"
    "BNKGxXN1YsSm6gTc/aU+KIcEjhb0k7qkda+fHEYfsVZ+Zz1odTNmXDvhIsIZlvC6H4PzXzNWN5y7FcB/KzmSB0ihOD7OYgSa+/DA"
    "S8/7n+FnlciRhGunH1tMy+eZUoCRPRTtvgjQPRcwMQmU6yTqU110wXCxKM31PKrXnahvcHxilLqOJsJIM6Aj5OO2TYlscTB0oM6W"
    "PwPKD8P3f4WRLQKuvA4472ni1ir00Q3i7KStnt7ESXGi3sN5kpdCzJ+lO+mzY8/eoVcc8hL0mqPqRsVuF6f9+bnMBefwB0ruCeq9"
    "DpaZtFU3kVczaTMCPqcbmM7mUjvGuI1Ywnn37MhorQTgbgTjSisZzR0l9Ytzlisg0/TVtUlf3dCqG/c+F0dL+hk8Xm+TPQFt88Hp"
    "jsXZCzAWT4M7ywu2hjwVI0YKMKLNHtcpWjMdY2x4YaOaVvgXYhH914GXDICbjxDzPvyNrJCp6POXcc07mCevoI+vBeV8Vz/WXTBn"
    "J0IWeRXPfBHQdYKE/uo/85ZdBZYwSftbdaNsrd3F44TzefUsarRMs3OemL67jn7xozHzQskhkRwp83tsJaf3JT2w494zQ8m11+u7"
    "feh3JqIlS/ANO2AE76DOwbicbHB+MVzxOfDwIBkP/PuI1oOKnyK7geKn72uTXIZIDSWGRo7dYEanax9xRull2hkYgSZ6P5gnRI0+"
    "in6Yo7OD7/R78N2dxGdR6os20oJnGQeWkFJEGCtuOLIC5Txi/E7vrew02V2Y0Wf7iL+I7zOTV+JeK2LYpbuPL02fz+E1+i83kmNu"
    "pd+CaZu/As69DlC3m5jn6wq0LF/KZBtZCW7kYXFR3TYqAz2PsRVxjOGTP0mzj0Z3ER4R4rbuPrXh3+h/pCqZVcL8852dZF8ZJx3U"
    "/ESoD1iD/R5ikWDtenaSM4h6SaGDOppKzHDTap8hW0kDLdYWa2Gc+9vg+Q0iCuR1yQYd30cOkde1TNeJcffmmxtGjXdpCePfOr31"
    "r4nbA8kp9RMn2fbWAjvI3locbfwMvOpS6iMeBHSZp8SbGJmZaM1ozLBPafWupJ2yJVjLWMIOfrdFaDuManou5/fYAWrQDJzs8EcD"
    "sXqltyi3eT/ugXIy29TOO+vwpqn6T3CN3wB/Ven7soM8D/gZKhYf83dqCVzOhdeJEweJy9thHvpzyWN1g3+wJ21Lb3+z8XYBtqOU"
    "U94Vx09GqWeyNp1IGNhELjT0J7pT/5po07v6XQeO8aLg7mAs+OPd9R59ABTfIoBmQBo5Xc7Xs/UaixEHbMUTMeLnm8hRmHay0+eP"
    "aKXFrk3/zhwQlYzFdbZMi1tbhW+cJWZPnCwmU26k5/M9mI0fo92n98uS73WY7i/T9FlA4iJ9lfGwFrMTAxbcHnc+S98q03F9DN5j"
    "BmjcdYDzv4GD+Bzlz/AFX2gNNQ3GE5cAd+2Mq/aSS8Wk0H6QnmNsj3GiJjG1cmTMG+sgZmVZCExUDXjdSO3Ecv0I7aoDh78TnlSD"
    "+ibOvKE42sAeXAy4j1Dqs34+xVuvtgMMt4EHMjyyFSDN+Jn9pJn6nwP4nu/5nt/wPduj9R8AvtYTk/9ezAdlEWfKmcwukf6e9Ge6"
    "KO05PdzPpIOxLFXEHuuBgWep+e8tx3xbo2PkHdDMu9EfIT1t9/xglFZhg5zljNhcSv/ZL0GzzqM27y3MbvMqGEfojwCq2ol/nT62"
    "GqMwSdbSn34D3jsMrdhezFfzPgmhL069XBd1qF386/B6urvF/Mo3U0pdgyfMQulc8H07ycXyDrDDW3jfnUGpPi8Rz7fFfBTFz5N+"
    "6nMwApUYwRo9F5LiVP0IM28qenarpAfxVhJ68riyZZiZihYOQfke9KbZQj7g+J8n+6Jf98QXr4UUsBwtKQQWbADuGCBOC2yWXbNn"
    "b8Q9pzFS7LfgVheDi99fLgNtfQaY5gIcXwS+9C/0vahmPpIGevlG6c25DpzzJ9LMvhkoq4mbO6kd+YAzybDO+eL81puIR0MZy+hb"
    "Dfu/jTpVpe7hXHK1MY6h+VuvZyxfFFz8kX1wNek1Cx9gXt8V3CRZkD/Pkffk4cTpmFFfJTITQ817XLYL/gFKdLYcLIeCr1oCCelg"
    "WS1TaBWswlw/WCajb2sBtzPQO6Okle1vBx4xnmwqWv9f/Cr0SfrddHIOhzbCFag/Td4L5uqBwWn6D7OaJHYNzgE2Ok3fT2yHNp4n"
    "zfSEaWEEg/XbIsz9tV676XQA7ov39h4CiWSOBZEMUUZDO66vDe9sA1QuAQyOCtYxNqseI/wNvqUFY95IPmAF+d42cDgPAAr2kPuB"
    "eUdqDp71LWC0EmP9ouFIUNPNkFEM664Cv1Gry6SavgzLUXN2MoanA/A2iH6cMc43N5O6aI+vAWUwbFWD99/C2LmYz+FQgWcmAFsW"
    "AfxzuQu86O1aIe+L2VUy5Rm9GdjoHPTLdoDXc8T8hhfiO48Vm+torbRz3phUMIhW64M99TJfhHVoXyNpdR3uN8g6TW6TD/CmW1Bz"
    "LX0GrhOLROhkfFWd52oMjgZKaD0aQKj6EC2JUlKq41d1sv2DgWF2lHxgq88TRTIR0ubxOAJ9lx2D2/UvwB8N6PO9gN82g1tZhfLV"
    "shd6tYJazjxG6LcyciEBvNSOlqXPh9IqmygXJGjdXEq8v0bnoXSstBJTSpKHdlxuoo9YkfWJK/RvgOK4jET/jkJ//SGIBI/oUT5G"
    "2OUxiTLmIQaYMIw4UjbTtm8+Z+toRWoEvN4NjnO63ACYqmaehy5Ic430ynoMX/0RxuEIMSvhCv2aVChCLiWCefqqvqtZwEwX6BV6"
    "l66RUr02WK5lwD5DQF0XUyfWyHg30+IeLU/JxkRMxutl6MlbIdn9UWfKfjo2eFiaEzF+r1HvX3O+N1MvVkf5qJtf/Za0ERebHLqI"
    "mrYZwLDni/kM7S//gGT2Eb7gMcy4Vp1M33TzIciWjwDpdXjWrjIMeDSUr1RPJuTXUA9mfMP2gJv3gAE34u8ruQQcXx04kXepyQ09"
    "LeaQPt3spbhmvOUMwHV10kJrlPhVUJgonvaK7gwu4T96E2Sz/sGjwV8AR8PkbmDHPcX0DAPFPGXvkufQQzth5vwO1GED7puCmbsM"
    "Zw6V7+QquROjkS3p8wldFtxG7fBmYE/zxavB3XcAVjd6/UngZZCjqC8U6me3lQV6qVhchckWCwANGxl//Ds5JplRK0oYCu/ezPhM"
    "kTD2LOHjBRVwvR39lSPJMy721c4MBB46nlC/Qo8D7G3Ge6ZAKrpBbGRMJ/w2eZQIfbwcrXgGPO8G9PlLoBGnQXKbCQ7wAUCrgp6f"
    "A3pqWTwep89UFSB0KObvLOCUZXj2MKmiZvp79GcnuOlKSOMfASYOkv8ANz+ln0PWaweWH9ivKrGOOkqLymzmd1h2ulq9lfxVG2Z5"
    "N578Fd4wAmNwGnDKv9CqN1E7QLcDTDwEzLaVTNA5snvQH9/3ur6Ps9tQUz8gmE1d+q7yHaDlSlDRyWjT56BcXeQJNuuf5Vq0bak+"
    "QT6kd4zaQsaoraWE2009stFXy6owgJh5qNwl10CafVkPB6TE5BvwOFfpbXoMtQ9dPkuLSSUraa+38bg7eBM06o86Qg/T+/U40K7z"
    "JWPAdrobMEZrYg2+dju0aIieCN4XWDmYoX+QSfjeY4DFfi1f6DX4wmWAkcMhnb6F97wIbL+XvEY80AkIGSFXy+30RNtAbsnshzdj"
    "hr8rphuZir7ZoCdJI3FXDFJiDJDRxvwwrX3m2vtcXwC/0kzasRl8aRNg2Ea2EXgoSn+1DuKrBmoHNzH25Rj08t6k3gnGtav3Nt9a"
    "Wr3vaplYpiXLbGWzrIYUv5kY5kFAUNzH1lXop3jXR3ybedM1ocVb0R6/AS0PZLR00ye5mfR3GXpiFHrANM33SsxnXrMYr+W011tc"
    "5+zEAlDzkYCZaZgBZkfLlt9KMb7k3zoOcPgu2rURo/m53gDe5hx5HE/7Anh0Ifp8GiSMNaj/ffA1rp2KNtd6HYTFKnb4vCeXUA5N"
    "z1elP/OA7I/x/gZfm4UWPSDPYdaNh2QxAS3eV5yf7gfUtt2PZxhPfIw4fsbFOAyQk/wIbiImaPV2hodlLXG1evrVzfgLxzOeI46u"
    "xX10WRQQvpfnjDuSOf2UnI9I6F/7G3E6yARl+AuoqXS242bPM7b6+FejfsdL6EEZJW6OERP9GnipCf1WD4rUxex4hq/S60fTn/mL"
    "7NXvQinHM2ZCiu2n/5HjdR/QkDmAkBV6dbCXnoL+G6H/kp2DKZjvT+ufMMMn9jtIL8PRSszEo4ICSJY3yZG48gr04a/EbEDVjEs9"
    "DtjzAFlHX6tm5kSM0g6whNR5DWWaJaTucXKDUe9NZnSgDF83H3BSKOXAtXti9tUxaqyJGuUzJcwQZfqd/UkTXOxK1Otu2/m0U7zl"
    "rU3z9VFwlNtjZg4FpFwBmfwTYPJB8jYkEssd9AvM91nATkOBFw4D7TfLdSfjyNtoNeqg15rZGi2KZh0w5FLKwbVqUUdbB0YPqujB"
    "d4JeABnkftkVcz8juF+fQ9veCh5NLGaumeukgVqwA6TJ50Azi9JvgaHKmJeoS12Gkf6QcpZg7+JDnITVDD7Lcbob6efb7eOdOmmf"
    "TXib7kfAWa36NGj2n4NNujfw1WJ9HHP0DvR1IXDbJfIkeIyfy0FSgnEaIDfoVYF6mFNCsj3xSA+xm4BVGqkRrqdnr3nBrNOLAnvz"
    "uZTSHF+xzkfyuAwPG6lHinr/DZsTv2f2PfN2sf5ymY6q6cvSgd7q9t5UIvslI1Od/SjRR++0gn91cwKUhF7sBhGG37aS44gJO9gn"
    "xnfvRmtLAySKGv0jMN3PxHizJkD7t7ozcNNGXHGjtiQWgUM/O2jRMZhnl+pnMli+Bw6YJLsDTj7CjGjXT8gLfq0lgJANwOjPABt9"
    "CB7EPBo/g7y2WN8DPVVmmG3TL5iRtoI87TL0/q7g9gYHN8pUzNzJgMGL9M7EQHk7sSTxrufs4vSB6PR90OV5nnRn3L8gJeIsw2dq"
    "OVnmQo75Jzi4xRipMn1ZLM5oPfFuo+fGyqWVvRwnT245Om4Gx17Dt2WAYvQn1esHnFEBeLIsfnHyzub1USpm5ZqJEZmG5zRQ1rKc"
    "lr+nJjKW0r5+P/B57CDlOQC86Ze4P0qv9BPlI8DjFHCLGwh3s8BJiJRipGfqEcESrUcvHwScU4mrFqJHvwc/9RfA41pA1Ty0/CHM"
    "qHn41hmMjKjBPM6WHaSQGRKN716I/l9BbHMtWngDzmYEz+ILHwa/uxzj8SeM5WrIAX15o9q/Kj8bXUzfz0mXrgJ0HCCPccQr9U7Q"
    "xQpm1mzWdD0g+IozANf9ZQ01PRcBX5ju+EtaTOfi/YUSWlHi6qKMYuSZm5N+pI7zctghPY5XvRDnT6LVUsmzdNDaPRX1Mc+/dfvZ"
    "q8x25/ytbpa1vrZDXZ7UGO/b7OW5bmraKhh52Up+Od17xtIO0AKurJs8nnEzVZj11SrB2P6FejfwUaOeqmXAwmuBpX9l/ITs2+9l"
    "fUMnYIaOBve6K7j//cSu/Axj2cQ8QcbVteq37JFvgI83aTUpdwdtEhhz5qmxjFcnyWTM2e8AK+cFn+o8QPYs0O8bMfsSHuMp5d8Y"
    "/cMS3peozdNhF2t+G542iNEX6eF6Ps4eLIYJPgSPVK/G/fUP3sA3DJVI0gsx7nPNVgMLrQRHG0lGRSaIERP6b8JgNb41Rn+zE6ll"
    "OI/WuEtAYfPxJvXPSRAvhvryauCIYh2tZ4Hrv0wbIVt/LjvK8sTV4iz814rREcuD0gqsuY4xi+nPHEbdbMjZujmxDe1Zx8jOwIkN"
    "hA7TMW1g9ulKcA4mk58uzv+3Wn8p/eVo2eTz0aTzxEwfrd+mE6lVNR6uFFfuKBF6gw0FpzEBtHWJTgeP+TtAQi6g5KPgBvkAvHYT"
    "Y2jMz9v0WvczF1EXPSwdxTE6cR5jK4X6zxhrjA+s9dCbKS7LR0RdbhzzfBwri3n3k3jDMn0eclSLx3lR5r60/hkjDaTPNSkZouM+"
    "W8pC4MlqwJ0Ed+GK/SDTTKPt8kbKzRYNvgLf14GrpgNPf4x3PCifQb5eLf2CP2B23ArO4mfB7GCIvgac9aQ+oEL70wrSgyhkfoOa"
    "F+iPuoOYvewXjI7YGVC2nZgf13xwEFFwfQ3MnWJ8/uGk4a3UbsdBnzoYwanEki47m7V/FmbUTB1FieNrfSO4F73+mS6Qg72+b523"
    "dx+VzJGY0CNkAe0CDYzL+QSc+amAqh0xEy6XElDo1zAmk/VUmaKHot+XArd/K1XyEvD0tZhBM/G1+wZng9edDXnodXqF1GDMvgcu"
    "GgXJ/wBg2ENlIp78hU6WrxJGm87FN98h/5aDIbFdC6kuva8u8D/6uQh98Rm1bmZlXE3sHaUV22XiqKYEZrFaE+TNZL536+MjMAcO"
    "8lxnhf5OXFxJnFGmEXDSNhofQn6eCy5gDd5xJebrcv2rnIyRGC7vUL8c8XN+oIT5ifYnn1nPFlj2tiqMoskbZzC35JnghE8B1zKZ"
    "uQssx9Yi+r98ARnaZLX70JNKLW2CuMB5EO8k8ZTclU7j4Tgt5+nosmDshTe8iCstNuIB8DWDwdV8o7+SA0EdZ6NuL8mVIXIeOSqz"
    "iB8rDvccyGw1EVoTnRZ0H+otnSalnv21GrN0d8nHSK7CrFoGHPqdlOp6uROUwaL4nhOLXvkS938KeXkGri+Wl+XXMibRIfMTtZAz"
    "npVliWy5Aph1/6AvD/0LJO41lhFiUZcxZJ1JpWhhwByu68DZ1mAsTsJbn8D1F0mjzyPtPHycF5HJobtIDalYK2HoFubIaqanW8LT"
    "ypjv6TiwreGA13SlGHd1DehXQ2IcePAjdbfgGPljP8tQ1AD60wZ4HwI+Zjrg1qxs+wS3iYucMS+87wiBTYCYc8Xs0sdKngwS82G8"
    "F+0eg9m2UHNIaTNkF0l4fjuezKhveX+vF5etYRtitw7Pj3cxfm4bzLKl6OscfNlekJHXAFMv1CB4G9f8G9LBY5ijY4H72/VZvRml"
    "xRi5T+jnukA7g+/oN2i0d5V+BZw7Fr0eI71t0IvZ87nA9pcELzICrpJ2h13lG3IPa6kpsXaeI04+q/J+3TYjLV9XI+Db+XrPJiRt"
    "wh0j+rCxdDIKpYW4tQb08XBxMbTtPtd9hH1jVMD8Yv5Gncl0zNW56KNG8GYHyBhgj8li+YovAs+8pzylBRiBhyEnXiv14Bfi6JNL"
    "ZMtcDj1U/yO9MJgE6F0OXP05uE7zynsEXNtnoGlG+24ExGyHJ9v1Ft9oflmqDzDjbsxH+9r3T/YrBtxFDV6CMqz52N8o03BuHlrX"
    "qi43xo7UQJqteJb+A9jl9/IBMPw8XP0ten4fyFi7ArZm6yGyBHRmBSMuVtAH92Qxvu4lfGtrMt7O2W6qmTc8AUn8Ti2FPL+bXA6u"
    "uCn4QB/SewAR98mD6Ok95ETMsln0Pu+mJLyPWA5diwF7kNrbRn0aZYvemKWWDzqEzJiPbTaO8QRx8WiLMffegtx5rf5HW4Nb0a6v"
    "EvcBJpcC/qKElLiPQHHZDyz35t0YH4t/MO3NMvThJ2i1zXLTXKjRVHE5aw6kjiHBzLzpOeIc4NFaL1mtV6Fvk4vW+jrptxTHW4eR"
    "a4vpcaAmx+p1oBjW/hZ9RfaSAvma8fzmQfqY3g688iDasp3cAmr1MmhsRtDs8YrZD+OUh8yDtFuPx8w5V2ppr7wcs209eN6lers0"
    "0XtzAuDItLtlGP85+qbla5AivTw4AhSzjvzBHIz37bTPtQKycr3+aDdpowdKJ712rO/WMW4jRtnd5dxtBea4SSxT90eA3CqO4zf6"
    "Cr017gLsXCVbgR+bDezQRPoRrmtxmmzmOiOLGdl6oWwjt8p64pdfguosolSf0OfRO8Zn1NPiNZXvO10qPQY6iCux/Iw92IQztxFr"
    "9gc+30qewPxdxvzBRwJ6nS7ezbntfAyFon9XEy/Efc65CKD6Tb+WxPXMl5jAHOxiTMZvxelFEvSRL5Jp8iC9mHfG7JyIWTAXXNJE"
    "5uOuRUv2xPc4HtBhy5PIZy9GnwRSSf/uSnJ0TcR3tF3hmddLTF0Wn1o8YRXOGs7bSA+S5xjZtYLRCr9mfh8nZ1nGYJd9Kgb+8XP5"
    "SiYFx4JPWpgo0bsSZwUz9b86ETjjQjznPVr+r6X28nnGviziiKTn/bsAHS4yaGvOoyOp/bJevxMygEUSjNMAffC23BqA/0tMw5xv"
    "1VMAB9uCwuTIGxjTCYDLXcBdzU+YfN9ETt10w92Qt80z8HX0yRPaX28CN2cRsPnB0eBnzgXs1yfmScJ7sQxkroYoMyLEwP9sAIRd"
    "IjdDEhwtq4Kr0DMXol/qAH39+1jrYgpw2efAEpOBZy4BdVkA2CyWV8TycOVJi5fVEswR2Ezfa7cO0I9b4QYxNugkvO1K4Momjnwl"
    "44XTey4ezrY10JrRqC6n94lcW8jx+McA7tbqz2V/WaSvoh+XYL5eDYz8D2Z4/4u+AapqWHykvAG+591+zwPypuGrr8Ose1wvB9XY"
    "HT3/T4zp3WhdDfUwC8lztECCrKYW8ylpYUxgjGu8XAHI+kRNX7VnMFwX04awHvTga3Cdq/V0HdrvEX1fHO/X5W0HJq//nfbiE/t3"
    "JG7Rv6KVt2Ds/oox/UxbE5/32xN4M9TV7Sbh+h9rUO4EV9WuoU9szPOPMXKBZ5Cjjngs7yhKROvxpMtlGemd2euruQpJC+ZNE3DB"
    "iRJJ5kAO8az5P9vaNBsoayUA5xHyBFHi9hvkv/3WJr7BzDCZ4FvNR38u0xs06FeuPdky40mfS5dFZg6kgwg5+y8o+do8WcRIkO+S"
    "WQaX+QyBUUDzavAfLrNlaKVM0JPmODG/dVBEjMV5Us1sZZsBz42QRo+Rt/vI6beCaxQNYiROJ/CeQuI7m572yjssGnSghBqBAdTo"
    "WUReDWlkG2XqRmLvc0Dn29GHH4lZvfelhN7KbBMVxFcNPmtDB61XLtNHvth6JK2MhpmB2iqdJefIDPSLadh2xizfHRTxOGDvv8hI"
    "PVXH4ey98iieur9EaDNyKzDNoBRv2qg4fQZqyFOtZTzUB+R63+nDYy39GfP9d1liHAzYl07xnjhd9EY4Bq1bT3kmRtiNetuLm+Nh"
    "ZGIpvnwhZOG7AMsf6zC0a5MmIKcPkc+CCzBL0nMBrb2ynhiNj/sc3eljbOqAEz4Fhm7DkweDmx6P/pwJmmQraK3361W5eKNfiEHw"
    "azJXzwpy+ASXJaaePgoLuUrZBsy+RnCZ7YzkvJKrg7kYYCe9BeIymzUx31qUkLZWLd/WWkp8rbRXtupLuNMiVSq91Wia/ttnGW3W"
    "s+VdyZRiyJ4Vidv0qOCs4HDw8W2JpwFpdwBr7YO3j8E4fqrnBhabOVP/DI5jZ5mqb6DuY+CJr3H9SsD10fJ5v3fRy07iv556VeNX"
    "v6PVtxsz27RyL6KXlxF/NdJ3YjYg0NbcmMToSdOPdDKythW99mepoaVme/AMR4FDHyXWK2vZG2v0MsDpIeBoqzHrbwalWiCvgqZc"
    "qccF6fVIlZQmnB3pQkDPa4yKmIwWdVCHuhnv6GBe2x0whk9SXu/Al12OcWrA0e6MZt4ECjgdUn2dl8QNSq70dokI8ZJlRq7C3LZx"
    "db5EzaCMhi9eAPafBoqwFH12CTCa+f2fgX5+FO+eh7lVLpXM92AYdbDUe31LFNJCG0tOX7SR8F7PftjBR4lfzIjHTkBhC7Wp3dSu"
    "7ijOw7Xb6xXPBkReKraGyXC5WJ7D2N2E63cV06PdBTloVnCA3gecMFjzTDIFl3a+PiNdnpLGfObnAnF5+T8DzryQs7eGkPhbaaLE"
    "F6eX8KH0aOpKyemW8L5i65Pa6y7voVbN/DLfMwqwDrKCSd0/l3rmcV4OXDnPc1zvABPvTG3JfLVItheZIbyL2dQGivMT3J+eXOdA"
    "Gj5X6n0mpzb9J2oX0Ha7SK/ErCrAdUvpH3t0/yz9g26vJ+sijGsV5vdsRu2Yn/gm9PI0wNg1MpcxO0Yts8T8fh4mF1gPKHSxKrew"
    "JW+CT97AfPwRzBbzvjkLfHoXMViE1vV/oPcj1DmdJ84bqTu5amCMWO4Yyot1+j6+cgbm3jWA/eNlg7T7fBour0WDp9+ZyYw89u+Z"
    "ZLRyLrcvogVHynv4rnmgi7Xg4L8EpHwBOKhHPzZQb2lZyZcBLtzaiCt65SfcJmVtNCWeVXCDxfSiryWubmU2r1bOh826twxAKxsB"
    "oVWQIe6XZnDUORirGXi65W+wyLTfyXfozZODjcAfSwnFtuZEHb72TrToELmDeq52vwJFlDhvDaWkf0kLcUc7vdBa8ZbnxWnga2nx"
    "qSBNXKcfYPSHBCvwxC8wymuIC4dIhBbbNfqhdNFSu5o22U6cjTH2uIlZkLqYnbqL6xW10opqs/BIOUyGcA5eI2fIw+DXWiCBzQV2"
    "+xhP+ouej36NA1u68TFb9GniZFwXvTRM4l5varbdWs8lzfhJZ7aht1QLZ6NFHfYDx3EsPaP/KLcHtcDg84FP3ocMeA9kwZ+B17wS"
    "57bH0w4lHxT1PpmNhOYWyFjtnkcxqW44ZZ0IczaZpW4JseAmSBrPEEfW63RJb+FIf8a0rWt1h6CDWW8XAqs6v+WZ6P+/+RysnaSS"
    "lvHC8OrHpOA7MYYmAXhOeEm1zUeCGP09zts+2/ysiP5fIlwcXD/CvAlx2tO6aLE8lhKU+iz1R5M6hza8Lb/HzYwPdZ5sBPYzTdQk"
    "QMAzwKJrAIezfD5m6+eBzMl2HSVWs/b9ndlUna/46VLLSLzPMM63SMxzMCa37o1rfuN5ompbCVJ2B9U4FnhjZ7mPNtj54DhvoGfY"
    "TLUovEmgj0eJeTosAw5+DfjrfbF8jOYJOggyxnfaRB3bqp/kBZL+zAGQa7tp21hPmn0mcznaehdzgN3q9Gvy66MkC5S8BrC0DDPW"
    "ctGJTMSXXSXf4z7LBfYS6NsGSEp/k2dkfL9hMgHSfwPg4h19LXEx5nA3LfUNHLMZXNHsSOqZwtwMu4jzqomnrE1ai/H4K87UAvN9"
    "Jf+CvNRBn4BG4rF6jXoeKE7LVIL4ZJ1+Bk5iF1kIvmJbYISr8HvWsqHTU72D99SQ7nwl+4lZxeZi3GfIhbIq8U99Sh8KHtfjgz/L"
    "e/qgHovnfkV76USuVFFDv/si4MMV6K9T0f713qO8mjL4XbKMXojpbMjd9Bj+Bm1yennz3j6fMb9zgOU/kHfBma3TdzFTp+MrXkK/"
    "nhY8A4hcDpz7DL5tDcrmH/sS6OjX+ja4pYvEYi83UVoz7nGhvk2pxLzGPsAX/AmQMxvf0wjcMYmrRyX8rDM/tIjXbxun/QRGZLVf"
    "u8OtLdPF6Nuo9+d00Z5xv5pPAtQsRmn8RHlJBotFI9UBe2/C3wq1VSC+YlbCOmp/jbcpwui1y52YBRv0P6jfLdgOs2y9vgdYWgxo"
    "O0o+kSkyFrOwXm6X2wGnP5Oj0cdvSHGikpHyHcRm/wI0DKMUVkUd9IEyBP10k1FnuTlxb2Jv6Q4WydNSS49em4+LaFmtIK/8Dd5Y"
    "bVQG3z7DxwhEgF9tRVWLwrqKGrZSjN73lGFs5ZRu5gT6mLjVZvRD4nqsk9i3Hpipk9mULZ7gavJL9ejJQXKudCbe1czgep0t/YIh"
    "GN3rwQ+eLcsTRhUDZovqotbX6MOJkujTx2xXPG8/OQV8Ww2k7L+ilz8BFd8JEPEp4TLCSBvna9itGTIT8/ia+MXBXpD6hukz8TNl"
    "SP/bZB/A2QMyS1aAttlKQvXkWsahtyrpl/pYHzb+OO2f8+hb1+kj2J5nnu0OPHMzYafFRxG2sXdt3VXDi2ZnrqdG0FZH2RtYwnwK"
    "FuJJ0ylfNrNnTZJdCW63iXHTk+mTa2vtLqBv/yaMRPpIzn3lUtk3qIRM8xZ43Q2J+zCS5TpebUURx2e7TEcuL/I9spk5d0LfVpe/"
    "ynpwk19/YSX5kxjtyRu4HnUMfTIMY7YAVKyJ+Zs6aRd2q3MeA/5yrJwPrmwdykswzp8zquY06eQ8byOcxLRYuj1UxtAyg7gBeJqt"
    "hrsLrqwGHTc+516/iopb1e9QQsZGdZqEesY8uPxMZiW/XVwulWo8ocl7+ndTSqyihmUc10u4hBmaupgn6wn9SGzFP8sI/xXjb1ey"
    "TSbFtNDCNFHMX+UIqdDmxAzMzOsBfefJH+RAmZcYFjRgzq4EZrGoMMu+O5i20S6O8nQfKWm6phaWTfasBi/zD31VzEfwwcAszDPI"
    "lbxAX7o9bG0rtPYqOU5OBb5bAe7yI70ONRU+Ysk4mzdkEfvN+uwwUO6nMFINuGYl5PBH5UOZzD4eD9ieDlyzn9wDvL8DZi3kPDlP"
    "j1Kzi1UAj/bD84eTa95GphK3Wo6OC8X4+iizB1u05iRK6sdjzu2NtjyAd6/X1yVDXgFf/6J+7HH86JS8YE/7jAIHgl4Nk+/wnNn6"
    "S8iCq3x01yfYz4E8ZKv1LqBmcaCY7HdR8ChkpVN0IL7tZvT5M6IyKNgA6apYd7R1yMAZtHq4/xbjV0jM1kB7ssu4mWAk3yRyfCLH"
    "9mFRu0C+xaxbSR9G40d/jz5qRJt+AX69NWXtkxs0h3fGbO0OmcdsrV26GRD6DGN7BsotkJKeULN/vo/ZcWe/oSjNAuW6S0uCZnzn"
    "eLzjK7TnbbRwNmW7dfoYIEiTGWgPFbfWsbOf1NNTMuZ9kA7EzPyD1yIarzkTrXX5d2PUV8f0EdrLja8ZIKuIddr1tz7iwZ4+Ux8I"
    "KnRc4in5h04NTpH7Em9rWb/ZiQ8TBvUz8faPAZXv4eunYRavQWm21DPrdavuFJgU1ORzO1qO0/fUPP6a9Fx9Hs8+Uo6X13VYcJlc"
    "AB60QctxxUvBZkpTv4I8+hQtvx8Bk50pfwfHtwTwWqN/Qg8cjv4e5/nP7SR1VVbn+7wS86yZVq9xePKr6PsW8Htr8CzV1IxVdrSN"
    "P56ry/ttqydh/IfIf/QhQHh/wMBiOQLXNILS3txrrYtwffbdIP08xsyhLpPjGvLkRuPvkz+hxYlkFv126oFs5t2D1iyl3sJpL3aT"
    "GpY3MGbu7xiH+zE/TgQ3vBES7S2APtO8DGYWoCg9dw2vW2x5DXoiX3fH7HsSkvo1mAefAP4OkNlcn8pWdrR370VvJUdnI+gvF+n3"
    "C+970JbMu2fWgb2ki1jsBkYaLgfcLtSXgAkW4W8aLTjLmfu8LjB9xDRwpWapsZXVDI6+wzg3gv8GTyDzdagMl/cxR+/D9jtwuTvI"
    "BjzhRYz9U8ATV0kO8PvRsg+w4yt6XDBNC/VS5kT8M3N2NuG5l2P0TKdsKzrcpPmyJzDJXHDG1+gtuHoW+MSdg/WyB763nxws/eUe"
    "fVzXETt9Dnr6uGTKWeLWHbRV6p3teDX6u4pU6Vng0TW0hRhG30o2sW838kuavRRodqvTmBXCOPj9ZUeM/p8xkxfiPR+jF0+VJzBa"
    "ylE3DFsE3NZMG6bSl7vR+3o4mHGwugclzgqeNaq/D60Gcepy83H/NMzGAvmntCaGS13ig8QxelO/x7UrsWu/Q7jSWTsl0ltoIzSe"
    "cDN9itL7enT59c9OkE3J3FEOWwwTF72j1GLGPBeb8LyBMLKuX4pNP86sYNMta6T8DpjjdvTNTL0E2GqWOKut87QwW/Ng+s00YyYa"
    "hrb4nedB12095+/1YIzWG+RsLBtQlDxAlHG87ZSgmpkFYn/yJlslv0g1XNvGdO6nS9zb87q9LTK9vJ1+5Yz3wR99SPv/Er0T875C"
    "9wgywAl/Tu6lEnC3CZJClBnO23HUiN62+7fzXvXGJZwvTqe4FHcsow7aYow3go9xOLYFs7iVvIlpcE8CNHUyBmgtZshnmEtHylB5"
    "klkdP9eJXCk8G9L0IrTqDDHKHNX5zJbbTD3MGp2CVht32kAbq1ujvQPz/zO/LkacEcY9UOcyraxkPG5/4EZHLZbhq14kxu+mzc7q"
    "MsTlezf/A5sh6TMIpz/jvAOtzwd6b+wE5AIbpek+1087uHuz3Jn23qLEXgGFvhEQsRc4hGI5LngH7flcv9QH8K09K5F06WSPpaKg"
    "qnHQcMuw+W+9KthdLFLpGLkbkt4i/S8lsAgj8Hsy+9bqzKQ3x497jR8KzmVbMR+eIhkvxsNshLQ9B1edgfHaSzZSPo74fCRtXF/p"
    "O0ZIvST/1PxgJfWn63UD8+A7r1/LOLGXOM27+21GO9qAD6t0riwHffhUzwW+/xhUcSvMjUGM8ZiHNizl2n3/wNy5hnxtFSnFKoy5"
    "8SybpIW2jUXkDZ8TtyJWLa0abfzNwRN2Q78cIafLCTJXHtNpGPkc0LG39eBgDzz3HHBkH2MGHyrmTWXc2z6yjCtiVmI22KrozRjP"
    "Bcx0did6uzm4k5aOclDRfHDWd0HW3MQITZP+G5kxzSwsxnOsAOzvBnp0CKj4ANldxoGqPASYOhFy6Qt44nHyEGiX6RS/4LqQhcDq"
    "XzOXeTprxV2UsNopyZh3qq0j9ymuqaAeT5N5Y+MeXhr7zKb9pcTlat0msPVXXk6U6hHB3MSH4NbPQ6s+pfXJ+Vd9yUxMGym3zQMv"
    "0YYRi1B6n+VzthwAOfR+XS0tlHAsgruadgyLvzkVsov5N00Dj2HZ6iwv6hfAW1+AgqbPwFBLyeQFwNHBwQpg6NmUl2fhuXsDSyfo"
    "CzAaI/dLSK8WeYMRA5U8Rxr9ulCWoSFKi6f5DHZRxgkt9ZbVRr3Ms54jcAYzG/8K9GYjdWItXv8R9zxLgtb7CHiw35DemAT/G1Bs"
    "5Ty4FHXfcjZE0YIa7fAUwMn1LZxh7+v04ArdyvIrghc9H8efoK/+pdcFbXhqDFJLnBjI5OR9JepXmJ7LbCYR9tFrxCLLvS5ltR/h"
    "VaQRHbQmfKCL8d475GtGhVsbGtl659/Z5CVX8asXGhz8kf3ubMFxTy9bSF8Op4UnTmxd46P7Yh6LxjGmXfRX7va5plxG56ESTcJg"
    "nN7AmynN9wP8q49o/nFPi3NARwNZB24mENMiLMXMNY3UWvJp6j1Quzw3vhtl1Bt0AmTAHGCdI+TK4Hq9GP30B/ADL0qXj0M3qP+N"
    "9zutozyT3nOkhTRkDdu5Ne1nZvWzbx5Iz68aevFfjBl6mpi9qEKv7EMyMt3Wex6CVrJHzCplbWry1rsYLbcRjFY3R9T8ri6TC8HV"
    "TQeHuA8oQwAKfiio5LvkiNSvw6w+l/EQjk8F/cHquYLBfPoivMosbi2MprpYYp6biREX1PmVtV+l3mSt/h7w9Yl2Wyao4Di5HNyp"
    "6Y0nArb2kmcg498VLMfzrgHFuhsc3xTc/x1wXgU1GFN0YvApeBiDz7jPHr8ddXjKzOV1zCRiWNq0bPtCBvqMGGUzeYNL5Tlq++L0"
    "XFM8v4WQtEkGyX2Y9bvJ1sCNDwLzD5J7AVdD+liNOP2Zb4FhuwhzMeaAdRkmMvHkXzGv6krMwF9jdGeQH86ArD0TpUeo/WjHV98D"
    "fs1W+ioHlEzEM6Zh9gwV8zsYABi4GhTrckDfrhjvw4IIseUA6mfM48GyTVyDp8/naittoHd7AmNtC5q8BhLsx5JIxkGHlP1QcSv8"
    "rkPfrtVcagy6gI3PxiyopgdPmF/QZulBhLiuZIbg9OsZdWmo+QnXEk0wQ2ojMYLNh8UcryquafJfQG417RHdtF4ZlBaL82/e0Efe"
    "vHpgoo3M0wqpnpkuWkADV4BXrCLmvpLz8Hri9ik4rvf+tmYXs3zPj0icdcY5nCU5wSTQj5ngCRcxzv8WyKAvAPZuSuYW+z/U/QeU"
    "VFX2BYyf1wQRBkwYwYQY0TGLOWIOqOgYMGHOyhgwYcKcEybMihJEAZWcQUByjk3T0DSdc3fleue/z763GuZbU73WsFy///fpEpuu"
    "qlfv3XvuifvsY/886b1axZ6pzuRsbcPgX07W5uPJJdpblsOmGz/glbIE9tIY9XYSY1zcCL1xGHFdSXrrKV+bS9ECt8Y+d4SGf1xu"
    "lBHGvAOr9hPs5IliXRkL6fOOgxSVMg9YgVguDzJ0Aq9bTRu/jxi77uc4hRVNVO7ijK4cuuhGcfi0CCuwISsc6tE+RfCQHMNntfaS"
    "EWG57h/Uyqf6BM7j9fI89MgR+iiZa01PdBab22qonDcRcV4FCVosLveaZMY6SRTSGujZOiLSMhPEnCfbCu83q/UMnqGaEmEMhPns"
    "IG2BPS3Hveyin+BvXWSc3ql/hSfpADlf+gVPBmfKPE71miDVRIHbjIIV+HcnmQlNEWH+fgOx2AOYPewWWN+bZTuuY8XlYWIVOspm"
    "XD2PiCz3/Jl4zc52M+jM44n9qvWecZRraLWAW7DLNu/oJqxxAfyvfOz5Spz5dWTWysb9bGf3DXjzzbC+83DVAp0iVk3pClu6lBGs"
    "wzAnmNWGNsZuDta38Fo55P6YYIUOh/zZDIFfpLdk19el2IuTZYL0117BbH0dn3oXUv0CvLBK+CmG1s/VnXJWcSqPRdb/5DPui6hg"
    "RzL+l8FW1hCZG6d0vCrGCBlARnfH8xrCegL2azSk4hhNyvv4zq/0U/1Dboc+/wRPdyHi0d1kFORztI4I+8iv8GTfhca9TfYNMriS"
    "PhJlpb3ORwwRRg9F6qbxONaWe8Tx4cUg18YmMNhwJUGCvZnGGruOdnM/5sWT8OdNtx8o65hj25fdmBXQqMMgH61lF7kaHvJdYvpx"
    "pUf2FetJrCal4eM1EMuY9n3ux8kG373QljXvmYhX13IXJ7GS+BQ7+M6QyR5hGKff4Cq4oZ+3Fmc/Sor11xqekqvJrp2HszoZFmkx"
    "ORIKcL2l+PfjYCBW2PoVV0M2ekgRp1iX6deykBWMF62yJpcbv2HQTW7Bd7XE/X+aU5fawCpMPbSYdRjvAz1QhfUqgBWdgWigmpFr"
    "OTMy06hPjDv0IfkWcW0d8aKVlMRViFErud+Gh2pLrirrb94Jz3WIWD5zNc5Krhony16QxOWsYZwhs5jd3NtzHSX9ejhORJPNs4ld"
    "MF6IhPdUQs5btVNRzGx1NzGe27XktJmgQ8Wm9DmvsJXvok5ygluS+IvW5IpIsF50A3E3UVYDkuzaPkoaiJKOM+cUpXcfI6bD8nFl"
    "rAydJBYvPAD5mEV/29V+DhWX938U63ci9cIpYix1D8L+5uKzPSFlC/D54bjua8xm2FTjUt5VhHx57YmYr4V03g8ZvESMvbpeX9Hs"
    "rxxM7oxC3v1AnCpjpisg/qcTcS5pnM2ITpeQvRWrmJtLeZbFkGzJDg1cz7zmJsTSf5FLYjq8QsuBfBU0QMIeNP0lA2nvLa/xKzEB"
    "f8Hz+FMauDJWB40warPekirOFXDsMbWwfiHvyzFAxKjXUh435H6OwYOyPRkh+4pxEljuZhh55TtQR5m+ShDJsTW34yOe2/EDOQj7"
    "v1IdC/hmRBeb4Y0sgC6vpLRs4LcdhivtJ4ZzNDs9Qoy/7kMtlgNhkcpxln7WgfhkLeXb0L19xGQ+zszNwTxVJg1HSB4R2adRbmJ+"
    "Ysgv8JQOpkX9C+fuT1iIfHzfcbIXbdky+PbVHgdQxCjUOHZW6sXQKu9DyyzTD2URPnlO8Jz+BKuyZzBVn5bnITXjgru1LjwSKxLI"
    "heEUxu0pj9kyK92T2BO7n8dgCY1t+BOcKuNYMYTFqWJec4i9NFvq2DsNp7WXjtI2wTDc40aysE5Ry4/Cl4J8tpeR8jXeOYq9nkn6"
    "o/Ox/mnK6Cas0AYtx/E8Ru6VF+QCaLQL5WDpRUyceQYtfX2ygd6yRWynyZWS8Kfa4evifg5dnJXQVWQ2cROSLbadBD9oIzFVF8gj"
    "8FobsLY2qfQuyP290DmuEySNU+bywJu4riaF81ldKqUvn4vzfh/8vhvkJkT1htpbzkg09PNFvqDWriJmxf3TUhwbSScylNnU10Oh"
    "wduLfXIT1mmN1sEzuF9e0ez5nY7BTPzNZo5M5vzQkKi6u3H+TiCCOcnKu/UadGXnRC1z3I4ZJMWTEUJnqGeuvUocBmFPeqQ1/Oxy"
    "Vl6jrHhl/tm9cZJVSIYIw8VNoVdRR3bGQyDfBeTanwwfeLegjrrtbOz/B8wWfYxPtELU9JI8I3Nhx0y7LcG7v9PX4PtUQVZn40m/"
    "04Mgk1P1GpzCHYNqrEQUerCd1LObfAMzpLX0M+7Gur0Ou9FcXobOflpup/XbROzKo74v39673j9/ThO9ioWQrC+wTxWe6dTW5kZx"
    "HT/ZPpOdQ98mP0zVJyTcahq9WZbOkv15ivDcN+FEVROTnGTGu4Kecx4nGXwPiU1jXw5infYa6Sm/W4wLTZ+L678h9fQTIuwXvk2e"
    "0H8FV3L67DKc6n0Qp3+uN+E3a8nWdCFZsmL0/YyJydCW7SH3T2FvJuP1cfCgh+HTf+Kc7xoMQoxws56B/77F9+4ZlCC2Ok9PD8xK"
    "dJeh2IMz5EmcgsO1e7gY3uZLenTOazoq+AN+1K74zLd6uZ4Lb+o0WRTmwKvJ3tt3ALR5BVnbVmA93pfXpYtY10AraWD2PO3zyDG9"
    "lv0ZZi3PzNkNWusceVd76rF6Fa5yt1wVPhKUMtJOeWatBqzp90QF5RGJWUj8b1I/hRbIh75O+NhLZQWjXceys4gzbyaRD+xyGQJJ"
    "Gq+OpeZoREzlsL5rcMcukqz0GaYOsqUauCNn1G+gfTJWi9uwS92I5CiA/zAee/e0mM/fT2yWwXlSRtyGeQEHEY1aQMtlnprhrbuz"
    "57TWswisY6S6nbgax3R/ugOyLZkkDBWzSAl9lt9gOvJXmcf31OvX+gP+/pzEs7wSJRvmSOrRQxETpsn4v9HrDjfHOQ5LVI8zb/nx"
    "Nfo2nqUE9rs3POHz5VjpHbyI01yjl0n26fGW67CsoYvak42VHCH7gLEZ2Kz3lXjnVGa+H4BslfvrqD5Cv22u/9sm7EW1R35EcA9R"
    "9lzHyAt2bTAatucg/PkGnqGD7ghvapL2Dcbp08FY+JbrsU7TEDGX67N43xlSHQ4KkqzLNPD0ulqNyxb2kT6wdZfK45DjU3VXaQgP"
    "k45SBo/9UNpgw7NvhxXZVypZUbcY4p/sJ7Z/bSXXssfhNvIebGQv7d3wId6VGTh55YgALF87CfKfPZd2GWR2B1jFJdBLPXEPz2KP"
    "QykKT6EHksk3xn138CXEMOzH2H85z00Vn6mbTKKFjOIMKOM4s3Ij+czGnZ/PPm31HcY3icNeVmrE82abNdxDQv+eKNGhZY3WosV/"
    "VNnsz2byIlbpeT1ZbA5CRzyzzcwJoIn6Yk0HyUe6C3Z8udj86Baw5VfCEmTnzsj+pGnftx7zOaC0nyOV9rn7v3AqbaceZKedWfz2"
    "kOG/ECfHybJdRKxhLTydpfyWJO3Jar1D9mbWpzNn50zR21mPHsvceTXOn+VTjpN7xPCjV8Fz/QS26Gd6tyfJ0dChk6Ejs7PFfESm"
    "U+uFnMrcjtkR4//4ACflK8hLPrGMb8gpYszPvWQw7qB9UKlnw6o+qDsEt+p1ehps2MTw62abwlWNM9Vrt5qpfoT8zImRycbchsse"
    "X0cP9BNanSQ1WdR/Gt8J3byIHkXU9xGF5CRcqSPJtVPsrZv1tEa87zaQfu4cMpbXquUVN8DO7y4zoIG3I9e6aduxjF5dv9snYh09"
    "R2DXQ/ZKObyY5aBzmXkzf3ZXSTQy+bhMtiGSDbnveLcWebxCBbG4FxARbR0fNfzEaPghB5BhtUCbylKnNYPktwkSzrY7lOldOOeD"
    "DdmNqz0qu+HphyBit6ykVfZr4IF8LuvIQRvzyPxiPVxsdql5bGcS8VxNP7kBuv9xyfBFhx4RGmUOZhB8ZsuwvQ2bZyvcDt9aqk8b"
    "ulRqfOXVbJj1gaSZHdzE58nFWiS8bnQMVq6KmWHcsOnQ6Uamg6TZQClnNBrSNq7ktN16rl427iZlT9WVkPbtZHsJiDUx7qpjPYuf"
    "3f8t2OEO8MtW0Bep/Y9pnc3+o/auumXKQ6tGNmx3ngcwQ5Eg02sVNFWUzA6zvC42uf1dyv2q1eEkLPQR/Gay7p/FU2YyW8h+a+OF"
    "uUZqmXMex0nydr1F4npJbKZtEdEeCbIcWEXtcOxkkh3k5o2MNVwL9mCWvhCYjmvhpwQ3+FxkCMlV3Vuv1nv0GS3IuTSIyv26L/tH"
    "Ruru9CSsI66aclvoJ2FW0obuITFfAwrp8cXZBXe7ZPgxDmzEp2YYORaSh7NBi2SWfmvTOtWyRyu0fRN9BdXUkSGxXp/43LWtRoq9"
    "loZ3fBg25Xx2K9sMCuv7qvdI8aSv2BmW81xiEi+V16GlxuBJbDLVcD08KIDd2qw/yDE6QZ4mk+UE/Un7S678W7tpQ7CO/kNKHTdU"
    "Mbs/7pDjOYn66KCf7CcHSn+sc0H4U05PeBUD9LBwT0jfBLyvo1hM0gqR67u4v2fg2cYQvf6F7ztDjDveOtR6wUu4XlZhd6sYlSTp"
    "8Vk+rj9rnpXknH0IWvUy+KnjcX/Wg95ZRsOHPlTMx1lM9j9lXSxktJjyk0v2lAo/F64a5930lgRRzTBWt7ZeSXbchaz8vykny2qf"
    "i6wiO/d2kJMvsANT/YzXCPHOPdn7p/5u94T3egk87rbyM3yntvItnmUI9ucpXHciubc2QO8Mxy7NhF49TIZQlzmJjzfOCi6GBV2J"
    "9/znP1ufutetJ012xNVXw9+ZipPVEt/6J6xVObW+4eytzl+uz8stYn1da/QbGc88d4RdfUXMf07EJzaJBHN9XiXBLvD5nGljOAcl"
    "27VyopqbaWzTjcyfOFcWYuVvE8NibYSlNz7zy2EZvpTvOQPF8YYa+8lQcZXvCui+jN5KwEdu4A6lmIn9AT7CztjDSZDYdsEwxCJH"
    "SW/I8Rf4tkpGsPtIJfuTDhOTq2JOnQx95lwkg2rajT7KQP0tWCaWJdgQnisjdXg4JTwEuqg3nnNS+L2+irWtxzfuKdbTV6575Xwm"
    "j+Lb92B1tIXM1i5i1bAaxDU/qWETHOowyli5iP7HRtbCsr3Siei6FvAhhojxLo3Fey3SNbTGdjiX70EW87FizeVByP7Bco1Y1igb"
    "D1PKc8J28LXpYqx7DRFvu0jU69pW1C9tiSYOWZuuY4ZhV+YBN0OfW6eKzQhcJzWU60Jm4AvYX/0WNGXco74du32aWGzn5VzkZ7C6"
    "3LmdhzMRrad4Cor1HTF+oBgtss3jtYngUeYEs2GcN3Du8gX0TeNYw0oyQ4zVDezOi7KGX8PuoTLWchboR9JbjEFiLT2OCNZtLafG"
    "jdGXOXEpycyMdbwVcvaG+fmGTtkaveQsaqm3mrfqXoikOwTjcY220ELPQSaayx+sflpW6BVEUhMNd49/2yBe6SdXBD/gW45D/Fyt"
    "/5IviVttLkGQwolPNPbKp1j9U1a93VSWzAw1w/HYz32oL4yzr4qTf4dDtr/GmbOpdy8hQi9lVjnlkQqlnCacIAqwI1c5RVm/RFwX"
    "ZYQYIeVsYfvu7bz3U4yTYycruxfQO2TcIsPkYmmJcyWyLBgoC8IncNUO7JKLepyxTW06guxv9foeTp5h0jfqrdJVDE/dA7HxncTf"
    "VrET13R3MevRefqV3Itrq+6iA8LV+qIcnlMg+8pceUsXhV8QzRASTxeyyu3i+3pGxEewqjiTP0fZj2MSdVFjTL5jI4uX+88hBXtL"
    "JZ+0mOfRzZrdzBPj/J2d6e8kvb9zVBM4hyS7ptaTi7OBvC11ZNcc0DjHOmTub2tfrFBnQwvvAEn+FSd+ATzA9/V0aJ2RsNVXwDJY"
    "9rcj3nEg/rYZz/Q9bGtLsSctIW7D2EUDTs6y/bxdkvAKRuGqB+j9iLl2lhF6lb4tj0IqP+MZS7EzoZLIpFpo1Hnsc7BTa7OVx+Fk"
    "GIa4HGerCLHrb/CDn4K2MQRsHXFDHcX6mOZDa5vsnC63w1I0hFMQbQ2VdtoZHsmNUsbadYKzxheRbck6t/pAxzrGXfMD7iAawyzY"
    "cmi5/xZjjBA71zPJBfEMGV+WUr89KFEfPfz32TcVzEPmee+6iHf9pThmY8t77dvIryayZf7bQjzhfI8NTLBK8yef+D3Yh9e5a/+G"
    "X/MlIu95+jh0WQGeeIz+Aju6O/akL342ZuD9gzuJXDhKjE37e7E+367YkY9hlQzRl3124UZmm5pxYqFp03PEkDdpj4L97z3Fbcxb"
    "gvS+DM/zQ1jW0fBRovqqdA0sl1RK7EUtrrIZnzaU4VXSHVctxplyPYmOe7vYx/bZ0QzZ8RS/6l16evAY1nyyPilDtB9O+Aq9D3df"
    "DC8jj/f6G5lmrDJiXmc1WQsWIPbfyB6bcs636gd9UNgEVjfmZ41cLPWe4SLuefu/0gLyktbpacFsfMNXnFtnvcsraHscr5n5LlM5"
    "N30W7rs7JPsx7NJSnS5vwoqdiqftAI/0aPJiJxDd3657w1ptxIpN0O2C5bjbep8PKlZXD5qohuK8VfYnZsxl2axjzvgJHZ/QUWKT"
    "IbvjDLaXhzm3YAFs7yU4V9NwP4fqO8FR8iNkZwEih8tkDPzgI/UmVsfLGjNlDtXSmnqritjoct/1Hecq9KdcG6ZoLvTUabjLM/Fn"
    "hDM3bLKH4v93ccZlcqv5ETU8g8t0iazndJAIK5Z2qopYJS1jdbOYUZirSG5uRAB2wl40l0wHQ8Kjdvqlzwhvb94xp1ezKeFC/TPd"
    "Cxr+6fAw+ZUWpIWE/4F4Dxs76Hfx0yYSKltlTis5iexPHchunFIieit1Br3teZCfCPP86qs9Ls41K2DIpFWNGZZaMoVoEx6X4XLG"
    "Sz17QuL0ZkuYi44SPTFFFtE2VdGfjxAvluTUiTMCeDDMFNle2DybCL2HHJmO+xwmzis3DV3Ia5VzKlCCtnYNOWcSnLZRQwvxEu56"
    "Hu80QRmq1kw29FwyScd9z1/oe7rTnkd4Hf0tJd9PEs/YQLbLz/VHMQb41thby0dOg144SrJb9KZe+d/7nbPrkG25GnyK4Hv9kqtb"
    "z8zlMlisApz27HftMmxzPANTKaXUeMXek+NoH3rCLwvVcV/FiNbbxEjY5vBsYKR3HvPtdcT12OQ0xySwG+4tQk6j48iBcKn8Al2z"
    "HjqgkNNpjQduB/Kgu6jnYnI0pBDlNDBunK+jJftpVJ60o2UHcdNdzCcvp2a2LoyI523LIL1Ok41Ez+widZx1MkqPlBvlQjHk1b/k"
    "BzzNMdI2WAwt/Bc09E+IC8dCCkZBV1bpi5C8cwOr6y+GfObDvrWVCnIGZjuNSWKFtu427u27jVPEhbWQqM/AKHtSQ5+l2VuifibM"
    "1r1YSn65DGvQ1vMQGzyq9gVfsY/D+1qNfXqf1fRb4WH3YGYoSjahlY0zebZDzKxkGt66J+RFY2/HEy7wvz1cUp5pxaL856Se0YXj"
    "M2/wWDdlpsbN1Q63YvlwXLb3eKbRAnqgEV/TtSdp7VG5CX5uHT95hGSfTGf/7NWIRNHGqqPjC7bpKTsxc+HutTc7+a2r4C5j7whK"
    "NY+IlCn0UQs861gJYp9QM1PFE547Mh/Xsty8oVEWwZq1pddlmLxslchq4hsNV1XPrqINtLW1sKbZ87DZT2MKlvYcZl5D+oMp4icq"
    "+FMNMbJuR5Yg8op6nkNnV/YR9chVy2KEfnUdijzG7Ky9YjWIEl6hAicwQv7djXxPPb2fJyXObpKDA2MnWIDTYhK8iJUhh3g/l958"
    "veejzWCrYoi6454rI/SWJtMReAPtSKa7Mt0oBRF8JtH4GZGUZiR/IXlTajQzhyDcKvvZxp851a15Ui1z/4yUsPM3Scsbpc9n15yC"
    "M3aS58MIG2U+ZAVhKE74RZy2WIGnHg/v32aEGMOj65vS/0A2uhzx6UQCZ65S3/g0FdoevlQ/6rEYpzVXed2WrfJt0Z/Nxy4gXsk+"
    "NxRyOk5qye7QVo7xcWZDo+eQZpdxO/lWLpd8HQLNVsDswibOUdtdVuE0LSTOxzJNw6Bf19DSlkPDV+lCcfknk8w8RjEZ/EMIv6uW"
    "9+lwWS6vVUtUWQmrPC0CN4tynjodtyULnZkGIfRYp3h2p0pajBpGiBYDV+oBwTqdxO6rGubO84jiMlky3y/ts7baqEdMbm8St4v1"
    "rCq76oljW13MuYoZmc90C5uludozrLvPpPxnstfEU7zPGLkvVvLau0iGjS4K363Ws/KbPJwoDudr99dC4r6utiW2tS7Xemb54vCu"
    "DP20kNqgELo5qTsyfgk9slDV4Y/O5Exv9+m6raTasvNfYicN01yGvbWO8UdlIaK76+U+uUK/13/DSveX7gF8o+BQfOccvUQ7+t6A"
    "crLg1Xq00CbqigjP8UpdK5kpQg2IP+tpr7Ppqvtgp+10FOPZz4R9PFIORKwyXNaFZwd3I578innWCYhlIvoJ9GFH6YdnfglRYyuZ"
    "BEldrePhQ0wM5ugXMijcx09VSustUuyZ7l2/TJzTmi/wvBO3EYkzkfW37Bo2+7rVcqpolTp896mynN9qsp9d9wZylJ81uzP+1oya"
    "Xjhj1XJqFxF96Oo2Ccpi2CQ3UPZXLJ+zNzRFV3zHNOKNajgXsYY+m5tVY3dVqr2gOY3tt4Gnphdka0+ibBzie7NHeIeQ5UpWp+p8"
    "32iCFjLu7Xet7+eyk3SVRNjDky0+/XtfsZ72njIcd3SHWFdfnOwqP8nav/l7TFKXE2FtE3AdNkWIdNysr8B6ncupMpuJDhsvx0ol"
    "s4ZhY+Yw9Fiz7fi796EL2wTz1djeTpanNBee1HztScxDrY8hWpLBwnyJ3pxoU9rom4T01szeHUkdlp3bsU5fE9fh6CrpK4imtDpo"
    "AXTH3pCATdDeH+OcNCcbzkac+MH6jb6L37cOrpJzoU9HwoeO6jOIrsqZoUiQKb+CUVw1LG81WQbfkbifplLD/G2C7LXlTSCi0kRy"
    "lfk6WL1n/83oz7T3wnbyOIGQZyaqH+Oa82ijYrBddfqUGCPGkx7dZytSz9mi6vvKVB/MeUvHyHWI6ieHneTusI0cj9UZKF3FepMM"
    "rV1DDWAogh8k45vGGy15JiN8mLhu0gp/hw08M2bjjsHeX4ZXHySDc4qRex7xfoeLxfQOcZZs7BEQInjcKa/R6dAlN0roWczjjCpT"
    "nC5Wzx73DtCPjpHmEPJkJ3iaTWsVay1z7pZTGWG40mYjNIA8TdId9Hd9GDv5rY4JO8tIymaSrI6K98U9z99z8if2ppI2116fRd/1"
    "FlkMK17RBPfMflJNPWkZoCNwB7NZI/hW1kHfvKHWi1qr/8JOLMDvcvVA2V2eE1ctasfT4Pa2rT9jX+KbWmAXL4V/vrtY7WE5ZPIH"
    "Gex9K1cvd/mWk8go5bgmF4kxdVdQtxsXpvmRNgngbLFuXeM0XhqMw27NxGev1wf8KXQTnbf2LBz7jfXhufPvvi/iuyqdRFp9I/Ds"
    "HadRz+Z7u2/sRWb/TsWrB0hI9KtdubnPY2b8SqutbCK6yOZPrdBftAuitQqdq/fCJlTSs0vxxBjadxXzIFYl7cBZc3vJWKzRJsR4"
    "Q3Dah8JSbY9vdTXHjpLydxL6OfSqmd+4HN1pHuVS5dkLQl/3tN9cxwgqpk1Nfu5Gy5Eid49lVKL04ip1W/IU3cV6iKzm/yJ+az1t"
    "L+DJLtXL8Lw1rBpEiA/YzE6JKHTS5b4qGLI2FHgOzmOlitiSOnJfGNtR68A8zQ2QaDtV/fDN1vs8RzvLU7IU3z4fqzeY6LwM1qeX"
    "xL1FCxnvfKCXq030TuI0tYe+uB6x0Lc6PGc3WQbPxHKEtgdrtVjm4CebdjcNn7xT3Cm5m+xK9cwHDdYJeMa50J0LcCcTZaiM0g7Y"
    "+eG6u/4rpwa7n9BBnpO6gdWx52UApHdbPIfs+Z3sn6liBfAJ8o2cIYY1m8N+5npY/8vlesSg5qeuw2puL9+pZWUPIEryI+hcw2gt"
    "8VmvFcQOWE/4ofIsVtnm2eyN/+dB66/TUbKFvUXZy++iHU64kE7Qv+2wcj31MB2dE2Kt0uEAebqJNajyFlA8B7zzzR+QqZxB7Xqv"
    "XDQRIf7N2KyyS6JhxRvo51R7PvFcfKKTPAo72YnxvWMzKNVzaInNZx2J9yyE7izG8xUh0piDV4+Q37SadTaz+OW0DLae9ukBUsH+"
    "lOMhg2lerZJY11w/A8vQh2lfGQwbc4pWg7mFHRl1RFJ+IiNkoo6C1rIeJ5uROR7P2BMS+C58UOu42oj/sr+Cb5UBYl1iP+opkMgv"
    "5C7I540ayq/6FazCVLWOtFKc7oVSqPdo92BgE/rg72VjzL7bG/QJrM61spFnvJWcJifI27BN5eSzi2E9okTU/ygHyUVieLx5Prqz"
    "zu42UswsfMj+81gTpyT7K3HOQzakcQ2rGSWIOw2RPpYT2lPEjxpuKMau7CrvmZjFyGFHZQWRFndyRnMJ5wHdKYvY/VPDWPFEsX6T"
    "XuygiMMTUe6gY0xuTl9io16r3WQCEQA2QzpXewc74clmNZnV/d/zymm9U8+jV9uKTCZrdI6UMK6bjUjwc9lBBulnkK3+8HNy9Rlo"
    "1n/jns4Rx+vr4gJDd3flFMTh8BivCz6GpBVgZQZCS34oO0GaK/TDxllNCWaaXF+r+dOT8a7L5AtoadPDp8oe8jTk8n2s85f6iJZJ"
    "a7Gc6mpEWZPJUj8RkpvhvqpjF7H7KUEeIpuE9LDksoZWyF2M0rYkG9Emdhf/lHTj3wrh4Y7HyS5QN5W1vYyDdWoJDfq03C6f6m3Q"
    "obX6qp4g92MXB2EtbxWbxVrr6/gpzVSQHYvXHHznGtZth3OqSI32hfa3dWpqhku2GUhpfRbvyqVl34A1zWPc/TnWM8pJfk6DPSNp"
    "Xw+ZhNPf1PfEaBGS3j/JxCfCnq5arL/ldFsG6/ltxTxTNZrhKq33M0guZRbK5pSat3KFTMFeTYRe3ElsvvYGeIl5rBOtxBluBb8q"
    "zqzFCeL4cjfT+02oWaUqHUqEbyVZel2m9JDGOmODz9I9IO/hfFkf1gvaQ/aX/eQAaINukudr5YeLm/5eBH3qItENvuIc+kmwNgHP"
    "TSOsZB0i6fOF9ZxP4HJ610nVVnML1fsGB0vKv1PJrNFG0j47bb5TlybxBzW+b/sKWNZy1rXM3to04hO9dW4J29yMFfQkV9ewuzHf"
    "Q/cWp7LHKckpVsM6cSb1ZthZW6cLxfG540wy5oviHKfhjVvvpLEgWC/aKr0LO3M3p8UthPxt0otkLm14F4n4PLvjX4xmOIdwB1at"
    "NoT/H6zBNOj+wWR8b9pPjAnpkTspdVFoMWQ+Qv/XmHT+IF9CKVk2N7IDeL4aE9nb0NRvSQ0Z+Qq5xjuw+pPJyR3svfJ8rrP6qOks"
    "jyOw9w9AfFpG7jvzRT/DKa9BNFnEGcyWRbROsBL5SO+D/siHBZkFDVZG+234FGP4fk7Kfcx3CaziEHxykxzKGu8InPDN0L07yL3w"
    "sE+UVh5T6hBzCUqucl58J3agV+A7yxBl2QncoOcGCejLAn5XAzWR00hx2A1bsQnMlVX6OV81nNtRit2o5QydBnZ01GNPXoW2K6aH"
    "8AT0YC29FMc8V0d9Vk35TWomQ54i2vE6ZrInM8boBAnNZX2oELIb0Y1Yz83EYLzQyCsTUp428Kq1PHNl9B3ysXIp+nZr8KStxNjT"
    "rpPp7Fc/G7rsZ+iiufRiIpSccp6ChL5Dvz4JT3ApIuI4I8WQ80mSiNOUO+3Y14p8ZcbWoJtkNPEWznaXfXfzF7O/Ynu4nnh0xILU"
    "AdCE5DeOQ2aj8NWKyfN8CmtpK6Se/sJgPPHFiGjLIKVWoz0cV+sjc5hPdyzACXVo0j4S4TOu5HTYGD2BBtqSFdgdm+62vzj8d9T3"
    "OBhHjmNpsemGX+PTnaUv7ugw7EZ/RHIBvschs5PM2lwuHbGeqxiH1WjC829bXJJSe2UFdZVlfnZtRB27+WBKhHMafuX55O++TO6A"
    "z27zgI2bcCTO9qX4toPI1rgW97gWtm0DZLObXAk9/Tq07kpdhrvJ00HMgH6P2PtE6K58vV82I9qcieuvhK4Yjt9NgtU/RI/N+UBP"
    "1+2C6xHPtNOr5CEihO8SmxUWo83dDEnL19+Z15+AuyuAHFmGv7nsGuyDdRmP+74F97AJeuJ3+HKllJ0qzzlTQLb9XH0clsLmvRTq"
    "cmYkP/JM4End0i9T7ftl8qkXpyOCGRUU6RXMPRdxJrL1fJr/9zju/kzf0ZrHa1QzsxrXF3WnoNDHQt/jU3NxHWNpza7JH9cRQRX3"
    "vR0s+Xw1dPPvsHZHY6/3l2lEKFsNt4h1mqXw35uKPur1Dk7WtTqIqykZG84KSMnz2L1rpAeevE7+LTZZs53M0N4yLjTekR3F9f2m"
    "KKf1OAEni5vw2ZmRvHosVYPnt7N+T2fD4pS6hLfj9fCmXoPV2Uxbkwt5y8MpX4KrTfMzQ+t9hspywX3xrdYJ95qcLOYdjbeZ1eSQ"
    "se7bwfqFfhs+qV8GrYOLcqaFH4T7wtIuNbQDZNnxRO0rKT9HwyHYhfo7jxMkx1E71vNuo8yquVfm/5dXpurt8ApfgA6aDe30C951"
    "QfCVniZR3OHV8K5byG1yHuzLFThfu8BL+FNtMmYtMyudcaYiRK8E8rE4Pj47TbvKM+I4OuLsBQlpe7JNB1A/VeR6yfhNKfiulg1d"
    "g294QP7yNeLj2NVUwMxido5p63ucIwVE59WQzbiS7NCOEbQD60w2szxN/yXNmXgp7o3ruA59nvQAcQjq/33GwSFYy3z9SK8Odpa+"
    "WLeB8r1UhMcGF7I/dwtXq/tnO3EMXLfBV56iP2A/Jss30HDt5Af4GX+I5fVclWR72TqDnrm3Zv/BRej+WaPHE9+QIGec+YgO+Rvx"
    "+ceQHlfLrWqxiW2qinwJ7+IFSuJOsgB29lpOeB8EfRn3fmLaz00+ATJqk0ZqdXqwIPyDPDuzYVttQvJanIEl0M37yAtSSetWT4te"
    "yCq+McrlBCP0YUjv/nI6dOcI7Pts+NsnyT6BTQ5wfDoLmMeMYYfXQx+fEJh3/Ai9TJuHG7IuGNeZkN1rWJOYYh0CYYl8i/st1kI5"
    "MTiyCQatep//KGcHdS27MGw972jEdoRb7UIrcR2bDcSmuVrzWXKIn13aoLfjFH4OS5zk5FHrB4yzE2woNG8N+6PLIPtmrwwR87QY"
    "Pn4jfS+T01PFKg6fSJS9hWWc2XmKLCWX9hPGegD9ZfXfYr8DrtPoGF+Xj3nUVowe295475PiOpkKGZlcDo24PeJGizTPl3mIzc+W"
    "WTpGh8EHqMDfvyTmbqr2CYbjjuZBL0/YCpPi6jwdvF5ymbI04lLb1Y5+LnIZY7uLofsET/UdnjuGK9l81WvkBjzrDjg1kzlTw/i5"
    "X4WsjUHs2Va2CzLVfFeXN15zt/b1PkvgdtnpxW6cNGr+72qsZxux/rVi+PKXI8633uPPrJ+I/l2znMWwWMaeOxg++blExd4G+z1U"
    "X5Xf9Ve9Gtb5T0Tiv+p0nJMvJE22SdMw84h0tbrMkU28kj1LsExHSZQdp5W++lPNumrdNuUcjEmmWN+DXHeDLv6OU7baw8+0CNTq"
    "Hruwr8C4zaxGNAen9LEmrpaE9g85bbCCiPUyX48/R7LHWdmvlp2FbxM1eURPkhJc50Ki0uaRnyH71Yb7nlWbQ5jwbJfrEAVF6MHW"
    "YCcqsKJ5kOwl3INqSGn2O9g23OD//kr2dcv+PNnv+l1qWEPr7SyZaDZX/yKDfwV9gsdYV8jVzFSZiPbRZ+GHXitvyY7wqG+Cfuyh"
    "H+hzQR/47M9BI0/l9eYixvgFWvIvnL9F8GkLZWf5TOvJCfQw1ncvSNWliKOayqBnu+umXvnf84nZ7yD7Wmd/ZS49N/NibhTLDI5T"
    "q01cKK9BJo/iWg6FjEZZD0+yn3K6uh54O3nmCZfgU3FEM5/qJF/h3k7c1FCLi9QjxIp9x7lyEls19HUlNaJFv79jD5pBL1yH1R+v"
    "q+RFGY/4sAt7THKh+Q0nY1nsVmQ5zIentUxf0S5qWVyz54vxFLMC89cHyS2ICN6Qfuy/Nh6hveVJ+ZpWpRX2zzh88xDLL9P9yF8a"
    "1d+0AGu6WN/zaE2nrXOlmPHVJdjvXM8I5jxlY2avp9ydIRu89g0b53+aBegCSbkIa3m1TMZdbyIHzDI8x2GSPTP3vq4IWwafIAp4"
    "MJwof0JCR0NSd5Obmsi/Zefb+FqK1HV1rWO34q3sDf2ZcXUlfI/mch92dynv4hEppX0tw6rEsPNWETN9vIDR62PwgsNGBKR6K3Sw"
    "OI++F3Z1bNgrvA2+Xi/5Er5qXs6l8EafgA/3OKznBN7BJk4cmx4cLXnkoLqemm8zo9VbOa9uIr+rDN+5VgcTT5+nXYKFkLR1+O2n"
    "GgS5nKpWA4toaN4f2dFYzOmp67knafq3Sc5OL4LFKmNfi6v4a2M/0NnMdbULVqvDPm0kA88qXLcEa7iyiXO63jO9WCev4RkLEJGU"
    "k+Ev4/2saPzJpq3ZWk3DVbtJOaXtBVnFTNXpiKW7S1NV0v9dH2S/azcdtCNrDFdiTSo5MSLKmlt32ZUV5xp2kJgkLKAWsapxtb4p"
    "UWKt3L+l9J6W6khERi/InjIEGvEaSNMaRFEfSIQoldDzc6UhfYuYz6yh32iM8Es57ekCWcB1jOpnspbZS/NgH8LdlvkcaL6fpFDl"
    "V7vBT8AxppS/8K55OPMH47uPaPaU9Jf3tTdk7H4dII/jTP5bD5buMlp7QDuaV30nNPtTuGonqaL357p+CzhJ0Tg0f4JWq6UHGCNn"
    "TAW9w86wnV8ikijUf0gnrO5anObl+iKe0Goqi6Dh9papiCcvld1kdfiL9oDXtFHvCm4Sq/b9AsmcDR8rrR+K1Qr2C66VKzmfwRgo"
    "rxLjjZkHvVCsr8PCTGUsZn0E3Tw+Tz3fvbKLNsbu9nLr3eKuWU1knizE/a+nrSzWp6SGEc6dPM0r/KyAakTNhle0boT7JU4epwhn"
    "NhYQfRSDr9maExsL9CbZFz8t1iHQoMYHebAcLnuJoRwvYT23ECtcr7fqv3EvG/Qr7as75CxAJOLy0RWwla7DxHjJ+kuNjzeVEX+d"
    "XibqWTs24J6Nq6SeO1qsv4rZoVLylu+iV+mxWOczmo80xj/9BM/cQ27A2pwAz9sylS1ZHRvMfo5S9gCmmE0IfY+g5TuNd/JHRmBJ"
    "7nWMqHbDxh7HfoMBugwS8Qzu4Rfo/O+0HazG9sHtuOMxPJ01RAbX6dGQNENqnIbflUAWY9ivvQRRACtAVnsaoi9DT/+MtR0P/b4S"
    "q3GljNM94J8NEouqlkKmz5PB0GU95CNEEAX6MXTjrfCmf9dJcqwY790QWxFIww3SCd+0id3/QxizF+lFYmjtF2QUorU/Odu0hLgr"
    "y3MaTvMLns1VeO41ZOReBZlVscnQd+lLiBPbivUYdBHTKW3YK5JQY/c8WrblFcUpmgzd43IWFcSzZOpflcQmJzlh6Rqp91NoqjVT"
    "ARDpKpleCMOgriOiNsI92ok5LjfNdxNW1GYGO+zqCUERznQv9ngeH67g76x/rpvnqkl7Tt24Hq4HMINS1Rw+B/y8iA6EtWijo/E9"
    "z+hLMhNSX8v++TJ9X/rDzhiv8Bzcb4S8h4ZTjfgzUd2IFruQr7knrOe5s+99TAx35PoEQlYIqsjSsRpXV+xuc6JfC7EvZfjUfU0g"
    "s9Os7FsOLumZSTb5vG/U42/2E8eTkuIEgZPZh+Y4S5U44PVE2CszhQ5prD4fF2/sNziWnIMuH1HPK2XmmB/cxCtxP78r5P9rsTIO"
    "T/AwO5xa4ykdojOHjIRH0s+z02ea3mbV3oS4s0AnwgYWIK63iTJRPmEbcUiPBKTbnvT/KvpoqlYdMmOc2Zdc5j0S0NIpX32N+d0w"
    "tokKcpfWwkOtoQS2FKXf0UCNZyyfldqOPSwOIVxAhkDjzMveCRCFBskngs608cnMi1TRx3CespuQWE+WJ5uRV6fnymFqM6TPgH+Y"
    "r+vCd2HxLoDvdV/Qm3ow9Hzgzu8xRMhmIsjrfa7CcaKaxBzIzpe4nyqfpn/g1qmBmvAYPdP4jvVinREM0l7BWtiYvWH3z5T7xTiR"
    "riN2yeq8v0GL36TGJJCPM5aH/1foT7CFG+BbNYcHvJ18TtmJUkLrOeXaWeQE+xF7w5ZeJtY9V6qToQOtzrdBj2JPT5TxYQSRSZyr"
    "miQ69XF5Sq5CtFGOdz0KzTkAp+A96N53YJ9fl0ekM+5oIXT8GHhKx8gAWLbTuOquEzCDIzrYd548gv/3haY7UyzT+jysdS/ojXly"
    "pt4ADf2Xvo6z/ak8oF0RB/2u/4Ju/438BfU6lVGB6+j8gLwv6W3Cu6R930UX3zvlZimEXsPWMTtusthHDhSHxh+HmGI3+G8r9S3E"
    "CMZs8yL8naWwf8dAq+7icbV23WOJKi/nvW2Lb5kPaZgM/8DszhSc7lXQnuUyhuyZrspU7SNthaVK05vKzteZfT5g9tX5NyOd1nja"
    "qyDN17OKXKzHBJHQsosNzPIlPOpX/Lxx49TagVXzA6SAd2DTJN6BlW4L73Uz/JISXaL98N8/jO1ARjIrFzbmMzM1sl349yL9Fd9k"
    "HLw3QfanICZsHxgT0lPUyl2kgh1qGZxmK356GOzVQi2Dps3HO6fBn16D+G+BzmcdzuY4Oh7aDyXh6ySmiy/CPeb6V14no5tF6YZV"
    "vEZSnB1rT5ivQi73DOrCsR1LIxbVrYPdYQl3YLrYTJlvdRR+cy+k5CXmm0O/f7X6T37qD6xGhLFBhMhHq2i9yHqBabRx+rlMg++z"
    "m3SAxolAFq+F13E/WVdj8FVC1iuLcYrXk39yJVbJ4RwKOX/5Yt9Hl+cZWlxWNsqcjfvb6azkZe+TeA13MQxX3xveWBfISF8ZB991"
    "pL6K891Pjw1sHmRP+OyzdDC8ppF4HpOcaurQFKx3ij5+mojDYjxHgt5hlXkPvnevAGt0JC282cZ2uIMTOYnN/j4aUm0zxupZ+6si"
    "820FeXQsojtBniLbXdtgBrzKRdrRJt+SlUXVTaCyPl2Tx4HU0SVkgsp2bzFOXa3VddR2SnTfIfKSVJHZw1bkEEl7fG4bIhqqmrCn"
    "r0LeTse67APJXwmd1VvnsrpwVmCsBkna5GvZueGwAYa73hZN4TigQj+bvYq5l2NhBU4nXkQ55XXfRnawzrzvIty31Xatw7kjdO0R"
    "rHVeyRVxuZQ1jV2VZ0kGgRPzvlkLyfSp2+/3kUwXSejx3l0950Otn35YT+ylWb0jxU273keO5/TQelqkWlbKjpFN1LcTOOfIZo8e"
    "gnsdBH//AkQB03mtBuJjrPa2mNXgx8T6OJY1of3TcrO+pk+oMTR9C33SIzgAn/kGduMA1uZ2FccXFee8AoelTnEVG/zEs7Rnu03g"
    "DC9hJWQZJGQP+QH30Abr3BxxzmXBWOinHvI1zt8qvSIogc64UN7S/jgZ25aD/N8/Yz7+GfADjOX4K3F6bQ69KaumFxBnUUuUoNmK"
    "sToV+nMObPhUxNZl9AhW6LKglNPpC7kOvzMSc+wFCU5Aj3jE8+GySTM8lKYltqe+OFKcLiom90aDfiP1rEoVUBMWe86iWiJnEog2"
    "V3HykNnxPMrcCWL8IEeK8QKcJ/PhPXwMf2mJPqn3IEoaCF3wnjyAE2VooG6sLCc9yjfwc4HK9SB2XprONuTuG+zTcNOYlxCBENIX"
    "maS7BCH7yVbCmnTC03SSD+AJjkQUN4aMHuMgWw6NehCn84WeU66Iz13l2ZqnQxudLxH2NXTBVXaTa7AX+ZBv68v5DDqgB/Z/e1mr"
    "b/v12l62cBEFPjbJYNwy/uND4mZWj9c38LlFnFT2o/4A7dtL2sth8O0MwfMddFURedPnYk2/FIuLimQjfcrHxPXNxX3MlGQVLdMJ"
    "Y9/fyXdDJGgNFiIe/h625SucueHwdtfBH+siLYNH8d6p8HnSjfPu7M7PEJeTzFYTn6sz8beV+N5HoDtzZJegtXyIk/YRnqMvXqtH"
    "nHu1zNCjdHCwGGs1CXvw99ZLNnH3qvRssblKT0K+SvRHnJx52/Q9uViZasRPG7DWsxE7DGR+sQSa6u+ty2xLPevvjc3+3u/ZlqsV"
    "bDWL625atw3MpyebYMLdlu/5v/rM/9X+bMu92XwjN5OggTl5x29ntYi/d3W25RU3q/xSTiMs1X6ygry7MWZgLFd+rTgm+udkKT1D"
    "q05ty/cIos8Eq2sBtJxlRqsQy1mutKVc4RnBQubZmhEDYPXK7GtgTFFJ3rnrbimiF2tsjv/flLdteSW7f7Atmu/vPSXrcWcV2Mmp"
    "ep9cAnvUVpbr9sFKPfFvtj/ZZbSp09hAq7rGx8D2TzcfV2ebYbktVib7k7YQyzZWMBo0ZKH6mHTN36z945xvU4040e4mn7yGcWbz"
    "/q9ktDVx4ZnqoeopPi+Y1v836/i/V/d+ri/KBH1Gh+qZ8hB8nPYyB5FXK3mUGiyhFtfHcEKKyd6Vjz17m3JtvcbjIRltWeuNk8t2"
    "PrutKjl10JjE8pirLWAXtfxHF6FbdetIF/kVd1DPaN405BDdIbDqylzEK6fJWM85Eue06u7EQ5hne7B8i+sOwt08jgiha/AwNPZ2"
    "0kf//TdHU9vymW/0T/aXW/T4GmL+U/HOfeVt+UZ30g8l0ux7LQ87yrCwQUfAA34gHAT/ODuH8QYdLc/JmPArvOtgHRLWSNvgFbx7"
    "PitEce0raV+pUFao7I4WIZJ1TP1J6pAZRIEsx51lv+sCMgbamdwpxxig2mNPluqMsIwIvxJGDX9R/xwljtG2hhz8RWq2cg0+10ve"
    "Yzd7g74sTxLxEPdTAh1rlWOMeloGyXjtA3kbixjjDW0tO0of6SC9NPtnLkG8VM7Y1WLGI4IV+Gk8JGUspHM4oqoyvPN2+YI42xI9"
    "QG9CnJiP2K0ZvikPf5spw+Clr8NpX63vNel1WmfEBsjeqdi3abjXk/C7WbhudjnoynrFSE7icpPPerD3KKYd06EMk+ZBb31FHtED"
    "5FKJhC/pRgkR6dyJJ1+idyHSnaF3BK/LNP0OUe4grHVffV8Ox4m0HosxeJpj5COcPTtJk3mW/iB7Ui27Pg4SNw1gLPkznmJX9BLy"
    "DUwTh1euI2ONQ5YeS+8lRazGe3p0MF8PhxR8qg/KDzJLX4N0fqAfBg7J0UZcN1GUHQqZCZGPiJtvbLZ8jO+rTTXZlfkBTmeGR1v9"
    "/y3PtZK8W1XMtcd8L/ulcobYnLE/9E1yjhs29HnEuTYPayTs3WHkwFDd0oPsusxsN3fRqXI7Yske2OVzpHPwpP5LO+BbhsgH8lAw"
    "UP8ho/RZYzdA7LdC30eE/LmeDknK19zwUZmoV+shwUPaD3t3AiTKJgwbCmsUcYHz6RdPp/2z6fSf693skRouDwcJnYj7nYnr1mpP"
    "TuGq18uDmBrCxfBNezECt8k265g3aRDrLq0mq0Sice6mYydL6nni5rqVMW/8Pus2tXxvHjM4VhsqDXtB950PyWktPSQ3eFuHQZYm"
    "6uUS8xO/pvlpg5U6nfu1Wt8izvEE6G2bfbN3YDNGS/VnzpD+mbjiJCuI/bH+F4np4e3JsWt4lW+If3f5g82cBHAl2cPjzCBUIxK2"
    "DEApMZtXy61iSKEy6OEx0De7BmVY8x/1OJyix/HtVjk4W16D1RuPtaqBPvmLmrKejJIR4p7SzLQNEONNGI7fGu7ZeIfH61mB3eMC"
    "7FGMXBmuHyHmGfDfkq89c4qbURVnjmk9s1zWyes80LSvh9o/u/mM/S3QHeWctWjn4x1WBIrYqzBTR+kb8r3eAV0zDhJ4i1wm38iV"
    "kMh8nLMNerKcySlsNr3xR/x0pfyug3URtI3hxNfp8diZbliZ9sGD2i3oBH+zkifXMRpdI8ZeZ9M2h+lLuoeeYdPOZZ/gRfkMnyvX"
    "T+Q2WQYLWIM9a4AWMuZgq8I9LFNwP1cHd0KH3i2n4nMt5UviR56Tq+UnnLgE88AuH+OilftY9S1nDc9NOh1BNIjlZcfgvffLjzpQ"
    "f5Zd9ULohg54ume1VRCVc4PsHQcJyuzZWLvXmG9axupFOWz3fKzJQrLsrIJ/YB2MxVjJuwObLJxhv6rXjO9lffWWpSxm9dZQMo/I"
    "XHZSGdvqlU18TwC9WURdsl6/gnS9JDad0nAlleShrGPGy3Aj49iV0IAzPZf6bQXrmtbNbRMkB2Dv8nz3b2Zqpcspmu9xuCzT0y3r"
    "hlVZrlP1AuzfkcGz+pR2CbbNF8umLa0q2p/Yh0xPytPi4oBt6ck3ZEaEPDGtJOW5jbfHs3SQbWEZ3ZZX0tz5rpL2TCYpzyF3IN5R"
    "yuxvlLuyCLqumtX6k+QHaKShwWs4PUOIrOkL/bUcP/ch0/AN8j1lZTa7J63TsZKz12LsRkzBytb4bzGm9lp2BKcZ/zwvUc8lu55I"
    "3QacvJvFTnE9q6C17EqIkMc/4VnXeonNKtmflQ1DOLcWYy1YxW7gl/Huc8V6JuYTWVHYWPnL8PeZvjlGnpILdLa8hffNlP3kEL0R"
    "Z3ySnoMzXqNHYr1Wieu578cJEPWc+JB9rm/2V4yX7Rw5jYzQDpGSR0uLEyCt4PmN1nNhpUbDR1um/TU/eAJnJ/vVMlOM9pMtU7Bd"
    "VXlxcJzcHqicF5SkD8D5eS35drB/s3tlQioCP8cQOaGfNRGyjmm7UojnHILTs79YPn4Uou1KnNL78cS/y0y/Q7VkYsrgPOs9z2+E"
    "13HohZ6MOxwjsfGOm7ZfyfmTcb63WicJPCbGdMaH8YHNO5EjoUGfwu4kyU13tNipN9/4VDK/xDwjn7MJyf9gZ52Fu4ngfO0O29na"
    "zyptgF9sfKmGAbzFI//n2Sw6aeAUTpuW6mrizjOJMw6Kk0HLOC7cxO0G4rljrIHUNhFjjMeJWgbprIalWQ//aAlPzU/aD/7aYp6e"
    "nSTlGbOs2tAHz7GKM23vIMqpQp+QXE7Fi5MFrpasT0lOJ9gAS1VDLvgl9OTnEy9j7CGFrPvE2U9ytFh/Tp1WEHNrCNAI6+eLcCpL"
    "4FlX6b1yLbNlm3Hln/DdhpucRTacco+Lsv37QYqIY91MZufR+P9PUk1kXgFs+/ImGNsWys/6NU7vdL0iqNK3NRcewOeI1P+F873C"
    "I8YckjbtT0GMdd795CbGKTXU4daHbXP1PpKljdOhIrQBaz3Gp2PzG/UXfRfr9wH88JvgSf6lD+sceQla6DD4fovJcW6Y9sNkNla7"
    "GPL3WGAzkNciTj0W6/wXJNzsywxoq4Ny+rNru06/QLw0FWfRuLVewaol4Nvb3G3D7S/CdebjXRPxlDYtYBZs4dHsFN9JCsm3PxNX"
    "sevuIfsG/5AbpSs8kPf0HWieM3RHuQbP8iBZj6P6T2JYraq9Hk9rmBVjhDFMXw+pJwNgPu7tAVzXmGhvDhzfgE2X3oBopI8aMvYc"
    "+VgelKNwB/bJj3CVU+BfWDdpGjZ5BrvKTF8sx3+mq9Nk031Yjww2q+sPNZRUDfG8ufREv8cTu8/sFoT0qEweXoIeaODqHyJVRKdH"
    "iVcu0+zMvoOhrachEjwI62c45iV4jnfxHLNwQmvYnx9lx26pfgJvP26crY2Tu1w8HcLPUHqDVnPeL6ikLFZzMtRMIoEr4bXgfHFG"
    "i+U6VqvN07Fennx9DFJuVmo473wjLE0Zz8B0WAK38pWUtJ7SQG0U9XO6slWkx2PHciE51WTTbQdZXo/r7SjPS2d5T9xEWZsjuhrP"
    "maZ3XANvdzi0wRlyljyKvRiqNZyt+rb01Rf1dlj7TpCFz/QkvLJLMBCa43HI5TzowQXwx8uh+zvIAEjYNOzYO/IQTpXNittAi7ej"
    "3BosYZWlirnuEo9XslU7jR37jpF2RzJ1J32d8miJ+olBlhs4CXKfkK/lRKz8ZrkFn1uszxPvnfbVf2X8uZ4sGkq+3R0hky9j1Zch"
    "fok0Oxy6cpzegLM2g9qxiNHiWGirGdRft8pzcil+MzD4Sg4PHwjmh8Px+V9hdSbLtZz5cBH2Yx7OZkp31/P0QnkaMVDnwGToG7y6"
    "Dmt4AOfGWWxp3u+7zPFbbn4qGeq3Z4bpOcR42XfOGBSWs29hDfyIWrLDrMAdbNY14dGQ50dkDTyq8yCnrWSkLpY9dBecwIPp8ySZ"
    "ua0nImu6TpDVlG2XwblR1vvZ2MYUsBmaYQKisWXk9sonO2MHeYCI9GehdfcNdsaq3CK3yAAyV/bWXnjGVfo0+yRbcLZbd6zDjsG+"
    "8Dc2EgVTFvwD+2R55E9w16P1BWiyZp7vuMZjN0q9R2BMeiv1Zj0w2Mj4101gb+CsllvFzbaPsPPyWt9PbXXRJPaxkywiXr4Y75tI"
    "hvNJuPv7cEp/gX3eEVpsKKzvTdIPKzAVu3+P7InfXhp8EZwFmRsFj+90rOcXwe14IpsydJIcyvxgD8YMbtJ0pf7GbhSHZKwkxtLi"
    "pNvFpmp/Ht4D+7AL4rDD5Aqs5b6w4PvLksD6P2aqeUCVem/wGJmgo1jlv/Bsz+tDeNpKaMMBWFvLbo6ArPXZiqvcuqa3cFg49NRe"
    "zEls9pOZkkTGn4Vr3oSn3YFTVgqhVW3u00LITLkOgj+/p6z3PJWbYCnr2fHT4HNHUX9K7FsM3W+sFoozvYkn4lL5SP4p5+M+WkHm"
    "X8BVazxyKc76qO2TzQE9W+4I7oKv+RS05EJISVdo41/De+XN4FHo0d2gL96D/rlR5+f8jjO4vbym6+U+vRv+0q3QNjtjvVbCz3kH"
    "u/CuBDmjdSQr3sVYqZ7NHob2uECM/aOzPB5WkPXA9PQSxCqFanr9Ody9cczsBxm+m3n+mbhHQ5wUk6N8lj4kNnvb/P1rEa0uMIwJ"
    "zsPbiLDGQYKtu6EEMjNVToUkjccKziBLfFw7Sq3vLUiRYdn5pq3kRD8Ry/mw1cQ4KC2KMV2XkPGjFLFDkr029djZPPha5dR2hiPL"
    "xzVbyMnYozf0shyFL/4NbOIreheu8ovGYXWXwS++T+rY6204oFLqzrug4dZo0JjProCFyeAACxp96Ij3rk/m+5ylNEznSPxp2aXz"
    "pBdOxDR4ONPhIW5LR7zNw6uC7Jsn/A27NEZyTk/k//GZ5syM5LBivi057+wzhxvY715GPHY94zmbhTSbHABL9P/5mZ7sJFgHS7RI"
    "18ka2h3zqYcRIVfYxB2Y738oPj0KfmMtmWxTRMauwfv38Jhyp82MTTcg6v0c5mNDdldl8DUpMpZYB5uhQTbiOidB1k6BxLaRi+R4"
    "uVy643meEMNZ/wl/oh/2+23Ymr7bNNUj6jN6FhGUwOdNsp8kzizdFZDPFuJQc+Vq80/LmVOto8WfJJY7rGU3Twk550pxQs+RArLL"
    "70/esirvd8X4qWrqoCoNmAs5iJr6NmKY2kvM74FV9tp5HvW4r69YX0Ax/YwUkT5xTtpY5GPDWmaNOjGDVgqb+gZi+OX6I1ZurAzU"
    "4zjT0Ljl/wn/4nU5F1pqJXb5D5zeBHZ5BmzlUux1c/lTr9PPYY8qcK6K5U65C96JQgOdJ3N1i/df72Oan3Dli2QdIpv95V/w3Fth"
    "rXaW78n41F0eY49oGSOVXYnufEO/o+dY4+POKj7b5eJ06xrcQR19lRjR9kn2QH/ME/K/n7nsu529r3qzmnZrS94sm7ViuIYV0D5W"
    "b31IanwGKs5dTLEz3zzSF3CVq2EXN7Kb72QxZEYu9ncZe4ES7KI4mZ0jNp+gkvnQdointsYjO9Ysd34cotY87ofkUz+D5RxxFmkK"
    "sZhWabsPV1zPDHYD0W5JZjWi7B+ytb2f/PWui62B2MAbZQfqeGNSy361KDXEUj8L+WbOzSj2858r8e5JeHqbWHepvMTPNOD05WGN"
    "Ql89MER6rZ+jkNYj8G17ypuwam/K+3IaVmAY/IQX5F74yHUaNuJR3fzRTCSQrTMoY+kbk57sm3FovO6+l+4ArOU077MZi/FBsAE2"
    "V/OfjKzOkS6QyiJEZZ/hnq/AzvUVw9Qswuc2EtVaBe02WV1HRpmPTq17TuQG1gqyTSSzKut87l2aGZIoYrn24thC5pANR2GPYjpC"
    "lzHbZ+i7u+AFWU9HH/hd3wWdYGEQJyJ2HM9TXe+5sbtKwldRLG55AufkEIkFiZw702eENwe909fn9A2+1Z/SUR9jP8RumIRnPi3x"
    "d2kdLasaY/cOkvRz80Ja5ieJwAvZW9NAfRZ6i+0qnUl20x9Fvs2DoFEWyNnBQrkBPtT18HZ/DPbTvfQ46rkIM3H1nDRpHZrW0zC6"
    "iXOanf/atMTTkLpJHg1qVa5TJU8dGvwK+Yar3J89713hs+XBT5yJPz+H/H0ICTXWz1PEJmzuxN6RODlNRvpeiATRzq4nxRhUhrF7"
    "zbylNvK6uJ7H7dg9Vst7aoPnycHVjmQeuAZ7PRM+cSCD5TU5SU+B7hgaHiILOSE1wh7WUnac7ihj5BM1vZgkS+qp0IvWUWocypWc"
    "gbA7tGvMV4Zdd9HLXP0/ZIF+JffLPHyvcW53kv76Kz43BjHYu3KxRBFvm+ceBAt0++Aa2MnN+mpY3ITmOx362Z2gQ5lRTVJvWHef"
    "zXYpxfqVqmWX9pY5WM+TcKV74bsZKvM6vK8z+36nq0VQCzg526rBh4mbOp9md2SSeb4EO8Yb9Ebata351rdFk1eFT+Z8q9HwOv0B"
    "nnYEq3po8Iz0hh17WIvkScTYeRoL/4Vz9KAODs7XDjnn0veoEcdCVcLZHTH2DhTgGdfqo2KZvZnskS9ktDJRLJbtTz/etNBnUug9"
    "IddzWYhnXk99XkjpmYVT+CQsX2qraQEh/agQO1xLDE8dmUus12gkPvcVp+UWY92aSQu5Hat6POSgBzTAJYhpJsMT/0C39L5tv9Xc"
    "qDRnOTpW8RJo0yhj0GLtzf6Jc+Us/Rnf+r60Dh6TK7EGP+jzWJPTebqTZLh9j0/jTtcvjfWL5vKf/JvGnZ7RsK0a50NmIqoG6rVA"
    "bCrns+QGamB+eiN7IqIawVMbf9Y8sszlQuss8lXlNOvBUV8Pjjd2tPz3V7pjZZ7XQfAin8Jp6isD5EW5R6/ilHabUWYR5jfkYnPf"
    "a7MVNjTmwF1sZtc/kH0/1snRhlJYudVdW39KknrEVZOObdSwSc5rjnmuiqPIEXWwZHqBssvoUwpNLufIr7D6Z8kgeHQv4+zdhKg/"
    "TYvbgU8c4/wCh/ZehjvtBD/MeOBawlbfCE23Ws1jnEWkVQM7bpM8S7dCOg8VQ1VOw9kfAl94CbzeZ6EZLJuwDtqgoZEFzGYObpmM"
    "5KQyzSlgoWa4y2r9TMnsiPYq9hM2sBfHPNAexKskydDVkxXokLJVCc3guHD/0CHwxXeVmTxvZdiVTZCCVrIaVm6J7zpLMMK26Np4"
    "tDeTlTv7vS3n9yV857H1mZ0E//RqzwdnyJYtk9Wq6f8ORLxqk23y8G0XyW/Qaou0TH6lV1TOPFcJkTGWk3hZesNns8xvNX0d0xV3"
    "cO6BaeXNRM3HeU97yPY8AUmP90s1WSHMcNdlzs7ulEPraivSV3Fil7B+Zbmzr7F6q3FeMj1qdY1ezm6+124Lo25ad2PFcF9xVf0o"
    "ImDr3Qtps52GfZeVlSTxiTdJvrqJ08rKStrXZdzVErCeMdZZ2jHednOR3GzhBnbQON7D0iYk/kDoiM1+QlstVm0uWSgKod82cfbq"
    "FLIBVMPvWghduU57yVeS9v7TfmT2VT+fyE7ihUEf+UQ+kxGwQgF2/eUwqVch4r8ktE5q6+N207PWsw7VToyZ4nkp5Uo6NvpK6oJa"
    "Sms97qbMzyir9jMN3iNbTgxyU0Pk1hpIwHJWw6KMULJbzVXMXp8H61cHf6QK8YPN51vFSCXtvfcEdyYzySSFp5+EZ34bcrQY+9xZ"
    "TB+uwlk4GLJU0zj7rtrznpk/c518h5NhezSH8/0ijBebc5bXrkEKp+Fw+An3wKJcAW+mldwJnfMR9tFNtKqjdNeyf/RCSZA9bZDH"
    "qKZpBw6SN8Tl1mOMbaM8BdeL1YrSZIa5lr3pZjlvJKvtUngVloNdB6+jjifEEE5DtCd+m88s+19Ym/+G93ddonXkrrT9OEvKcZ3l"
    "3K2uYizP3biD1lUU81VO03X7/c2vhI0z5zqL7dZOfnJMgiiF9tjDDC+5zalyPcUFOkrHsV7lOEyFfecWE10jA/Re2JoG7Qnr2iOY"
    "Aw1+enCKfgmfYB7n01j8eI30kFmQ+hi5fep8VKPe07SJfTbB8grOGNhE7HGCyDljg7fs1WtNzMuJ4EltXmeDDhebBzGc9bT9cNVx"
    "egE51asgYcvhu56CaMImLvfHNdoR9Rn62fRpPznWsBK9IaWPwNq2zHkLV86RW3Q/TQSjmC28h9WFWo/wT7Py80/OqFtM3pMF+iWz"
    "3mZ/hovLSl8rbmZVPfVRBXFwCchXlcf15OmPMk7GMlPyEt5xg4zGs65jrGJcpL2wB2eIk5o8XPkASPdSWGdj3ushQ/VdWqiU7wtN"
    "w9pYnNbJz3xQ/+dejeizjAYfDF/xKXldJ8Kztinir0qX4Eg9G1HQaaKNs4eSHjm3ibn2KZDuoTj1xTpVvtUnECM8Dtu2jOw/1Z5X"
    "pYhz9Y4W49afg9+2D2qIk62ln7FQDWuVzzOVne3csDGlkFxjyayn5YySW+olMZ7cX7iuU+Ed2jSpYvPAgs9x5ddxRh+G73usPImY"
    "9Uc82YeIgI0RZX+5HF7FRtjwCfqGniiT4B3m6ymBzceYI6eSwXsjVncqvqkFq74pzxpS42fZWIbpQnpEKR9R1m31Sjdx7LY58gpn"
    "xTts63xabauUWby2WF18UaY/i52cofj5cokSQfyM70qtoj+xlp9LsvJzsbgc/R2U1x/9zJCk55iIMYKu5CQYxweQnQt+I7XBOnzi"
    "EPgeXeUCrMt6/Rd+7iPu++poNWKeIzpOtrIKz2qSpifq7HGI6HYk5MRQYAfIg/odJP8zzYdnF9+mTOO2xD/b8kqOnOH7Coz7vxlZ"
    "xFLENP7//96yy0EUOmkxI/02zIhZHuUTnvH/q3u7XhzXu+PySTILXUHtl50lZFvYyv6AVignx+eowLjt34e0zkbseWgTuLQbybR/"
    "CnT6B/oOzvs7cjokuwaaLc4TmaI/8aC4zKrhk9283qjvkE553puk57IfodOlnjxQcXoc+0gN+TTsrDrek5353THOM9iZHCwb9D75"
    "Bva8Sh8gg1cF7mUd/esGTga9DOe9hdQTT7ERev4x2CbDc10mv0B39pZbeJYieH6Xa99Nyr1eXENdczlxi5X6O+dfOSb4w+EXpshW"
    "tUkPk1uDe+CXfAItvk4HhCtwX/fKNfI9n/FceoS3SYbNzJgZRnGmh0OstyJft02Ir2WeasvOtWncuZasvnwnx0MDPQ4t+QKs/Qv6"
    "sO4VxLRd0CuIer+2qxheyHKojjt+cxO5wavlA7lYRujHuhbfeBbiuRw9HydxqsyE/1XF6X0J8kTaDJ6bYe8i1sGK97XH+kyHrewu"
    "/eQl+Ul6Er/yAexzL+mvK2DZjDFhAbngu0t2X9kxLpWpm8tRyOymeTJ7Sbk6pInZmWt8FBljpdhFFVHmP01zXEpeFxcpnic3yElq"
    "/PwfyTh4rEsgDwvhtdRwbWPs4T6GElJHBHw/2K58WsUG8kpUcNbbD7BTTuZizPpHWCt5xOOAy2HLmskniJ1f15P1Kx0Yzpen5Y+g"
    "PVYl+7yCM/XW4KJgCe5rX/0C/vo/YbtPCIcjDqyFRM7G6VE+sfUk7Cwpomx7ymXwhdoHETKP9IFOPFW+QKxt2eVnYMMiPqqrYt0g"
    "Ret3sgzUYYg2c7GOs2AXarEGP8NLmM4+7e9lusdhKP27lpQty6HV6Q4+/1EFrVDje/UXWb6DdVs3pblan+JEpivl751AlCTKqq2/"
    "g0reQYO3eKa1WvuecfUcJPbnYn1Vf5LbWRUppN/wtTyMezSceXNYwh89jms5nmUOPNU1ugI/nUVMQJyys4l8NvaenrJSpukx4bPQ"
    "JfsHe8nEsKu8JvfLs7oGsnw0bPt4RE1WqXgXq3se7vMbKWUVyeYWHIpn7ytx4kptPlNUd2BPhWOkul8SZDSO4A4ijG/WIupJk607"
    "CY875REAG3EXM2DXj5ZF8N37BsXYq53x0z/E1edGkTlghZ98daiv4XeDH/A07u3znJNkPry1vaWj3gbNsJt0lRNZ6TKWkBg8tvXM"
    "L9Xh9L6jP+CZ28kgxONDIMfXQq5+1HtwJZtjbhP0/pR1uEvL7uVjnSfBu9yD9Yl6SK3FXYXQMvlY2XGQqWf86Uz7zhulLivHPc2G"
    "FimWW/UV6C1jiPkJvs7Z9Bc/QtR6gxie+nrpL59iB4shq6/T83FdGnGe6TQRul1Znyr2s00vwpUM350ibmE53oedw55Ydu8dTv+p"
    "ZI7+TvYYlei/OdMqF361ISKXMntQDU1/iBwPWTYuppOhB8s5WeyIJj7T4JGCtl+3iZv/vTdO90q1aWOXMjadjM9M1i5Y8c6ym1zJ"
    "KmwL2ZkIFMuhXyKWa82H/2t24Wo8V0fIjfk+Ufp7UeismM/epnzscJBfX6tqHcuJcnHOS7fJm+VYwWODX3UHPU0LZEp4mawJu+es"
    "Ds8JH5ddpU1QGjQQrReFBUszC2GY0mPI4z1Cb8G95AQzZIxF0nIn1mCgPgeNk71e/5P2wWpYtcPmlkyBTqqATnlFluI7RmNXxpPV"
    "Ke4nfHeVYfSZf5Fl8Par6fVNpW91A2vZ2VlgZ+P6bq55jJyD1zH+WYsVm6axcIZeCEXwCHZud8Q+k7RzcGxwkZ/EkvH8XZ0tR4wL"
    "eba+SS6su4LLEK1twF0u1w9lWCPOTsl15CxtIBlfLBeyVOIR9Y4NS4l0XgybZTPVMwzJIetL9Zz96yYW7e25P5Q4W8dbUsIZctdz"
    "1mcNkdtWiXiI8zQqEKeZvNlTdwksF1egDyKqvFGMi3eI3gJNeXGwRN7TMXol0ZTt8Q2L1HEYHOFRAJmdsoq1e+V42dI5uS1aOU6G"
    "6mugV9JEVdrZqyc7SvYOZesI+gfWziFp4nqOOBa9tI7VR+FlvRy0hN5+DzZ9DL75YPkSNrQC1qkWdx0nR2YD82YX42RVEP0QNnY7"
    "mf+7CDrEdud2Y6TD344J+uF+v9Eu0ESXwipei/s/QcJGRjY3o6eKfadp6OUcnzW1VwNJeAxdfzxJF6zYbz7zZeuxnB7GDDztC4YB"
    "EGPH2qy/Qke3l3x4KNP0dtxjIV6rYRVnJU7zt4wJ24oheLvAQrxMLXqVXCRHyM+IXiP0cGLQL/XMXSVpEWr9RCbVmGYmjJjd25+1"
    "OZv3dQwrC9WMOyupoYx/Kg2v7ElZ33hKE6wCuWh+Pfy1TbxOonEvXIVoLGL1W/AUxkPaBXI8khNgzFLM0Md93iHuNU4t/6vHuuTi"
    "lOX6GTqWr15CX74pnEM2qWqiogYtlfQsO0lmZ8w2H4p1tM64cuLk48Q1VhNpGyMPWx7xrjHmjy2fv5la7mN5X56Ht3IfdPPH0koq"
    "wg4yQTtgp3eWMngDs8latNZmNOFaS2AtpkKHR72OD4m3Cv1EP8M07gK7Z3PuDHNbjnsczXzOUpzRBDTCRP2Nmu4f7LKs9jnfGs42"
    "aKBXZwiZyyBh/4AvVso1Pp8RZNLnXkqpBW1OzVA8+R1EIVmsaTPs7qQHkH3dLAM2V48SQ0CZVz0QP/1Jluy3vVxlcjx2mj7izpwg"
    "ZtvXQ4N2xykcp7nELH8sv8LbK4L/9KlapbhzMFUHE9s8DFHClThhj8t4uUNrw5bQR9PD2fKcVbKCUlZdL0F035zYSjvz5sGv2KYO"
    "pMW4+yk8sQvhf90rH4vN9R2N37nT4XzBXcVN8Ah9DjPbK1HsUnNo8jX0Zmx3DsOu5OoY8iSWMzptztlkJZ7D603JZEZDb4uN+czN"
    "ro14H+ARegwZZIJl4lsRL7SbrNfMdEDzjW3tjWWpLfTFL7iT/WE7R0MGvtDWwSBGuTbxOE00Rp1+Qx67BjzB9Zw3ulbLmT+9R/6N"
    "n6fA97teesF32VXaiXWl1UCTPMHumfH6GWuWj/ppz9W+i7HSRenhl7C883EPjyCKO1CS2N8d4Ocmw06Ienro+4hcSsPD4QXfh0ju"
    "bTlEluP5ylg7STFz2l1sP2xa3R5yJHmqY+RhqIOE9uOsNOu0bxeMlVn6F36agrt7QeZB3/TF6Zqm5XIadnESOaVt2ks5O0yNRe5b"
    "eH7F8CkmQFr+KY/K2bKc9e/nJXsV4VH5JhwpX+MORG+GFT2n2Xj9MNwk90PjOuxaSGzsMI+KMFT+6TKbPaOO7dhl5q0O8iaslWHF"
    "SjxO6GHfCxbxvLeu83E/TpV0Fn8F7WI2/2BX2dVPT0jzu1qIY0ONk3W5hr6kfeoO2ugyr2nz2WekxOU8CcuYZFQch8fVE7v+F07D"
    "DKzUcUFeYJ75hdjDiz1TjOuJK9XFYsivT6CnDpUS9kRYvbAQz7ZQLILdxJ6V9cTCpDxn5DLe9Yuwy3WeIaGW+ME4M0wWKT0jc+VN"
    "4ivGQAN8iMhhAiQc+kIuZq/vOOJq0p6Tdrqs53k5XAdLV31AX9IboK33CaL6MKKzvjKbLLJpoi7SnOhdTmaABviKVZ65IE6kj7H3"
    "Jlk/29Rkr2IKJyu+1USfzIyqDTix61kdMI95OTypCLyrYxFTJcP7g0r9BNebo/P0HUjzer1PO4lNBlhNe+f4yZ9BjJuk7MSoYe39"
    "bmpirs/LPysr2AkRBDaFqJbo9Vz4DZO0nJX8Bl3CqOULdimaxW/BbsI8rOZGMiZV4HSfLIuknhz6DXpzUKxXwZefKX+osZN/r6fJ"
    "k9ApR0t2tmbjRa3Uexntmo1cy/Pq5qsW83fKSmOMeM6Un0daqW6OVoRZ7igl9z5i6Z6DhNzLfOg1YhFRZi6XcYKWQVYS3q+Kq5vp"
    "ull/1z2li6xiHa2WVb0EIoMUszcxP2XJMaTYn3t6bFzGY1Ve3d5znNQ2supmuiFD/5ktVuy/zV6z72iBPUj42rSbOF7O792TlkB8"
    "ZTfULZ2WTsPv2VgfjPhv3omYShcvNfB8GT/Cm8QXTKdsusnHb4nLbia5k69jtTfx55heHIS8t1XsLjgHfmrnoJa6ciz2Y66eKW/R"
    "z8kWZx1Pb8lVOtT7CNuTafU6+Yl4zpAWNwKLXY31+B7XNDacudh9N2H9fVY6AvYf1ul7YvXDNJHtN+O8rOX8gvIm2Bg3wGu1nIRj"
    "L9/MJzZLeo1knx4vjfPFtrBmt+QOrsVz7c+ZktarsoLRrunO36DrS6Gx25It/yzGE7XwjOpoE3fCKqyk15+J605m3Lwjfv8Z84Sb"
    "uL7WHboeMd7HQXYO41uk1vd7Rsis4DSz9Sudj+vsjKhvF1mC87YQNvhAfP9iWYir/syJI2nomI3UVha93ye3eHnZgScoR5KNa2cr"
    "PI41aIvb3QkwHfIMZGcjv7lYm+FTncSQ16fIqXxSl48zP9HmHLif5uP/DrFSqbPInGBzimf5ulB9I37G1mP//6jxJ7hnIZ/WJsjU"
    "UY5itN2VWKfpkMIqvSoopGdhiLh5vM75sg954YuIfHLzvyub4INUj1dMEdudJhI8yY7nwrBYLteN8LTP0Pf1Wt0UnI9n+E32I7pt"
    "BzzzeeyNboB/XEldZZ5FOliCFWlOJoif9RX8uQD2o5D6oFKHModczig6SV4Th3s+RaLehjo2DPVMENmQI65DuwifC702iHO9hBJo"
    "3tZrkKcbsV+Gof8D562AMpaPqO9T3NN12Lm5YtN4zhKLPDbz3354/UlI0xB87g0dCz/LZHZfsotvPW8vw6G5Gt5Iyk/vzVgu90qD"
    "9mS/QYOf3hKjB6uc/XwouUtriSpOws9YpaXMUn8I2zWXzCHlfMaljKBTWHPDS+d5X2gju2hMhywl7/3LuP9hMgWStpYTcSzva3lv"
    "y1VYbnwkc9HW1VYMX+xa7Mur2Lud8fwnseNkIPbkcVkMLTcP1x2B2G0R5PM4GUWG8KHyE9d8Ia5krELzaXPuwC4+Ir+rTSKqYZ0p"
    "Dju/jnMvzXtZqWch3pgMX/YyaQGJvFgGSxE8wqNkdXgg7XyMutsyKqfTmq2jR16prvcz9NZte9hGbbIG5jJuUR8ZmyzsS5uyl5wc"
    "bIcneY9TUc9CjL8yNGz4GtmRHNdJvRjWeRmiqJXQQ+Pge46HD7kxfCk4S1bLWHhJHeQxba8v4pnu0XeC16CZC4g8egNP94z8Dq9p"
    "IdZnpWTvXXaITUWMluZ+78GOVFcdbiWmtX/He54jkjLCOZ0JIj8tR3CvXIj4rU7vgIzvGkzHWib4ubRnfA+Jmn+IVeV28hd84iTu"
    "ZzY8zNu0CL67IVi3x2p9Bo+nDDJfgqdbBxtxkIzAPo3x2bLQ55S0sc9NG+fgRGEVyvm3drSP+U1Mj9fGCaYJP8O0nbisSIbPfafG"
    "foRMDcgwGavpPa2n3JTpa7RJF0Iy7+E7rVpg+uUCSqDx7KR8/66hSR9lBSBNr6MA8UI7aYYz/hiioBbQN5NZvTw7+FUHINYdpo/D"
    "524jteErkNxesNs3BodCC6wg60I1Ow6iRE2X6P7BSl+xJHsC/b+FrEF+IYa5/dHPTrpB9pM+UkMGm0rYTtN3r9BDz4EGLCeidCHO"
    "0yScqC3PvqXuMRZ/u0+/xuc+1SFYyUPkFXkCUnBScCPirf0l1cjUGzKPkdCj2YuxQp8JpumRMhHn9Ud6ITX4nrtkuH4rlyIqvAu+"
    "3mnwPGbpsXo2rOHdwfveR3JYsmMaZbWBfb7uX5PTCmLG7pR6IolCrFI9ZNbVc+u5+yHjQ0PhnR0YsnEJpNX8xjugcay2bpZpEyur"
    "5exuWMiVLGE+K647MreinKehXFlbh/lyDM7fBH0Mvrwxv3yGZ5uqJwXP6Q7Yc5unZv7oc8EILZVC6K7zxVZuN9ay0kTfpqkl96Sd"
    "vi9cl84Plgcf5tyl48KJ0BKd5WY5W2dTB+4JTZTkXsbYExInNtNOzlrdLI5Vq5bStYqz3A3DNgN++Wg13KzV1m6Az34Hrd3/j7fv"
    "AJOqWrqtMxgxoRgBMWcUFBUxB8xZMQfELIo5Yk6YUVEEMSIKiEQTknPOQ44zwOScO0z3qbdq7d0D97+3572f734PP5lherrPOXvX"
    "rrhqlfPsrpUCyqSbzJOvx0sBZ9NEtEwqmZdYyJpQO5nL7KJlORfSWsSJN6lQF9l+Az3QknOc78TuGGpupc7EOcjWVjoeXmCZWv/y"
    "bbIQsV6uvI+YOf38uZmQLZua8BbWdYz2DqLwT2+SoYhIxmgnfTqIIXr6XfsgQu7DHu18vQHS2kaWQgIPxWsDsAfL9Xxcb62MZidd"
    "SK0V0mbHWC+rgHQ4u2dMcTHmQ8/xOc9NngutgJIV8z5ON6zHWminD/DpmfpSUKu9mct5SvYKerBG5SrGOzH+LWB17Ft4nAV+vkWG"
    "7zq2WQVuzor5i2/Qwob6p1T6HLN1YTq+70pW5toQI1DAHrwZMo9eQi1ZZCOsL10kHZmf3Uw02sGyzmvA05hRL/f5w1p9jDo9ri6m"
    "2Oj7OywOnKE9OI9jNT3GU6WaenK2mp98FlbnJDlRJmsWtNtCaLyVeG7LNRqf1nFiCLdX8HuWc+nX6Lycq3yfsDLqNwtWQ5meCpmr"
    "YsXlV1bUFuEOr8Uzz9CLdYx0CTP1ZkjfG4jkBskN8oA8LBZTjIXt/0tC77uEPBExTVW99/bWoV6T20wafo410a0zOuqpw+zVl8Us"
    "+L+/Mg9PtwfscA5irDm4w/FYd5tvPxt7/Sn8h09wom1GYztovKMQha/1uRP3x000aOGjxHqc/2nGTygPQtJnIg76Fp94GKxFE7mA"
    "WsBVmgwNbl5ONb3iPWDxrHI2A3eQhT2+W0yD7Sh9IRP99Sf5TQdKHvsnl+Hq17PSlwWvZz5XI0bUWpT60XzRveQf3O+HeP+bsgPi"
    "tD3gK4zSFsEgSMAM+Bk2gaqC69kGn1rWwMuYmjXpLO4hxMGb7Exg3B1SS9YiUttDDO9hfUTNJTXZeA9vOYx9zj5lqfeb1UcOHzMG"
    "qfc9ZTH4P+U+12l8+FfIItiG4/D8K8VyFaNwXp+BxzkG8U82o8Y4ER2ZPN125yvpzW0P+uwP7HoeNdDzQT5OwxD8PxgSP1L6w7vK"
    "Y1Y8ZE5wGH46BTpm56COMyaMuWYSVzukBm7P7PGPHiU4Xe/jpNN6vGMZd2Q8q2epSTEiH+IuCmlTThIXJcVYqb1drJZSyQ79iDYP"
    "Ejwdm6gBasn58U0jHWLpX0nf4/nf/bTteSX9dUwmrL+hgJKdqiXUMw+W1DfF9ZPW+qnWJpV//JfXwP6cIps0hR4s8dnVHFrieuIw"
    "zNdxGtneeX0j9eBanINmtMWbYaNNVpZBQu7DKbLZufXE1G2Gta6il2AVprU4B53kWaK1XeZ0EK9zIjzdPE4xmA3LextO6I5yAvzk"
    "9jgzU/WDYAYkpYqfUAANNYU6Px+/+Td0byZ0976wk6Z9l+NTRsGi3C7p59O2DFqLzXOybPXuOJ2toSmWQVPO88gLkcMkbOj7cpMt"
    "0s+WzGWfXxHuydAMecz4DpYiTl+thy+trITU+CpqSK6M06EjTg/qZU9ZKQPhSZ2L07kX7PKV/j5dx8FxkmyYkmsTWE6Tcs5Hs/nw"
    "ebS9VstrLi3g/30Or/NSxESjdCBWcCg83tbB7oFZ8SpOEL1FrMd+jdqskQvkXrHKsuUwcuD3FtCXekLWwr/vgH39G5HXTbCih8sf"
    "0FKZsJnD9GeJywjtRVTGFljLZfB6B7Kz/OCgd7CCVcSbOMV+to4jCseii6nSBvp0B3meWduN+ousIAouW/+ANjtCrGYRJ1LNJkpF"
    "iZicAvm0+SM9pKdOxNWGY/+X4y4K5TvpBr1ZxXinjB7PnuKysDZnb5GfI3WW3Cdt5R8+01fQsWXw3ZrLT9DpNtne2LQW4KltWodx"
    "HlhuPxv3ZP290+RSrLDx2V0V/KP7caa25Z+XEhFo/fM5sDsHBx2xp4/jPk8PWoTmI74nfyDmUc6xS/5bP7PAsp4pjm2vVD+Cd3MS"
    "84HriWNKx64Sw/PYJMsq6oJJzEGWUDqsurgR39u+leEeB2IXB+MJ7mwkDk7/Sgp7YdH/69gTY9PNxSfOZ2YvRnmtZY9hMXkzzSLd"
    "h3X4Tq/QvYN2cqC8CBuUIVdJJ8QtZ3h74Bj/FLpByQVS4X24XRtqQ0qsl+OPrdNBkmBuuJzcVYZrdVnQSt3HY8btvg/zs1IqiC5a"
    "xxg4F/58MeuRHbGyDvlZC+1k025c31KCViwGn/cORGT7ySD9VY3l4jV4hB8gsn/Cs8r86x/X6ZWqKSf86e3quxmn4o6eEOuRKGYu"
    "NUbkY5Gf+Z3va6FRYnRLmDmNaS8xzOhm7Y5IICRaJ5s5pmLGHv/gXE4mD9fe8GEOgeabIUtwdr6DXd3MLgPjyzcujDXYqyPEZmu5"
    "qoHrL4nzam96xq1qn02fpcbbbFwxJ0Kyn5TvZbPvO7KKVwW8A+N0sbz8V3hlEOR3Op7pPeiSq8WQgK9oUdAfkrULInvL4e4LXdsP"
    "52EWTvJv0gceg2UeV+CuFkInHABpHC2TsMqF9KbMF29PnE4mI7Aq7QfvN+EnWl1LFtlp9O5sDuks/H8w1mgpotBFOKNzOAdxB5kS"
    "OBSQizbPYvSYZF9MDPfbga9ZbDMCetwyolXhe4jjTiNWxvXOWeR0DFHHlu26C96MxerzcaXXEenOysjGc3TX3/TAYAFrcKbBy6gd"
    "4+zuWK3PaG9E+yPgz/0G6RmuvYKJsC7j4NttxP92bx2IM72OvaVj2MswFruRC/mNEcO3Buu+iaxXz0K/zqecV8O6b8IVTEdVwC/u"
    "JTGNet7T1KQfl9U8kfN/q3wPRq2Pex7i79unbSbnbwfpAV1jlcnhukIj8qqs9p0fVol4lB3qz7A3fTw93OQ2+VJlVjyupwaX4Ulb"
    "yQRI2ULpghUWuUs2h983UjsM/QzNhI8Z7M9R/Hk159tZ3jvCSfaO6cqip81EHxX43IfTAseL5Yd/lBqfg08wBx4l/nkRUUbmMT7r"
    "cS9RInUjzEmd8z9Or9O/sxudjrTnv/2+IRPt7/Sflv6VKBGwMWihCLHjpk9PY31oR9k69zbhZzftydxS3GvCpI/Pk2R4sVV8VFbS"
    "mtknFkHfG8Pqm7KF0vknTsvPsF+fM5a7JCMPe/079mS9/u0ng+3MLI/VGO+WT+ADbd9EmP/mHPbte0+6V5TVFNXzobmdhUr4Kk2M"
    "fkcJ6xYL8N6fyIFbx4z+aLyW71FIpzJeLvPTESbKSTIvrCGS/Szounm6GXpoCj7tO3y16u6+cnXQlBn9YdB1c1hNai61RG7YbKsu"
    "Uss+6lXwJ4soY1H29PdhzXedumnG6ntRRTr5GL2Mr3wMjycKLVPDOdfnko9hMc7HS9DJVqU+iJJp3N2nywox/riZjWS/wm2qs07y"
    "mnkWmjj5GVPIuHz+7Bo/BXYF18K9UkqdcIOfrvm/7305lt2CSvSSy7a6qT2G+DxJ4h57XMH5gwmu1WquQ4yoOdfNWwHrY5ruUGmp"
    "s4JekiXv68GG3Wfu6Wc5WCaGUaxDGT2NKLGwoWem/VqcTtmF17as2RWed3JVI95GwqNPzMdq45GWzvNIr5U3i3HHvS6X6A2w16tl"
    "QnihvKxfWI8CZKKQnHBZZLc6K4gQ9ZiNqx5C9vFlkkdv3qz4FHqvpdDQw6GhrUq5nBZoA17J0TKPtXEVUPN4b6EusUqWw8fW+u5M"
    "t+eb2d0xj/6IPfWltH0lzOI+LC7TnstsXMzXdHuJZVeaSyXxgevh6UbpR8HrJL9iObyd22Bjb1Rj9JsaDEmuTH6VMQ1x1jxo613k"
    "aU6mMAn7hHjkh4g4mU1WhipavYGykbwiVl9ei1P0kXwtP4gxKLZH1HQZnv1sKQznSorHz3ymmygN+0EOJ9PuLfe9oEl6zXF2ANfR"
    "A5uDmMMwrr+qIaN2hU4cibXLwvldRrSFY3d4CHeUZFV2JNGEceY96hgDVHNXi/+NsW1biV+D++4s07BXBbDu32O12oj5By/wlNfp"
    "3azvDoZ3bj7zfTgF39BfjumDvINh1M9xzkoe4zlT8/QSVpnKoc0cMusI+BD9OaHzd6zjSHJwPgXt3h1rd1fGmdId11wRjpbnw+yk"
    "xQqHS27wkLYOyry/HmEW6m/qvd+gBdNrij1kCGNgi4Rnwa7MhYS+EIzVV6ABHbtxXLeyG7cju/GH1Ks1zKTX04Itgyd/r7wrA2UW"
    "kTlxdsjm6jlkyuwu3fVKSTTkMFP8CRZPqS4KnoencAfs2WRE7Yfr/dCmw4IsRLjp77qZhNvwqLh8525Szpz4Jvqc9XoVmcSzfGXU"
    "WDAjzFolvJ4xL6WLnILdOhPx9xbsU4L4q1chMcYhswif8ID0Y664Cp7CIkjOCdiDM6RNcBNO3xJ6fefI84jdbsI1pupn8D9fxNWn"
    "yxp69VHOz92IO2oGOVgPSVmixj9mszmNYygTK7Ua/vAEbYHI9wfE0ZX6PK47C/8P1G5BSx0lz2FFK/V2MosZ3mU+1vMn+ZNaZA61"
    "a4wcg88R17uPDNOnJZO95jYtuQLnZS2eLM5zXsQ4zK1bgui0C31WN9Zop+1SYoJdT2SUlRqbxvshdFs7cX2HEWasKjilppY837nQ"
    "WpXaKoj7Lu4t8OjryVuWbGB+riNq7TZxk17T66oSPL8hyGvhw1Zob1YKB8Di7kSM0XOymdjyIt/FGKHm2AP+VUi2ot2hYTYjoorT"
    "Iz5F0r9STy8h4X0u60S0u7wT0hZjn34tWfzuFDez/Q5c/TKsr83seQgaoZoI0vFaKLfAA/+drGulkOkYUW32RMWSxxgxbOjwSdlo"
    "16VT+z9qkw5vVeNzbq5qFyfbTZw1LIvSC8neUuBx0g4B34fzXZO+67pC8311IaFfkj1u9jZ8qqkztJP/ieuBjXGn3NSTnmS0NCtV"
    "wHirhFrTdm8otFalzwuGDZYxZHd+nee+qCFfQZavA1TpSshpLfsfaqnf6/k8huG3mSwLsNPuE1oxis3zrEsn0JtI7w1ep5/g1D6h"
    "AyANA+QYRMZ9cfZ+1M/JT7ZVSxzQ8NTWl3p2UMD8gfGl9sbZKSVPzCLoq5OCfL5iuaGK8AW+UqLfYeWWe4zxBYFxkS3Fk/yFk3ir"
    "tJfQYw0cW775N0vhpxTrUaxE2Z/uzFS5najVr+H5rEC0uxSS212WwzJ9LGthveapYXuugpTautwjtr/teV6fl0nQIWYHLiW2qIy1"
    "cmN9X6KV23DSbN1Rt7vWC7OJTBRXIyb+TcqJ9FoArZ/UG8m7H2E9OUoJitD36k0LVSS9oOV64uurepF+pdn4frLuBzm4Kzg6eADv"
    "aA1ZayZbwjnQoafAo76X0e86SP58xI32aVb3ijJv+yGnRVdAv9l8qhOIwzpPr9AXEVP9psOD6/Qx3SXYXb7Aqf9RjW9wb/aq7cMu"
    "ySuI08xCDGS50R08xs6e91BiN4yLZDX2v8J3Cia8tnG10lV6m1Y0OVTN2r2mE+BvD8cdrNXpOpFRuDHBXw6bVwYtXIJV2QhvZY5+"
    "K1lY3Qr9Ee9ajdersDu9tV7mM4tlkdhv+O2x2K06Too6PGgp8TBD82CfZyIy+ZscXs0yztZntqsmccZ/fKWc0+UtFoj5vt0SeMNm"
    "IUqYbUn3aUO0L372pnbFU/0JvbsaeqqtDtL7YWPKWKGx+Mmi7YfFsJGlZOQtJddOQveSXTi5sFJdN1QWVuQaWax3SQ69nZdYHS9n"
    "zi3mmQzfk1zaGVdfWADLPVFulNXwzCx3bZMKlurb+KxXxTr+KnDCnsYuZpOv7TL5A171KMQgs/De7rDU5b6eVMIK5Xx4Cu/i/W1k"
    "x+Bv3RB+o5naU/tm9IY2jsMrFUk0TNQwOclnTBjxdexKZiQdYqyTuAreOs9GUcGOrBnEq1fiXtrL49DnExEXxvVZnPfnIT9TmpwH"
    "/36hsdJpFZGpN8FG2RzvQ7GqE3WoZpDraxbudy5W52+cwl/0F2knfeQaOTeYEBRid3+X/PBIRjRDw4sbui7sbB/uT2/c406q/Pzz"
    "KDypzdASVTbNhxXETDWcWS68mBmwYp/pq/B37wmG0c4mvbbpzJq00lLXNPpKgvjF7kQfCrEFG6m7luEE3AudYlX8zmK5vh2CmXii"
    "hd6WbRtt7u1jza9lOuRsOZnF3oKs2MzM1xDd9MKeHQLfqpBntJIdHfYJht1ZiHWvJpuacQ3YTHfDlg2QKyB7kzj5MAcRsFVUPxeb"
    "EGVexlrPBu0i5EJ9mTnbIvzePkExcZ+V9Cem4Tc364GsejjOy4i3wfXsDwrIePWBbGJtYB3ZaTbCou8KWc+Fbkg/vWqIBHIBzkET"
    "eHit8fl7EeE6B3c8QkfIFv2IqN4+OiQYoy1hy1bB020pf7FrI8KZZncHq/AUk7Bai6iXU5NgtKFb72yJbleHmPVXGXKljgjfTZD2"
    "GKeJ5NHb+YqnKkFO3iLi250FyPI4tyi9CIeiTcBfhn8fvC374yen6TEyWPeXjxE5vktWlSijZrt+mboZkTsQLXJzcFHQV2/n3Pf5"
    "iEqy2R28Buc/fU3iY+mM6NB2rJqzTgZj56w7MJ/54gpZzjpPzHd+2tcs6uOv2DleT09oI6M681Xehh7aVZYwD+D64FK8MDuzylbG"
    "c7cPOwoPYL5oD0lZQ9VPac/f4m5U4AlbQ7Ob75tgj90i+mAb8VwXycNS2VDRDYkGCWmDNml6LHUFLFrI0+d4wLIpXVG8ZxrnzHxL"
    "VuclOlO/Djbg7t6Eb/MMtPZcRMXd5Pxgln4qX6vNR+tMvuFa2oRUVHQEo2mT0Ry1njvj4Z6P79cS7WpMRuvkjeBLORt2vYOMl+uw"
    "Tj/rrVjr5/B9+mmQER0Ne7iFP1/vsy/dqS/egsQ5Ngqbdedwa6vImlsJbZ2loyXBqXNxViha0lOsos1w3V9R2IM65usTRCC4WmhI"
    "n9zlqpLE5lbjM8o5U8am4ibpD03jJIDKhh3oSo+xyOOFSuFPVBHRX+vn+NleTIGVryWWrQek201QKaSdKWVdrC2nbbgKUI2fU9Oa"
    "nYEr9G6JEi8dZZbjJ7Iox6DfanACeoYb5Gl9Rm7GJ7QPv5G7ESsW4pQ/RD9wHbymSZCdK+DtLGBNQyEj7tRXs8phZ2IpZCKpp8pr"
    "WNN84iJjXKtiVhdKyNR5nKzZ5tTXcc5exjZzXhPs4Evh2UOeiqRu9tNOlzDPU45PrNKntDnu+MAgG/auGrHwKZoPP/smzhIYjbW4"
    "yWNTSyhPLX0ninU2n+5PcYG6mQnuyunfk1A3Ydl+e/+GWU9KmahtQHFXUDuf7fFRJ8lFkuoZq2Ftq4Q5u/X6DazgVboE+neJvo5n"
    "WR0YcnNRI4goZ0td/PESVyeLMU8eOTsNC5vi71LtIYUegSW+XpJCoO/uv6avipj+3ERMgDZEBxsoS3s01GUcm2OCMx2jnA63jHFT"
    "jHUN64Awmz9Hl/1LzSGV191doiqNvmJ/L+Sax+Gr2TPsQk6vhJd1Je5MyTIbU8f6mcmIT73GMj1uiD2rTeUwKiyk11NN9n7j1bVe"
    "zy8Ms8UadZUeiWdfoC9ID0Z/rn/KRftx1jeukfx/icv+3+9663uSPlttnSPJf6m2b31lb0k0+kq9no77H+GtgtWcZiGuG8F46Dur"
    "s4izgPns4Xhe+tGCpOszikEPVRC5VsfMrSHgiuGPFWor+D25WCHDUQ7WHxDz2bzJdhnXwg+4QfeGZhgt/8AWdYLuOFhq5NpgL9jY"
    "TPkV9qVnxnPwOS+WD/Ug7IPViMuh/RfC1ygn7/eYIBefOw5yNqsR3v0IPjlPp9F+VrDjvX0wSB/AmbFpPgOhy34JPpWJNkvAcNB6"
    "qB4U9NcjIQll4a1aJYcHLaBUfoJ9fZQxunvy3bbJI7i8XlNp66uxz7Mau7shQsOecqCkz/yoZysMoctiPpPgkDpjYJN+lXFk2VsA"
    "X/I77Q9tOF67BPV4/mJfZ3Te5x2yirt4c9ARkenLiClbybBwWZCUqvCx8Hw9BE9+vZgfn6D2N/3/p5SxZyd931QuotMuzNVXk+PP"
    "Mk6zyFil2IN2uDcnWRaNbiCCznCNn+G7L3n2V5FZuAY2IEffEYtddpKVxHGvlhrsh4tTS3DCyxuYfG3edHfu25/wkip9nBLSl1mA"
    "GN7pwLZSiCg5QitVxuxeNa1QTQP78raS38R/fQ9ScIB0FZcNNws62U+euxk+azYjOEOiFMJLqNFBtEXpXzkmyIHX8ReeMhM70xvx"
    "bhFiu49hzdJjpRwTV+jtwFYmUUNOW9/YDvC2nxWbGztMzxdDRth0pOXqOiWNYaEXeW/zGHFV8PlLfa3JdYg9JHX0r5z3lZqo5OpZ"
    "UY+KqGeFK8k8n9mDG5lLPBf3kM9qSwkZjibSR56rrYKu0Ar3kdNhvH6GCOFYnJXbgnmQ8KMYZ1ZQtkt8tuFk1gU/lUGQkKWQrEPg"
    "e85DvHaMnKo3IiqeS8SG9cE+JRXewy5g/L1Z9yVrckK3INrqzmkSi9lbdjynlFWReddYJXPwOy/IRs6uKJCh8jaiwmHwvnrr0nCS"
    "tIBv+KnPGFay9+xh2VdSzMj5/FoAuTc2zwrm+DtJNlct23vCZvNuF2efCviELelNxXli9xFt6KaMaW/9UDrKVMTsk3E+E3qxniJH"
    "IB7tjJ+ulR31IFmsdWE3uV8eJCvS5PD64FjZU4x7oob5+grITw48YcvfJ/Buh4MthbVUsr1WkK9yDxlDRHehnh/8yW7mpYiqxski"
    "+p8RaoII7jqkj1PDFb2cMzYfIy94XN2k4i3kVx2m/fRyXS8LM5bqLZCyPtB8h0FrfUYcRhG0zX06XC7W+fKInKuPGu8NXu3m8yv1"
    "vlZo7D+uZ7CZJDxKKOF7ClsTkX6CXEmkjrO5FdSONpmnvpH4pxJeWzFzKTXwQJ6ELYyS/WQxnt90dlu5RN5nHXgifmsyVmpFI+yF"
    "Y30P7m5ks0/6ia9/sq6Ubspc+k/7hJGuydECvHsLmc1DWLiv9F/RTZFt0E3VPudwvJQy43stni6XM663wBcyLp8Enqwc0pND3Fs+"
    "MRvOa5vQoMduYS5VxBjATpLFkMeZuINssqe8g0+9QtbBNlo24AI5Abr9GZy8w/DMsxnr/MHTHHJOwGvwxA1b9koDa2vSZ7ATDR5p"
    "Y1zwp0sSz5utU7UJdEcsfE2eDM7AKp7Cp85D5HIy7JGtofEzGHK6lvK8UW1WYgy6q5gxzkOchSrQe7uy/3Urq7uTg5+hVTey890Y"
    "UKaJyfR8fGYd92prrcDpe5eNmYXrGm/WGvxeCymVb/VMuR2Wb0Qjz5OAn2L1pdRUNesv301ct1J6RGG6T1vJfl2TgdvFadhq8l9U"
    "65eSy77pKPZqL2jJlawXfoJr7RxEOLm0VJ8IftTpxLXm6JP6Jr5bB4mwyY4PMS8/iUiyWp0DD6KS9bxSPKFVLnYUY/OaDX1jlu1g"
    "6QTLtVJP1A9kAjtyegZ9cfUC3S2w+9mixoq0nB3YBX7OoeMliPma59XkNDpGhgelsgx6bIqOD1eHxdpGPpf+wWw9OXyA/T+uJzTq"
    "/89ltDmHHeYJdizYjM1KIqx7kjmwmvlQZ38q1XHOT4VuKWWHbcz3xkS0v6/TZeHVl8Rw/GfIcngxhhNcgPdP1WWNdA+k71BegKhu"
    "ud6kreR4OQu2qRAxlKGvZzfS+/KQPgWt3R/27GN4V2fovdo2+EYHyx04X2uhg+djnVZjRZfBao+ANH+nr+Gd8/DvDYjoE5zrYnqn"
    "K2fQx3xWuA73IeRKrcApWQ5dZ8wPOYxvCyH7Nrenq5iHZlks0yWXMyeQx2cx/su5nOo6UPvhnVmQ4dF4zhGcI3E9pxAYSnYH3NmH"
    "8iH+/TOumIn3LNPV8FIqmeGpYDw41XO7fYLfvTl4VNvjX/2DA9VY5Z7W1sEH+hhPh/1+O0mh5hzXVOhRnw4rbqjOfO+ZdhOXW7tX"
    "yjyWVHmSXb7UrOwN9AB2RdRoed4ZeOoOjbxHpNKfuept5iSHnCicbqpUva+ime68Wdx3cVbSHR/otnzeZZ7PO1O+h95YTJaCD3FS"
    "x2OfnsCnzYJvU0ALV0tk3wbOVoqTNbIKcrWWfk21OgbqWvKYFcCiHiLv4FwO0iODTfAW2klryM3j8gfefxjkbx29jruZP5mPmMXW"
    "4DxWHqzyuQHRT+iRj3m0o8ZUGGG+8l0+XQn1VT3k8jfELEfI3niOfWVSuJ+0CaaG2UE2vKJ5sO4TOVNoCu5jKe70b30usOl3bcV6"
    "S5Pc/65yGbxTQw6v5BT7L8X6SmfqaNzlOHoUC3CW34ZHeIwY747NLreZsUX4+QPwoN6H5j8M61UEifxDz8BrKyBt4/X+DPMJTmXX"
    "R8B6ckcya5qu/JRxXCYRWNbVWSHG5jeKuBVXESj1+GPVDlyJsJF879XiGOVszlWBbqI8Yh9grV7CPtikyXPhR02XT/QKSAPsaDBf"
    "/2+z6CP/AeH1ObTPldAZ4xHDDsNJfQGffal8IDOxR9We52UBnqqeU22yTRtBd+ThJ9PxPBlSDOnOpAe3WPtiNw6EFbmfSNkcZmZy"
    "iOYuZvwdRURQzdyo8QrvzSxfDXb0HVztVJz5KsjIYLGZ19M8k5qz5RFqUfevc4mjj3uWZDtLV9GixbhapmN7iZt2bBjBXLLmXoI4"
    "Zh3W8XvtAJu0DO/9FVbnTx2iqyBpf0r6yDUBGW8LLdhEHJdPFS1BDnb6SUjGGfjkDXpvcDG82Fvgs1+kb2N/DmPNu4LcVw4LeqVs"
    "IaIwRl/BMqVnySx6mF2In9lAfV/HFfpRN1PL1rDrchPzMzXslb9ZphHfbf7vp3iKyTh3JUSZRnwXrk2eKif6rMpfeQ4rtUOZHa8h"
    "Y0kZ63LGEVFLvMGlOKUPyO+N4NLqieAwJuAYtEZcEx53Hme8mEMf1KrQ54tZplfkPWZ8XL+d6bSm23TEixzLjI1p3/3Ecty3c8pf"
    "hc/lxqCfbsf5u1MizPfak0ewynVk17P5Fguxi5vw00PkK7lBpga7Bl/qhfK4Tgt/1M76UnAIJOlKOaqRs5Ct1j1s1acsfH1Zijn3"
    "bjR2ejpkqYIntKmkeo0MpdFSKn3fvnI6kOvqcRq9HfRfFaOBSvZ1jMUznCWGw7pIsjkrxLAaF+Eq3+JkLVBDcpuXcS1xHxFEYElW"
    "azfD/js2iu5Sz/mPoySTPAHFRCVt4M7WMg40JoqutLBbYF3S+2/GYrEcp8k04PUZf3Fixgx81tc6HD5IEbwt40+boE0yTmR9aa7e"
    "3wg6oxHGqfB5zW6yIrxNbtMaOR9PWhc2h4/3cCO+peXXThKrYxVRG1jP0AD4h+vkM+mJp2wnr+sj8qlcoPcgIusqzyIOXUt2Uvtz"
    "bkNmxCE40/uWsTAML9IH9Xct3OF6rOFD0O2nYg0GBJEMzXhVb8dTf46o8ELoUavR7K5XM3Zy1bqmRFVEOXfK1r6TR3OXkQuzudwN"
    "ffYjbNSJ8rA0DVaqYRsKmdMv4HrOa+it3FEOpQ/g/GmH1K2hn5lNvfCLFDLvUE1UUhW8nWodwzrFanzKg2IoN/v+K9ztD/oWfvZk"
    "k6XBD3oZnnuYPqKbw4/kLei1+ZS/1yHJxu/+JP5+S/OxP210QviWXhve1jQ3XJqM6cJwaPBIaB73Bs6/ydJOsOmb2P0GuwIPdQo0"
    "9wZEVp3kqox+2hdycq2UhFPgU1hP+uW4m6+gPWeozbgwlqATxRh4L5NCz89SxExTL0jWBvzEeOjzOHPC6sSGyGmOyOZtsmut0x2D"
    "XD5pFtGIq+kD9YMvOhLW92o5XIyVyHyTpThPuQ3Zpl23wQ66unUdkXlJn9eOwlpE6dm1JT4nwojF8oKFPKcRROAPSWfOvajlO42R"
    "8kA5lTP+NsNC2ISMDjjHA6Wa9z0Tq5DQn+nZnUOkWcpzTE0et8j6KI+bChswVSKO9SFKTJ39vYKcFn+x30j1fTJHuRmZlfT4VuL0"
    "xrcTu///55UB2HPr1qpBFFOljwfjrTIozzHL5DI3Vlu1/myXKbYqz0rISj6kbCd4KzfIFnJcny9DWFEuJWPwWzhhO4jhIosgw20k"
    "/1/qIhn/0rPxZDhIFkg3nIaD9YuwJChEBL9cHpQe0hgOspwIP6utWu52Mm1ZJfMnh0BKij3fmeU0rbPFtMsG/QXfHRfEqY3XQOZt"
    "/qJhd/aAD+ZQiDtidbLU2K+mwzafjE+4RNz0IieXVgvZ4KP8c7z1sO9X82/Xz2oWL4vsplbFiNAyTDNP0vPSLfZ250nKey7r3Qt0"
    "LM7jGO0F32Uh/HqbYDBEvtEjxTKn+zHyTfjpXY65tS3k/QLIdDXR8NXQLYarquL3SfYy1vkZFXd4PGOCHtdU5tMd+/9nkqpNJJjn"
    "3oeslHF6D+4UROD1rNHW8NU/CyqZ3blCVuAKR8CiWEdiNTz4ZRplL1kFGTA3kLXpv9vhEurfUuan5kDncQcs+5/TyNyk9OvWWN9U"
    "nZ+lG5J953d1k1DaYl0e5eQe9X1VGzU1n7qK3PHmVR4mCzRPMn2/4WLs7/NYk5XkNlynpwZzsKfZkMFZWK0sfoqw1n2muIjwJLGJ"
    "TJ9LX2aVrX9irVjuaLqvy6RjFkny33Wem6KeCAfDU3VthI2kAHKwlpwsBbRV1foeNHt7aUe0apy56hrmho5gFvgVaO4Xg756ZdA8"
    "mBH+Cjt7fLBQJ8mL8kp4Zpie/fMgOY64eptx+js9erO6i6A3rxJjSG0iHxNrUMIaRkd6+BvwuzfJBN5Hjlg9ZRPnC87Q9JMz1lDP"
    "llF2F2EX6ojJroC3W07kdwXrD866WLbPvOppsBHXyc2Q59F6j/wNGzEW3ttwonBq9BQxfG0xz8pq/U7i5LycBm3YTAxR21Icvn8T"
    "O9Evk16yr9Sxs8i9eyjjmBz4Hl0phakoqI7RbYQWpyXnGNjsiWHQOd/pG7jnP6VJ0AfP+xpeuYb8PVuwUzZDYiatcfrzE2dkVwef"
    "2OHdlR1+n8pseBnGhTZErB/SOiP/DG+WV+GrdJXP8a8VuEeL2ebqnRnv4O5u4ikuxj10kQh15TpEqwXsyn4g+Brr1FpOhQ2PQufP"
    "CJ5B9LoxPAI/GYMr3gttUeXloFKdzXBYjR7iON+iRKRX4Gr10Cq3kXnSRZWIlKSamUaLT2ewihPlZ1QiJq3n89XgfQlcdyOi53nU"
    "ZWP0I30Kr+4ifYIPfc0uRh/hFL/iUervWTjN0zk9uwiWyTJ0ZrszgjxthV1dCV1fAo1rqMpm2P94eI1eFAwKk+FRTQbCd71chgQv"
    "4pkvl0/kYt0UGj/e5VLIiOpxcazay6id1lG/DmAsWEuUVAkk6l45yHpM1Lj3vpRFxv7MU3eT7IY1S8+ukgPJqiViPaTkm4/dEWfj"
    "MrKXpaZpFXok/w/keq5hnidO6/MZY644synVepAeL0fjxHWErR4Mv/5KaSltMiJh7wY8VIScVy4iv4b97xfJX8SEJ/UuPMFpZD81"
    "rp9bpTeep21whKzVRcHT8jKZghD5hkfwehHovxj5YVxfaD0imITlnLRNsCc7MN7Geesu+8tcGcD5KOlsveuFu0eSDayCIbONhoxe"
    "AL11Ne+olvHyOvLc1vi5ocq5Vuorj663bSm0773YAYf7Nj/uKSK9qvQUfSsIgo7SHvFTs6CjDjb+cMjMDY3EP4ZrW41dscnVJsHX"
    "kfEiql9Ckruyx9Y8i12YDzQ0Z5wV5FLYrCJOdKwkWjeGtRlCFF2l2lz4HyCjLzITuD9iu1W0LsXwssvYERHz/YxuvsT2vBL6/oaL"
    "/RyrCBEAUV/zjnM+bNSjlFwPn5theqw4drnzyJoZ8V0JSmx3Decf1/tPcPi0CP0x83vK4clEYEvqeRoP4tTuSryjiPPK/yJHTzd2"
    "QqdneXMMLTF1mZKQPJOOZWWczMh4Db7THpDYz/UkfR7RzHSdKYdgr435xHLv9+PU5JM9YhF81ss8SsVFHnvIVsyTyFUS9ay0Edr/"
    "ak4UDjk3cDPu81V9WKwH/TxEs9dD+i0KsT6nR8kQV6enUu7XMWcT1zGyUN6E5Ritb0LPzBNDIx+P03IPnn0GvZYEmb7Gi02NfALy"
    "0BMn7h7Y/a90CORivL4QdJBOiL/ayH3SCrZrlQ5FpLpYf+Qd3SfHwtZk6kh5F5/TGnc9F1dK6rMyMjge3sw/8Hgu07sg07h3/V5G"
    "Zewog/Sb8I3gD32HSNTUrOUqeCC2Bn/h0/5G1FTKKRAF0FXPiPU3V8l6aMx+cpR8CQ1qEwEWQiKeF/MiButw7ad7y82I1afg9TaI"
    "+XeSSXjPjHCk7LcN5ifFT1TjERHp6lnV9K1MC2az46QZ+xXy9TnZnilzW3T34AY894n4dJsQPzRsJfmSKQ+E42BF5uFe87Ub4uA+"
    "+o7WyEfQSG/6zgXDJoR+ImJfsWopdpEsVdn6UcZSRDw2936ZDgnnYs1NE2zAO+7EbzehF/IkPm2k/igOe1rDGnopn/NhqfTThNey"
    "LnsJnnIdZ8cUU3/+gz3vKy9Bu+wP3XCWPAqpXQ6ZaS1fNNQlyxvqjQf7npd6dpbV69esZdWz66YzsaG5RHxZf2Id/UurzQ/H73Yl"
    "Rnoj/j0i2ICrG841H085n/xfRbQJHzdogZjmUjMZUmZ/do0sQ7wV852lIyHzMyCDVss7HNHhwaxOF8AeLoNXPxbS+L1+oaODXpCg"
    "h/GpVwSt9GzpiTOUj5PaTn7lnDLzdm6Q2+HxGF/In2rTfKfg6xe427GIet6UK4NRuOKpsgN3xLwq66lepQeIY2naDT5aPftMHY9v"
    "FuMkmy1aoOcEUeIE1tAv3YwnXAFtocSJOQ+6G9d0VzFmmh2wfqthZQrxm8W4+0rGQIt0gM+P7tKAnrG/dxeH9u2C9bQs0PWQlQgn"
    "PJmXX4L3VcAjs0q74+qfR099PXfK6oeGN58rq/VbMSb1C2Uq2aKzGrjD69ld+5q4qpGx0Vp9bhVkyPh6ZuhmSkQTMfTDE1JH79X6"
    "U/JpgZsT/RNvwHQ6FEYb36sUMb55+CLnS4wsGJZZNkaSCdBFDxFDZLNfLoRUPgOtZ5i5pdqCNZNS+rxtpAOebyKirnx9lRr7PHlH"
    "l8tz+onsF2RDY/XW37Q07N1IpLeRHffXSDFR1jdAE+bpX9Aw0zi9Jun5+A1VFKUNqySaIc/vslmj1+QIUVZlpuhe5KfIYvXyXdnA"
    "07yZc1fSM2hdHmQHbaVLcCfeHYSvS2U4QHYLdg3/CaPMbs7iSajnxMYEzsf9uMZC+BA9EBFlYYVmwYLtgx1YiPMzczuZHv6bsXMp"
    "vMI5+gfjkkLuYIn+gX3awmzhyZAzi5Nn4l/7B5XEtUzQonAtVuVaaJya8Cj40ZlyBXzjaTIW2uSBYJb+oxNh06br7ZDTO7C/N+uT"
    "kIIOiJMvDCxeaMrprQV6H07rQnJPKj3yeo/IKSPPyqMyHvZtDFZpEXZoKn6zu8zQn4MWuLsEY58yym3o51W0J9fUl7ivjZCH6Til"
    "p8kw63iHnNmUvfRzHqJ4hhw/K6jCe5E2277WM/pbNLiPHCnOt6zi64sg2+WMTZL0vC0P/TYZJm8JzpVcck43gYWbQDZps+4Py8tS"
    "5TtDY37ul3k/lo/8XO8gk1WE+YKN0M42CfANrHBqqhF0RkPXjmGE3HM/IcbimiTaMYusGbbfF8slOoL25bRgGez72ZDtLbBtT+B3"
    "XGS5innYYnqUPeROKWNH78RgD85WMR/4c2YhZuJuPtbZ8jzizhH6UdgN1mCz7A2NNDTYqQGpHved7KazLpcNXt85fuMy/RXX3Nln"
    "bnuI4Wo2w+oW+OnGn5J/xTiXXkWkZvmQDJkMad0vGA5ZbAZ9s56SG8KzMvSww9+5E2wozjfEJjitY4fE8fARS8hXlgebMJJebZId"
    "jQ+TVanczw9wkZRFYK+ze9mqvJWQrxp2KOzJsxIj0sRQwU4Tl+v7MplIjTL4G3O4f8v1HNz9H9iBYbTxbxtvDi1BjnaCRC0mRt00"
    "4yK8fjjW9orAMGHZ5D7eU0ZjdQ+RBezoHxiM5YS4ekbEmcxj1cAGGQOQTWtNzzn/Iz69RK+SYnKxzcPvV+tkxAWm1wfiv1PFuNZ6"
    "whfbMSgkjuZznJQy3789ASszA6fE9cKO8QjdanKubPKStwdj89m+VpZkzdPl4i+mR5gP7VnNDJLFbUVyFztdKxnFXiiHSYH3kF6S"
    "iJ/h+x3xaFV+OmQBTs56dXxPV+CqA6A9bpBLpYA8FOOte06N4SD9lIVaj3GO+nqk/WnNe8vmOtokt3V6BuzufDxbOxnI2rwh9v7E"
    "/bwuq6Ahd8O+74+otQcn7lkHr3j0oGmEmfRzZlMblHMN9vHZMscNU0X7GzZ4Xkmylto92jSOiDrsk53Rh7AKzcU4nldy0mM+81Yh"
    "9s1QTqcjaniX3aTV1G4RVmfXU1fU6m1SxXlxTWBDSyE7bRgVHi2X4ARvz9yxSfJucLNeKh31fXzaC8HjchF2oEv4JM5SgggU8xcK"
    "GIeY1jA93U1t4n0f2N9JcjQ0zEY5HL7aX1iHNZDgQt0rKCa+/UeciwLo+oWwgRXY7YVERJq3tFEPxXn7AiflPaKsba1jRG1nMi9u"
    "XZ3nSRmx0YXeG46RVedOPNNGrRPDxs/mTjj+/HpWdiqhD8uYyU4walY/rcR+aynu9y29W56Q98Sqrgvoaf+u3+hq3wFXT1xmLfMq"
    "y1ndi3FnRjLK+15eE8sd2lyyxfoBdEE1fS071RPkW+bhZkAHZOPZ7eRUNHSnDpJFDXryP09z2NpTk4pxdm74925kVHYSZtNEQjLV"
    "dZb1MgTepnGhv4B7M97FOfq6DoeP8UHQQxeTc9CigdmQpCx4VqPYL2XMJUfDLuwEH3kZVjSKV5cgGs5T8+/7UeKWa7dgNp7/NMja"
    "n414DrlhRB/SBfDqNup1eljwYlAdGl7zFMmjp1XBDuB1jGpq4Tt+iqsNwkkbyGqdVSCKiaOeA08xB/f5sOQyf7cGXsNyaLK9xbKF"
    "a2F/rtX2uiK8Tw4PbsfKttBT9M8mU/Vbz5uQpzHfG2NxeHNc4Un2fMQh4zbB7WLEoEeIWfarYQEbOyWmScp8hsKd5Lbs0SqA77oW"
    "92fTc8+XKiKlxvocicOvrPW5ZmWHsumLcbCUq6G3dpXmYrwwy6AJZyOiKta72HNnXKyn0x9I0NoYn1B3bR48rlEZxxmgTYMDdFW4"
    "UjrL47iGoaZa+AqoY2dpLuWUlXSvWM5lGRltKvF5Ee5HCzGcSfoKh+sAWkzfYrhU06vZgZwS5jc9iZjHTlYX2L9Cdbx+vzdSHSvU"
    "XYMt+guzloWcvmBs0t9T8m1Cp5txHHrEW4S2+VvIT0u5BR7M5bjW/kGTYLT+pJXhKrz+mdSzthP1HDcWkWVSr14nUT9Ntd6jVppK"
    "IX2SqfjZMO/JV9OST6CX/B3ivMU4hysQzVpn+tfwWu+QOXIUXrWJrUvx2jtysvwCTVdFlNtX8rQU03usVWN2dd2StWS53yP8PHxd"
    "a+R17PYFGW2x6geGH8uEoIrYjhoykZk1j/NkHCu9cL/XBwMgzatxLYvIDZlVDl9pPH7Laj015CqrhG62/svnZAN7G56SM4OX9Vz5"
    "TY+1qUfkoToe0Xu7oEwfwd094aWzlJ6D7eZqdr0n6FW42pRlobqw3y09j+Yq9kZGiUqqpf5cKQXEcS7BHU7jyd1RbgwMDTMCsc1Y"
    "aJqJ8Lkyad859Q4ayWZy/RTMaOQ6Wyv7qQ4Yx0BW30iPwDuyJbwFkvuhPhIMCKfAHt0pnWTPYJ5U6b9fZ2/PoJP0GezQd8mdIm6+"
    "eaipaTipOUKHi5vL1QHnfTxxuOapt5Mcss4W6XfytDh24KQ/F/bZq6il3eyaYs4zqOLUzBgxndZ/OhF2IAfRibHn2nTDJfDZNmOF"
    "UhmveaoNvY/n09+b4OsFl0hcfoY2saj6d/z3PVFIISeZdfX8mnaaD4ettf6PGz2L3n4S9ae0tNEpmv9oD9zHrpKth8Oy7Qrv4kzJ"
    "kndlUsMq7rjNiro+IPfkroeniBqzuyQ54TdCBs46dv02CeI89cYoM2mbeWPbsjGW8Em2qFklV1vIZtX9W3Hny+Zi3IdV20/Wsur4"
    "gqxjPS+9FruMHX51nt/FWC4S9BMuI97LsSC5jpD24iZdRrZrSvD2ML539DwBZduw01XQdlwDS1rDiHIaftKC851ihkMQ6x6PMGop"
    "oqWr4mev1z6Qn1bynd6m5o2Mk1eCCHzKaVi/v3AiDcmyhdmjU7EeP6lVhKbJB5SJL+njfkxsWnfcnfHL2ezTtyDHIyGfz8h7iCB/"
    "htfdTSpkIPlTtrDOZBO+66B36slweZj0hR/8BX53X9z9AcFV8Euv1XOg4RbiDi+mFBu+wBjsFjGuMU1kfHomP2eIVRw6c77mUtZa"
    "lLo9SmZms7wniPWzWka0GT3EOvbPmf/Ugmj7dXqlfCi3qE0TKKdH/aB8Auu0AD5FK8mjVL3pZyFE/QzDTVy9fJ0PD9TNqbAIdV/Y"
    "Wcv+W49zkkyEUVqTDM+PYd5hJ4n7GVvqZ+o4jZr+OtdLir0j5mewJTmrOOaRrMbCcgu72axzvJI1AfNmmshBxJg7vd2Un6JqmIo6"
    "/lfIWVd7Bob2dGgBi44uFzfdL+7lKiQ2IeJlfi9eZzOrc5s4OfFRyNg7UoTVm6cv6vTAqpEXIfI6VpvDe79IVkl7WSGd9QJ9HNfs"
    "GzwrOwWfQqLHwPvtoUMQZe4LizSW2YT0c7Ffb2DICBuQ7YoYL6ZvBT3ZPV2g9+Bdy9RY3zrKntBPxX5aQ6iPE/81w1uLXEjtWbB3"
    "1sUVw13Pha6LQ5N2wV4bk0WSeVzjlOkHqazT9bTk9+Dez9IqrO85wQOITF7C+fhUe0kHnJLZeJZxkIYDZILhQYhPHgSbvj25tPRr"
    "kP7T0r8n/QzYhM9Oulle9cwyNMWZ6txIb/katV7fIkRexsvygpgFNw9tKrwdV0VX4ntsRrD1mb0NLZv+09KvwbViVbYqspLUIdZ4"
    "wTO43ibpuY7SP+l/Nwua/g7SP2l6jEz696xjRrmcvpBZL+PNGMNOGps1c6o8IjHmWd2U95H43BvkJ3jt58hz0N6dpWkwRd8X44qY"
    "rE9ByvOJDrZMkrHS3yNDyc0ZoYY6RxwfQLXXPane7q32dWdJISndROZiaq561h1y6LfbqbkN/oUhy9rhqsv0tozh+iB8lkMQuwxq"
    "xHNYC71cqMlwDaX2i2AJmdCLmEE3n+Apzyq9wPdoxWj3zLez+dC7S8QzKe9Ij9B1Yhbgs5r6nUoQqdcZ8eBy7RpcTna0gbAi92P9"
    "N6txfgXQDzWMxHeHl7KaNecq2DTLBy6GpntQjpeZakzzCxmFVMpIr5FdVv90SU0iLNFkQ+bGfuPIbaY5uNqWxZXDcIUHJSRmfwtR"
    "BTVErOfqBVIL/zvmuxISupoYrcf8jCwn4TE+XYKfZra3k8QauAm2au166OqWnk0lNdHCzS0+V9bzyrWc07GSfuBAj0BM6E0SZzUy"
    "ZO+NY4yoppQ8Qe6TBNc+2+fMy+lNHApNMFSMV8/YmjYzy/C/n0pgp+NFcZMIXV9GpWcjTe8JpX+PRcpTses2DeNhmY513l+ugX4b"
    "Rckp0NbSjhPko54dxHFW5kJn2ATpIshHDSTwZMTRWazx7SNlfiamOyuXSzX5Imu4OpbHKeHs4Luki1RwtkKCr0YQ94ecBGsRawex"
    "fT0uGKFPy2h5VFcGM+E5ZMAadZevwifCLYgV64n3Lmnofconf/PH7A6Ik8W3zscba4irfB3320r6yw36rNiEl0cQP2/Qx+ArF7Jy"
    "1ZO8oDPxGV1wBmp9H1g6jVQCmSvnCRiCWKCKqJ41+qHcJw65cwLPsa2X4b8uwc5kwnbPhTdXSHyvZY2Gsp9mqR6UkcQ6reeT7EJW"
    "nQhO8TzcUbkOk75EBF8m1yKmsQl6J8uN8DCtC3g58w6T2EObTZ/H5sI1x7ouQZyR8B0+DtPv2L7T43fWM99eSSTJoeT7crW1o8Xl"
    "Tzaxc/B2+HuWYX4a19slGKr9YN3nB3/pX/IpTt98POlg7c95MQeLzXtcB59hvh4WfA5NlYdY6oVGfP//LpY6RDRf4VHAoc9GuPka"
    "/12OdpOAXeRPdUz/v3BaeSl92Aqi1+o5T8K6FJczy1ALHdJVHA+xIZTslenUKdZruxvsUhE7dyLw2GeyS+0CSJ91Edhcj5Okqdg5"
    "Xkk2hgNwtXF472i5G/pymnaV8+USvQbW5HAZBEncSc8OPpLjg776OSLZOvkSn/W7vqankeekyvdmvsyOjBpGfzHOTj1MllKjlcH/"
    "q+ZrmyG75+GUmwyvhMQu1/7SXF7GeXoZ3r9xPQ7B+zfIAJ2C+xiGiOFJxCXdccYdQ7jj60txhu8EPfOTTGG3TZSd8QXkz9ikxpZZ"
    "SZ+slHqzJ6fBRIj1jnEtSzk7KOGRcQlGwk5DTyUu0k1drtfWQTlZ6vM0iztTSKaakB22N+CprhWb/GH5/pvwrw3smchm7+YH0lpG"
    "Y6VMfqdpAr7q65DoBRoEkyHb19KfqODOWK7mffkb2rO8EbtttdC9xMUlDhscpQ9xViOVbyWTU4KYOeOMtxNqc6yso2V3yEAFO/is"
    "g763WNarNeL19MwVn2N3dpFJ8CAOkWayCp7CcESSWWoM41ms5Ud1D/hp3eHr3CLjtS+kYBbZ6DLEXmnBVzriE76BdXsY/x5H7EgB"
    "59DuDGlpHvQjCjih22ad9m5guE+wbz+JlTI9bbHlLrLG1wsc9/5LkkdmySvJP1/Mu9oJerqWk2cTfn5ckpJbDy39rDg+3q3MkC7u"
    "MSk21MGuor6HpAnvK+nnHKvHDIR+gmgt54RvJJPTSMZ8YzjX5CU5UobJc8FH+ne4BzTB37p/8DUixbPxeivsflfO146RRfFurH4Z"
    "kVe7IRJqD+t5lxg3SUf5ABJk0zJ762uB69mw7lZjFvyI/II9YX06YW1X4LXdxVi5C2FjDNV/mtwtNY1oy4+Y2TdJmUnd4Soxf3J2"
    "uZsXaXLWU/L9rOIErpHECufpWDmQeYkSWt0iZhuK+ful3BH31ZhMS7EbvWQu+2zNBtg0jY1cyU16P/R1vUepNpe4n3K6DndvTAGj"
    "6KnVqOU2jxObvNpLroKXXU/PL4tc8kloM4vETpRnZUSj8Vw63Wt2rpj2ayWZvOM8+2WsEKSv8qR7xbiOsjWQO4n0fkUinNRTjWus"
    "0I9gp2cQT7oJMdsCrMd+coocJdanZVy3NcRzvIHdrtIDgtfl1IYZ3ObhHu5nMzl8Z40a4vU81k1CYhfcBPE7pa8Y+vsGVunn6sVY"
    "tyk6m3Oyt8dmRchmfJWU4CwUIcZcTjtk1aDtWev0UtVYP9O+WLN1iICnQxKOCF7E379Qd8zVO7Gux8H3PBl2+mhEG48iNvtVnpJN"
    "eOZ+cqh8JlfgVLWWD6F7W8hk/QHvfQ6n5hb5GPc7CXe9EXYqqoYTVEbnO4ubSx+BRLkaR4KVGDvxI5jhmubZ43JZzSqhxqigXljO"
    "336XZ7LMc57Vex8pixG1yyBa/bkT5+W4SZB19KWn4d8XYj/PY0XL9Q5XsxfRWDpvgV/YLCj2fBfPyEpoh8fIu5JuF9K/cqRsleBU"
    "/lrE1a5TfdZ19IUdR2AVpCq9xKePF3p5JEbIjGmEXbI2d8O4efpBIjsRaWo7/RIi8F7yMa66kEzvj8L6nw4//Wd2Fc6EfewCz3Y0"
    "fBSLPkqw2zXs7S313Vamk+/jzlXh85Me22hdPel04h0aC86ExsjWL3W87qTvidVAhsNiWX7OZtxFiVb9ghMlOslLeKI6TqRxk/ei"
    "8FmH4l7y9WBEFQFs4SbGh5Y9mK02V+ZrOZc9Cv0goz/Cc12Gu2kZvAqv/W54PAUeS9EcEm7+xgvsd56H37dZA5Mb8t0J+DhK/tWk"
    "ny1Z7xkLXAdKB4+Ne0IiYRKn4xpEy2P1/GAHnYh1bA45KfsPNZZ9WD1Nf50L8URuioz1hL2F+9sleEnPDKxrJwsnaXfmRq4Ti+xG"
    "YY0fIJfGlf92nZla+X/hT3R3I5Kaup5CiqRHO74nV2CFD5NuiPVKEce8D8n9BpHNBZQ2x8F1BJmMkmTyivvZxnvKacy1ujOZ5Bpa"
    "HcOyPvvjfgrI2+V8iTZyBmKRWVpM+XoSsf1ifZDo31cgQ0fKSFmN1V2HCKofpPI5eH4lOiqYRS1QowdJDu/CJP96cacuPeLzGrlH"
    "HtYFYiyuR8GDaIVr76nL8HUGObPjvv+lgkjPbE6UtE6jUuqGVbjr7jIVr/XBvhdw+mI1z/EUdvcV8/vbg96s8RQTC1dKPozrxHLR"
    "M2R5I17nJDLDrWL0MVksd3INzqFlTO6ERDwiTXBO35CO8hukv1iXhNPgty/G6j+jf4t50/l4zir9Ww3nnE9dkKAXX+85axKeBdl1"
    "zh2IM7ADnqsXvl+jlkVoIY6X1ipX94hxxWympnFT3aPEvMS9v6GefTLUB8NfsTO6Y31yWvLGHQYEd4YHquiv4TtYpZX4rME8Qyt1"
    "d1ZDo6zAqceMmWScyNxb3GsuQz6v0owgQXb2YZxo0EyK2amarvuzSrvRgjqk4xrGy/bJB4qb6X21l8SahvpmqIMQ1y5k58UG3Tlj"
    "E2ezL2AdMn1ucOvc5SRZ0uob5t3WQIOthYRm4bt10GpTOf+mnhMz0vFoJrFbK7XYd7YV+XyLeo75BLxVw6S7tVpAbyNJrNbP0G45"
    "sKpmcaaSZa8Sz9BBbpeS8GU5VUvCVvKPzAwG6ds6FLHedDyrTR2pJHIoE7ov38/AvQeRZyZOvs1wflyekIW4t374/uxG+grelnxm"
    "2lzlsEgPpE9rPvWpYgjzx+QkeQK28ySc0y5BRKfKH2ElM9ZxsknFiLq2GRBnyPVSAz/rFvgc3yEina29EIleKHmwExa17Cbf6Lxg"
    "s54i/fHvkdCNP+J5R4nlv6vJxF5NnH+C2d9qnScX6unwV0bIIB0HfXWVXG9sXDIhnATduxs0zkqpZbaqEqexSifgijNVgkzaEZts"
    "tRqn6RYxZu/FWOHrG5jItuUmM87dfTMGQU7egYbsKLfKb2FbrNrRMjcskPRsPulPvSHVbY52grH1mbIEkprtK7uZZAKNEL1ZTl+n"
    "KTML6eeb1VLvVWNfHPa2nD38SXhDSXo+Vg05UV6RXDIlx8hH3gcnvTt0YI5+IzsFN0PLfoQIbDg7YKPeE2lKFEuCuWilZuwpe2Gv"
    "/2Kt+VjyeAxDpB1yBnKMnmYNq/yrPXdKb0Sv/RGt3YxY9CD4R+/Jq9jXDMTtxbDgNWTCsH7kIpyOkZD7jfoJnqmeJ/oqsRjsMMb/"
    "MWb51miZzMXvnSKvyUBIy76wsQtw7dPhdcao45JYV6sSJal1KvRR2ei7fBO4XjGr8o6lu4ro6Lm402Fi7E/TWXuIYw0r6EtVchZF"
    "yOkk1TqNHXmWOT0D2nkFeayXkAsjT48LynEWrXe1E9k5nb13Wbz5OMW3QhJ7yIPyCb5fgadoJt/jqzEj5zeSS0tQyyn5srZmaev0"
    "CuZ5rSva+IMOlSXE21bpV9D3NtV2in7uT/1c/P29zNCXoTvS+6Nvah/pyrnKJTwRy+gRvwmPP70nNA5321cMp2f9Hb9BhipggUpx"
    "gvoh5u6KJzhfOgVf6KGWhwx+hfRsga55A+uwmfzr1uNp1aAjJQ/y0xVxxafYy1w1jrt10ArGRb9MH5GXyatRwX0p56yBasQcKyAv"
    "n7FDOklZM/2fo4aFMFv8F6TzcLzP0Hu5kKVR+PthrMBS+prWk11JSa1nBFLtMxaVuMejoUGroR/qORd6E3zIgYwDn5WUf21efhXj"
    "jgxY4dbyE6KJXvDOM/CbK7Hy7YJHdalsZI+F2bxHJEqEknlWG3Cq435yhcsa1TVUf08hS1KU9/Iss/jzaA2yYH235z3p9Y7VpN9l"
    "ri7k59XTliTYDX6nHAmPKJOIHpsTFIUHhvgAe7FL8D3sQ394oKvxnL1xTjPEmIEfx4otx57NgR1cCOl+E5/VXCao/XcwTvsqeBeZ"
    "WPnh0gw7skB6YlVPRsxoUfiJYtWJZji/1ToYf3+HHTOuEdN1ZeyszPd57gKiYHaWiNdtSbI32S5aBq05GUcifvbUET6P5fhO7FMu"
    "xtrYPNO1xEnU8fcMN7U30dAJaCM7rca70YnMFRY9xRq4NN0EiLhn0zQcRApLvas4r7+/jpS34aF8Lv/gXEzBWViEZ+ylbXEa3off"
    "aXnYEK+uR+xzJqRvADTFbP0HK/UyrNNS7KNNfa6ARV6FM2H1+1yyZGyhxTOfdM/gdc4ouEc2kpXXZqcvgnR/pV+JzVxOPx02/Sub"
    "JZM40/slm/xvlqc2RGQ+ewfNA7FYI+F1+rHMjz+GczEecfwnsMmHIpJsLrtmrIe9PRO+6Cd4vi9gX3/BOq/FfpYxS76iEQuYqVvo"
    "v1XyXFVyVt8W+ks/Ipq8ARJ1skyBFE3VhfCtYli346WxmsT/vvJtdfnlODshdUEFsfzVzFBvTx2jXG2m3ef4/HXaVx6TH6C1jCll"
    "aiPvKeLcnYukM+6xU3A/s219sMNDsMrFiA9XMqs1BKu/HrHjKtYn078SYRa9nnbZmMnXswOlhjVx+ORiq2zzUyqYAzUf2Pj/KqRQ"
    "HdYmoiPwt2Ej476bvSmzdSlfqKVncgwbJqY19R0tJ3BVS3U/6O7Hde/gDTFGgvvlKbxyXLBKe0CLnAMd8LaMg51tL1/oy9A3zeUi"
    "6JX19IC2cIZjjhgi7VzOLDL7tjdO5R9kHLL59QX01qfg1NeRYclxLVmv0AXipvddI6fLR3K7JuVX3O9KWMPzZQzu6WGpDx+Sd8LD"
    "9NLgRnjKnUWCYfBKgox/wnFEm8f0Kc8baziyidTe+8Fj2YC7zeYM7VLOcx0gE5nDSb+ntbqXlMB2ROgLFdGOHylZzFONwOdcyPxK"
    "nF5ZDBJi8+mqWFcZJmW+16WW06JNagM5C+86IzAO0l/h8fwNKT0g422cxPQ5oWLOeruA2dE49zKqD0kNJyB9DE21hPkdY6eKc/5I"
    "FGu7Fp57P9lb5qjVWheI8YfMhF+8GDvVR97USzIytQssWM9wMLROe3jcJ+HdJ+J5OxJhZL7WFVLD/PMovVF645N3wG4uxE62lnk2"
    "lRIa4HBxCESz3E2lqQSsCbXkXd8pX8Om2GSCg6Wt/E6tMMN4/PGT48U4+FzWrJL+W4XvHrVa9SGeZznU1Pw485O+JjbOZb7vYW3X"
    "EDfG69xGUjMUQtaGnHeTgGRNxPlYBhsyhfPRDGffk+jmR2ST556J+86XkDX3Cv0BOnk5Yjrr32pJr3YOdOAD0N07sO/fdn0XRFGm"
    "B8vgoVl9LH3v/xZ6JKVEwhXjqzGPWBxbiRNkvR23ymT9FivyvvYJ+iH+/Vvb4s7ukVnBmcTOlOlr5FTMQsSyD5Eolh1JzU9Q30kY"
    "Zc7OzQ6pYU+I+az96Wk8Js3lV3hkQ/AUP+BTDGM4JngWWsf+ZHime6cRdvK+pKE6lPgAYYXSrjFJ50LmD/Tov2pWdh2zfDFW7Xyc"
    "nqaQ2buIHjB85v5EEvfSFyHVk/Uo6R30176sh81FVHIrJGIFVqEtdMhy6ogaxLnFXMU8cuhYRB2I+A5Au8OOUsIJLB/IFnp7UcaA"
    "NZ57rkq3svbbd/s2xP82QTjKk2WftnUa8UZ2PhvG2aZH2FzcOJ9oMLtacuUP3M967NJQVj7XYzcm4GS4ybUO75jQuyTODvMaZjcn"
    "so5bx86QamLyIvCw8+ABrKUHkKPHQPcsRpy2Ctfvy4naR0ouOxRN260lmuB+OVuMMXQJvc49mD83BIAxBi5GjGrxSg5RVpVqGY8t"
    "iNAtt7Ma63yztIc+fh3ntiOeZyL2/nUyflln3TuyJ6TArUo2Z/pEuWabcU5qIA/rmaUtp492alDOKCtT/+dckTsYD2/P/O2E5+RU"
    "nyMyLXM++Y6NrawYXtptfrfr/TzcVI9bxn9A1m/Sg+Rb8qWa1f1CjHtpd07sM9vymWzxWaIIo/cC5nwqiSlaR1zSIVJL2/AwPe3V"
    "Ohpy15K5wyrdgSzgRYy1c4iMt+rFkYigtjBi+Qi7eCksidPFNg1sEHVzhCxYZY3wrqTX8dvzyvZwQKT/tCrIqNXVh0t7aDqLtkJO"
    "xvwNzzUGWuMo6soY+aTKoA+qIVF5+iXO872BRdqbtCdW+Az5GZZoKizNM+Hr4e3BwfCh/5JbYGWnaqHMkatxFhcxVrlVKolusXza"
    "IH0OV71ZYv4UJzXVkxjiHFTBp1mB37JYsxO5F01HWJ/GH9oYY85JiFzGiav+z2FsH2WnwyLPjG3ZuL3ETQozxvbnbTIMrvmMxwEY"
    "unkvqeF82dHSK3mnPKE3BjY56YbQMFs9gqfkT48WsP8+Z4R/rjhmK+NhXy2Wj0owmnFMgktgA2Ow+lsYd67jvNaNWMM6/S5YDjnt"
    "pH9Ld0RU9wbP45U3YfVtbsXz2o4rsoef9/Sv3aHaMAHKccPZn0PJ/jsUdsGYKedgt1Zh78+VAsQJC8j4/79HAzXGGVdMhIByJR1P"
    "W1f6EQlEjhtlps+wWnVijbq+je3p5PzP3IluOlMMZ7LEc5VUwOY7FHots26XilXgo4itYswTVcPvi7DeV6sP0oexLp4bmRMyXMyl"
    "ci40wATsz1Ro1Y8hffOwZ2fIc0FzSc3gS3iejAS7Fo8neuhI5taf4ZPNoEeoZCguwGdMbUCwJtmXnPDIuTquWTnZjCcS1W71ok9l"
    "L1nIqaQ34pNnw3IfLqNlKDHb6fZne+a5pl/r9O95XEbBi7mH1RjLlhtT2kqsz/nSB17h/rJU39AVMiyYGX4B27JGT9MNjexpxOf5"
    "ktybOmiO1MziD6QFJKeHTamU3/C0xyLOiCAGL6CfUKtDOeN2PXvVazkhZy7O13rsVYHeHmTDVlnP/Cr9i/m9GsZJlYjoqmmdbccv"
    "4VRMx7lturEY1lc929NCchieIpX0NC0TtUTm0T5uwjPN89NInZeS8jqsFr1Bj5YsovIH4/qzYfM3EMP7CWsC5cRCOa+5Cv5UZ/a8"
    "lOEOq9gjXc/aaRF8EsO99pdKxniWyVulTzGf/Cc8mgGymWu0i5wsXcjyWEktM5n2q85Xjf49P2qWaf+GjHjovWzHtjBHt3AVanlq"
    "Qs+A+H2j/KMbt9FDJ/m+Kft+DnvKlkJ7ngN/6iX5Dnakg/SWk4Na9qNFiKJy2Qhj67ec4JV48iPgAY/Us+QyxAujNI445Vpp7A5u"
    "ZV9VakaV88pijOtGGJeHvKcHBrfKznKafGFzQnVOaBn1Wz0PkbPUO4qbuFCl6VFh2+PvzPe1OrMzt0uE57y9lJHBocav/r7ifGy7"
    "5nr8bxmzWjKLfYrvv5ax+IQx0NcZ2yDWHFOvSey+iL8iZBxy06XqOJHxA3H1wdyG3ivVlyWrAYVgrCcHyVvYu+HyC07MYE6hvQzR"
    "0QUyS9JPxIxzrkdOw4wskx3HWlwEOTRun03woq6SO8W8uVvw0wcbWdFMrRSbrWOnfz7+Gw1v+AR5Vh+ivttDrJvtV+x+lHiBgfqk"
    "WFbxZ9zdZHLdLMW6nBsUcl6Y1W93RvR5BqLbsyA5k3DHnWHndsZuJTxTWhXRtzE/ucxlDVN1oZDT7g3FrfT17kTU9L3ODbrJg8FN"
    "uhfi5v1skl2YEYxDBHe8fIC1ewzx2hZ9Q66T+6H5vtTdETF8LHtD5sZK22Cw3qAn6qO4y32CxnsrUlh88WxLqa6GdJW7KLVYLdZD"
    "iTo0yRpMTy3puS4sO3Y0EfqGe7d49crgZ9zzE4gMBui7OkV2Rsx5UMYF+hy1TXVDViFB/lqT1xfImOc08zr4ZvXErJoWOk7yIS0J"
    "HSlJ4tiymI9yKLSb5EnswON4b4YUMeu5ST/Cb/zdqJdmMycO8lqkTreyo1kG6UH8js1ZMJ+vhDl460JL/57l+jt/IxuxWhGue1pg"
    "HDU/Ql/vKbX6712Z9uco6ShWLXiXPX8uhn4P147o3uJ8NrPv8/Qb+qtJ8jfcL8v8uavhxJ9VfvJvhNWQqMevlbOvw3GOjZT/7isb"
    "oCGOkoNhJQwbODgYTqu0nNwbdxNx4yr8NtXVeSnlup+kZoa63PrhlL4Cn8EpIZeOVVHztQsx6BHotPHYT4vsje2tWC/CmVgLr/sT"
    "/YwW2HWHGA/6XWStsdzTCXICZHIp7qZYn4UGe0paY2U3wb6UE63XXR6lzcuBhzSCnlcFrOwK/Hw9vbifoLlbyTESp21/EP83lTxe"
    "bR3W/G05kCi9QtzbBpzDIu0s1Yzvxut7chf2ZQmrSxaR305G8ghi+9sY/SVgg9LPpDEs7CNSykxqIbzXRzxXy2mNvFJEhuQ+7OHY"
    "CN2wClexTMHe4rpjXPRXxVqnm7T8YCPvKWYP1O9kSrtALoY2tr57q7Sn/7QIO7CXMcKoxb7twYk1cXii6zib+jopJ0P01dIVmnk+"
    "tP8vzHsYM2kts8z3ylKeq1IifNNpyww5GjJgjFYnYq+aiXGW5EPzjEPMvRye1iWMy4oRyZ0ht+E6S/TgRtbA1Qybc1ZWF85MdNep"
    "gdxYJaqK+JECXcu6bxnut7EVTf9Kgryv5TzTtZRSQztF9Fj2mobEbSQgOTYFzM0+qqEfXkI0fhn250z50PD1kLOBnr/U5b0sH38h"
    "17qUkUWE2tOQA29gT47mWSjEK8fLEm0he8JnuxISVBVOlwjZYTpKgedWcExNUXgSCT1Z5pJ5bhRzhjXYgwpYjsc42W41ViGpj8rF"
    "4tCV1ilXyKeIwSZWEMWlxNobzvdDj3zN5VNUk52mAnHNHdJcjPvCqrIVnuFcqf+rOYmpgj6UYWLz8fmmM2Zrh+AnsrkXay8/j2mj"
    "j1m6EaNs3AlX41MfYq5KiS7aRB+ynucuvRZLvz/b88oyXUqcUCZihN0g1aeL2bZFsOslnPb5ECuUM3GiTmactQWeYK33eV3kmtCJ"
    "uOsT8b5bGomD0yM+T8ZVVxJTs68sgJVdLJaPP1cKORu8A05JLm3Z3bKR2agqMs5PxnqeDG22GlZoHzFO7V9hq5sF1dRen5L1owJ3"
    "fqQ4BuOVOIevQV7mh+/IU/BADKtwEHkMTpDTyWbq5kpaxvkWcQz8+fCMZnPq+VO46t2Q+RDfXxS0DQZAtx0j+dyVYnYExIi9M2v7"
    "EqPapA6BPtrCnrHLxXpGauCpfwtv7wk9Inhb52HvH8C67h6Uan+NhO+E08JHYPn/1Hf0Qj1k1wF6FPy6XYlLP1xc7uU+nsAqVifL"
    "KRcJ+rSOq/IOcd55ZSOvnMQpJqkstDIz9T4+7xtxNc5ynu2N+OklPAs1sCpjNY+r6djwsxktrGb3STus+3nBQVgX43DapO8gEolh"
    "5/5ppB8wx/fM1/mZ1cfKAT56tC7/q8Xm31ZRVs8XNw3e1aqPktREJsfa8a8ToYN/y23E2O92gCRYdyrQs+H7lBJfOCKsD7tjb46S"
    "F3VAuFBFd97lmXCTdvIxXawBXWTVvkRDtiipyQaePcceog2M4TXMzDqN2p21e8ueZeoPWD0JVsCDXAmPo2UwFmv1UsN9b/Wu9pJU"
    "F7vr81nPKYP1WNXh0D6GYgk9Ljf1VeRIccxGbeR8coZlk5XKWFr3lcOwjuM1kFvheUTDGOQ+Q2xi+cnyit4bFBEXVEiEXj1RI3Gs"
    "/GjIxzd+vxKe7dPu6XhJYf3ijLYfERefhTjZhfSfK7Ga8zk5rlqdpPQR01mb/JnXBkRxiBNV7Pswkg3MKu5PS8ZrNtl+GJ5lOrRK"
    "NecZxKCZ+uh6uU9cT2cVO9Jd7TVg54DNaxlLXq5CMkDYdTLJxR+j3u1Gz7pUf2D2/xrom59kCeXP6l5nS62XpeIGjjb3/x8NKOIH"
    "OSnC7VEl91n8DNN2DXnXODPwCeJw7N0vyHo/RUw9HiqVddzXe9I1ZDhITS6sJOdhBZH+6qe25zZMEDlPUnyT2+YgUrLjeA9L1dj7"
    "ZrN/29BYB2GnKxsmo8Y5WcHtx9Gej66c0Uxz+URSce+fWMfUCtRCIw+W1DM8xqdwMrGzhP9y/rb2lad7JZ3EW0QQYEXqYVmqsVc/"
    "Yi8LOO8sE771A9AwVfRQNkMjRbmL2Y3O290Mn6GMFtM6GLqRN7yAKA+zO8ZT10JukCrPypWgprYMuatTJn0WyE11dHrUdWUfKZWM"
    "b8xuPiDGJ7eDXCQL4Rku1Tp5H9byZ+0BWz8ZUbRh/Q3l9RwioNX6tbwqR8hd8H7sFZsHXMG6VTkkfgXrlUlOli1iRLG39IfmS7Bb"
    "oZr+aehPSYTTmk/n7ME4WRKF2USzDYOYv8gkIjR93LiGkxjWEN3wJLR0T1zjZJmME2DZur2oRRKsYUT0LzKL13km91Vcrxv9usU8"
    "K8T//pWnoZVWwsLH1LpxP0bMeE2TTrjvVzTFw5Sa6mfTTRJ8fvUnSP1ElgRr3fZ1LHzpbB2H0zxSJ0Hf/qzV8o4Yy96v7Ai4FP7I"
    "PPoaZ0kOTuUwSFQrWQZNdxs0wlt6hY5BnLQUcdm+0iK4WMdKF5ku12sHWOSvgpXY22PkTLnKJrhCqy/yUc+LxLk4VEn6KTIx6M3J"
    "ZIxURhtmE0ppI97l6Yv5yTrDyXdVyXnDyW24plyPwgGeuy3BiRxxTU0CcfrBJtu6vq+f1GY8boKFyVU3fXAqeTHjvm/e6Y1sWOwX"
    "GMnGeEfH46TcJg6JsIlWNz0a6GO9V3+EpNhshgPkLb00uFaulqmhTVt8En5NORGSNf7O7mKlcCF5LlL32lxu9/51KTm5K8mLZV32"
    "LeUNiTOXezPOymh9m9x0NZyNdpFM42pHyBtSg/sT+ZzI95foBbgVLySKztVGcskd6bqMrFMixTC7lUm+E/XGdZ4TwaECrPpTQK9/"
    "B54lNzX7INZYItyBQJJ+qmKZZ2KvQLRUQybKoezmsX6JD9g/+Dsj732Dxfq82HTtSYh7P8bKdhSrF9pqjmykMpQec5rQh8naZ12M"
    "SaJxErjfSkhhHXOF95EVIK6fka3gE1hRl5/4z684bt7nfWZ3FDXdFEjNc7hTZYbLnvFM5sVsgn2ZzxOvYw4jV3cJCmAjb6a/Ph4/"
    "s3rjexJhvj6mp0ic82PNH32VSFXLJKzyLHwV7JSqg6dQy0xcDXc4j3bUWHzqEA3PpxaN43zH6HM+g1O7iV6ONlSRQnqDHSXmPaN6"
    "7uQpPncbkrdX9Xu5SY2pegtnahpCYSNW9B9iWuK4/8l4zXodN0LizmYedQXOSjkrTY77sE77i1VCl2OXP0FEuX/QIZiofbQlYoM8"
    "3Fmdvqm7c8rsZqzMMnaY2Z7tFBwKH2xlIzPrqoJmwZZkXvhVxq96tC6QvHCizgw+DPfRxhCsUVqBa6WAVqyU+5WPE52e+TL9zOHL"
    "JOElLe5lT8lbl8RzzNTz8PNH9cvwvWBHxEBr5W45N2Me46OniT04WjYzJqgjWnWZ19cOqd3O6y/HonKRZBF54Hgt19NyHQrbWMdM"
    "TDUzGiERNnF4aUnqrq0emXrul9Sfv3GmcqHF+8og/QDXXoKrTdXrNbshGGjyb7nLemYcCvBsCe6tVWBHin3dD1b8MbUZ60WyI556"
    "qXYyVitOCLI833+e4lztfUiTwbMkNTs6qTsEpwXPsg/oO9ileh0mr2tTLYZ9+V2vyWgvPxDHtAKv9YX9WgvZmYlIKO6rQrEGfeUQ"
    "7/Webbl5A2ZdG2axpPMPrIZ7JLxcV8UqwbmP4sQn8OSlRF10l0IiUxzmtIrTDP5iFJEJ2X9O7sWu3q8TdJT0hEw6JL6bDbsncblm"
    "m+/27Mp2ogNxHENtxOUyLMuTSw6cWr1JDN3YQdrIibCia6mrqhkBVrJT4i32zFsefUjQKmiBuHg8NEuP8BtEwvMRKY/VZ+nrJD0D"
    "zykNvl8t6+duh2c0nKvrpILf94LcW2fZu6zdL8LZ+Qv+7Pu4V6tpPk7m7xrdn9Mea6lLbdaQzSzaFXuQrcZr2VminCzdHh7mZr1M"
    "JsuViKRGQhvdz+poiX/ieu/5D6KnbRZrnJSq+smH9dpUXJaoIzS8WZP5+lywHnd3A6NFq7+uwVn4EF8/0eODS2QgNOrduF5U7sQu"
    "jNeBsHo95C+iU5/A5z4SHCgXMpu7J+7gJjGuljNkNjlZ1kMnzxCbSL2+EV85ZfcMcZNg7TgJ6a8hO59DAbkqvfnJu4vjLG5DPsDr"
    "if8ooz/USir8PLgsWsA6ekLWFdWONcpPZB3ReoOlLU7rbGja+Xqh3G8+KFb1H5y8ZXhXLTv7jRN6lObLbWT4tozsrpwjUwP/zNbI"
    "2MCsqhDz+Iek91keY5Yx7vMd9WQhifkYxuQqfVYqn/mFOHs/bZpKrriZGxsascHpsxHrdYvks184IBb7D3aU2qnpTIu6dS6S05Am"
    "Mb9Ih+AqGaM2a3IfeK07y3HwppppR3hmR8kXOK+XiXGZjCRvxy5i7NlKzPLN1IatxM2OriPquTF/NN0r3STZcG+V9LRMC+eQXaAD"
    "55YmmD9oIrXssq3h/gZBjk4jF6z1Olq22+ZU7iSnicvrlHjM4zHi8v7lxmsK3+gjdpZm6yI82zrs/xJ9hxntQjKnROjFJVl1sapY"
    "+s6TGCPiTG8xHEPQPtz1Sk31+DqfwvL4Cf4kyr3+iFWJaly7lOytEUrvzeTfcVF1tp+Hk2ReJB9xUiW7KcvZdR3npJHVOCslnpcs"
    "YCR/lBhXs3FqB+xOquEd2brV+HUzqz2TuE2Hnyr3qIkIYsRsnYHVXO3nD+RgfR1uurEYI30NeQMr6fa8xgx7vBjvwyWIew31+zN2"
    "ZBSfs5iSWEVJNJvwjdwihol9R6wTwnD7z+NKuY0yCaTwRR9AFznM6Than/R9/OnXYHexvHsd5KkJdLjVu1dDO3eTfDJNJ6kHtvrK"
    "FWo8mKXs8MzF6Yh5dHMx3mXrczOszUro/ojcKBn6f4j7DiipqqXrugMIiGDAgBnMBLNiABMGVBQxYcYcQMX0zDmLOSCKigFQRAmC"
    "gApIFMkZJA4TYHKe6Znp6em+9e/a50yD//t6/vW53nq/LBCmw733nDpVu9KuvYIB0M3lkKoq5tHGYReXMVtjNns92RlMa78mmZSS"
    "bOqfOmAc6zic1MgrYRKfvE/d/zR+fhKnTZiH1U5Wa2dWWjr/sbl8AQ8/dX57Pic1RvXKIJ0c25a/szk5MxtBgwmvp89lZE4p9SWU"
    "32JO18TpYx99hPwflnHK89k+m7kZ9VV9ceYpLMu3DxDrHP0Kz7ELpywWE2PmUiO2go2xqosXpdLHSuo1krS8LWRHzpLQ8wH/z3c9"
    "TKeH+wFd7LrTU2FL4PO5YT+9AmjOWFbnAlFvVtfh2V1cbavTPqm+bbPeyuryBgQV+qn17m5WqXH/uvhTPDmXOXVlnFJvuGnvodfa"
    "Cc+O5576ESmmjnN1QlW+O7zG58xd5Vc9IxUhJ+7mMOdbCCtfDYtXLtYzOYOfcHW7rjaun+yFe1Vitgrmp2qJVM3uWbdOGbRXc7kX"
    "VuAAcdNbK2mXn8Z3fiWtZQj061zdvelIfPd7OhgSOS0cip+W4/W/gEIfZh19pc1GYg7bnmYuY4AlXDHzGvYDsm4VjJWZ0Cr9m3yu"
    "k2U444Kv4fcgfUW7qTEpmNW5ROKsrreT3JyxYIte2wSg7mKn2Jiu3pE8X5e8Hvc8n0zL/Zljduwsa4A1D5b17NrP5lyrjth5l7lc"
    "yOkvrn7H0OVA7uabMrARqVpPzZKAX1lHrVLAHIKxL83X79V18RtHwzxW+pdCv2xWV8F6iyjPSh10qPWbr8IqdcKTVEEijUXM+oJD"
    "fMdI6S3fwNJPTdtfjsFJHyNH6Ris9fXSVg/Xs6HB1vnJE8a4Ydiiu7zIqehljCk+wRjyWewqWsR8U4RsXtaP3MW8KyAm63T5Ce/p"
    "RmwR55MUMy4YUTe/ai/I1DvQlzPxuRvwmcGwtAWwPunwKCrxk1Lsa6HeCOzwNbRQCb1aYz1rLiWM6BgPVJz5/hiQ42ZgsrnESjG/"
    "1pah+Q33+TbQ93lyqo80hryXuI/zrMO6ROAX95Xb9QJ9Gfq1TI+HHt8GzFnCfkJXA2mdz7WUZNO3k5g5rfd8Kl/xmRKUh3J2j9dL"
    "nroJuTW6BL9MI6XjSTKx1hfiCet5ChfrEHal5JA7cLrYrJNl+oaYd2/9hak73ixDYXGtrlLN/pQqn8HvIxfgu+bp500ywj3kwLQ8"
    "Gan9w+c1kTgCctsLGPsA9hh8hyd/BlKzm3SS27hSzsetoyU73se4rA76DFYZVrOL3TgSWzAP+DEsQBeyIFZxfuN8PRN3/zueOYMT"
    "kPpwPsGe8imuMRY/sbxxU/lvTXVPcO76l7qSz/OrDhOXTzxbUs/YieHMd5NR2JMinNkv9OmglNPcy9kl2UuW4tusQ71bYHzNv+g0"
    "mUJtU01sH/dRm0ekjtXqcY++NibnzZ0nTmOXJY4MIjibg/VLHQEt0j2o0OvgGX3IDiOnJ1wv8MXiamOL/xF7u03psnriAUAh4/BU"
    "x8hWzjV2cUybW3KF93LrWetkMv4GnvBi7Rw8qg/II1iN17WJHqNLgvZBLd8V19uIMBM8O3W+o7uM3sqpwMV2urqy32UL7r6E9rhW"
    "j/evnEJW9gyg0a2sAsmFh2S9gHnwMdx0mjQpIZ4zht3lkKYX5ShJMNbVSVJHi1Jf5/991yclP2PxgAxWM/zvr5P6lTo/ez2bOrxe"
    "L6L9i+ph1A+mn45jdN/mpponcKCc18gdNPY8//t7+88+T+q7rqF01QO1ZrGP5Fx2NlboTbC/F0pXcXNG6/n5IkiqYyW+lF04Fr2u"
    "0oOkkM9dBXswlTVPq5ilfR5rZt1SQ6Gr10D+Szh1xlVzGMfIrdCO/aEBj2JN0iWyVDYFWWGv8E7ZXdqkHar1YerOk9SvnCtLgIan"
    "Wo0F0EWaWKXnOP1I/oAdeMa407A2HeV1+QMWdpzuDPtn0W1jXr9OYqwjd8g2Q3tKbaN9UxlkmajAWdpEdrJ8yOhReNYH9XGrAtH3"
    "pZmcIL2CUlmhD8mM8CLY8CthY/bDCVuFTw7He3KhhQ+UXGryy4A6bJ758cAqi4EyMmB59xSrJ7oC74n5mRcxxrbivpLQNEnoJ3Kr"
    "73ipYVS1D54s5vtp62ghGlD0Lr7esH6HGO323pVwh2xqC9keGVWdnfz77eyutFj9Vay7CTnfO59ciM8xB2D1cZP1UFmg/XRuWoX+"
    "SU6gdPKEWeeOMblWsSfaxQoNq+6Ijpv8D71l7k6b/u1nVu1mTLpm2QYGNnWqiHOUF3rN6SY9d5WEPxkJ1rKtw/WNL+I+PTttLaQx"
    "Ez/ZH3JzlTju2a5k56oGxqkh20YeEEUB7n+1WhfF5TJdOktCeuInZ7NLMsY8m1t/m4QQ9fjf7rmVbOcBcb0yqqk/808mZmdx2kY5"
    "UaHVI+XooKAYCPsPrEZroJXXga+vk8f1U2DSBbj7XeQe1nfX++6ntsS23djzV8le0n9fecuHtE87Lq2fXgXUOF5zw8P0ovAAnKph"
    "wXLNkcm4crWvWHO8LrPZ4X0i5TaR7BgOqdkT7Fy9Rlz0xH67eiZOm9HnJMfz4sboN9f7iIDl8S6SuiQnXpRy05wS+FhQwI7XCCet"
    "57Arc7O+iL+Vy3o/u7CO9QlZzNr/pfMaweSlQHpOf9ucvohnKVV6/8V49zpdy3s3qY3y/TWMH8Y1y9dGFZA1aaIW42ynntX8m7b3"
    "HOSOndvu4wvWXVon3RypYh1W1Gvszf6O3DTDOLNhMXh7CSKpk+h1Et1C37v87b6s5NZG9vR6WYd7Pg1XOkkcX0uEyLfaf6qBoSia"
    "ZGmymTlLiQqKuKrNgjg5X00nbYYmL2P84qBgk68TycE5y9cXxOq0FxN/1zEabedrsW5i5Xy9DvRT2+NY723wJJbS/kd4AifjNG4k"
    "K5HVnm8jq/q/xDpxT5Bb4fkOg9UpCo6SG/VcrMky9pWW4skyOMv9VPi7JdBEpfq8fi3T8FzfBiPwHHPYRzQeOC8OLyiLu9Qwo6mh"
    "omYb1sDNYytnh1idrx44x+fVntuBBfAd78OPVpsK8LJ0lNXQJxOghyczMjaokTj5sfKrfqWvwjY8IefCDrymLwFbfYLnEbkSK2p+"
    "VzWsQQmk8yV870L4uf+k9yUPq29zCpYxHmQ8txskgxGDmLb2dQT1fgZnHDY+i3U+c7DqJ8hs/O13xgnuE6vvng5fdZReLeOx+7fJ"
    "WOjFc+G//I6dGg/5N9bS9XjvU6x5yoJ1sClLhZ5NIJt5roTnY+/Gn9kc55/wynD5RW0aRCH08QG46hR8f09pg3MUY8bTZtc/K5nM"
    "3A0OvsOT2YTb5+jh/izG37JUX6KGzIZ8XSl1ZMGv13vh60QZhXpSNpA/wXjIrDqqWuzv7+lrwccyKczQL4LHsFKZ4d5yrewr7cOV"
    "kM1N0KXPi/FT7OLnW+3JqvgqarkYT5nVsduMutbi+NtKOR+vFaz9Ssj+VvzcKsxn8J0nivOyE+p8yP3EkPW3eJLJ9BBug6ZuIcZ6"
    "GchIoIiGHGVTaagb3EUcW47xC5ZTE+RitV0ViMXu75KJ+pkuAdIpxX7vCSl8Q3aT52EVAvj1RxAZut3oLo4/xiIXVhPrLG1HcYzo"
    "tlNrca+pX7lEDobM3YtTcbGcEuwJuZ2k/XUBJOJaOVZf1dugB+foV2nvQ2fYFNqbIestZZWYpZpFjVCop2N/J0IrH9sIOyv2Vqyi"
    "to7IfBIR5ybs1L7An99D0gcCZ92BM3avLoCN+gmnvgsnlNsM25AVK+XaMBGpVA1r1TLCa/zIFZwedgTO2h6NnKxMnLwo0IGhw6g+"
    "TZ7TfXHGj8OOf0rm9Gx9XC6Q94AwsyHXeZDk1FEC8/e+gpTbPKEAq2Fzpc7Cnk/FejTR76R90731To0nhsh+OlE2h/X6Jc7sAE7X"
    "DFnL1zmw/GZzsRxjOpF7mTZwjbs5Ii535HixDenfy1xE1NvpvrIcJ8lldr7GzzcwUmQRrdRrkJrrqM7rTfEzjE8X9V7HdOD8rYy1"
    "fyh3yH485wOgW61+aYW8pU3TFgNbfQzZnAGv23qRZ+Bb+uFq63gXpbQ8UT+fKx6+hQPwkbTVH8Q0zStN7tFl4bH6cGD14VfinDvW"
    "yGLywkRYN2Rc1kdIa0h+AeS0nBXOPWH1tsICh54ZYE/GfWKcUbUnd21fifi5QKf5+uRdWcdd4iucbV9bkcP7LlYDR2GXcpj5qWfk"
    "oZLs+suhH9OBh96FJI+DlLcNqnECzAbOgU//LvS58SZY9G4VnmawvgOttwYr9inOrpsavr1my+T4c571YtbCWudLHn43C6KsCzEu"
    "y1tkma70swVcbDBCZHc7Mzwhc2UxHw0uIwpaop9jfxZpBSeRLPGsFxY523E64t+ReUep9FG2Cj5xjNxmj8K6pF7r56D3vgpmyxPQ"
    "chcbF5A+iDM6SX6X1Lx5xpZVDE/Nxau7SE8is0ryeBmj1ibtIcfjbpbiTMHyy9uQIuujKGCN529yuPylozldbZzxcXn2FPffKWTu"
    "bbD2m/GdjjU+Fyh5Oa6WT4wtfhaTzYdsqNFuRa/Lqh6sMsl6n+6SLEaBrRL8YtmV0/TO5f6tYCWKcQBn8uSm4kE36aln1rsLq/ot"
    "dteS2mk+cKTZN4e+1mOnKnHv64h3TxFjqCrXsZCy+ZBTY5ctwGcy8aucFa11lsEXY1H/1UcPLWJoHuhD0FI3wNI0g93K0SaSOvaU"
    "OpKVy72Ps9erxueBLeJrXBxXSMIzH9TSL7X544ZMW8pHwL7G/DQcP5uO555rU1yCifgum0n6ltT6SfdxzouxVRynNwF/XCz360vh"
    "Np0lR+OkfyE/ymBY5R/hSbu56hV+QmspUf5nOlS6ynixmTLjcfKuw9+mwAs/llXBtZw1a9xbW2gTmsnHshF/34JnHiRu0l0656IP"
    "xVNuIqdNkbopAyuIBkeQAbmcMw9tquqR0D3jtQc8ov1wBo1ROTUW+ycsIalfuQF3tQmy4DoMH4UV+QvP8bgcB9t4GXT8THqbU/Xo"
    "YCZWpgsk5E3c+SGyjf5SjIyqlZwF66rjniJXnUUJz5RxQFmFwMlbIT+5nI1QR10/lnVLdewKqNQ6Pz1KcSqfY5xV2U9k3bDfUjda"
    "tP0FnqVdxXqASvhNCe9H2Lz3h/Akc/D3k3DH25gTrMLJ2YJ37h9E2R+3Um+CFs3w2ay4j+xab5pxi04IVsJyZNCf7yBWbwfkyWqO"
    "ZpDfk/391vvpiZbDyYXnOBF3lK5PsNdnND47ALs4C9duA7x0ImsLIrz3uJ+sYZK8u7gegDI+8WmeR+ddnMI/9ROcrMOkixyh/eSo"
    "4FBpHVzFWowcVnW6Ov0oc7sR1sQsxrN+j9+lkLaNQOTfSAcZg+/Iho4cipX9BPdlLJBFemrwEz63zteA7Sbqp1CdT52YzbqEpdrA"
    "0OV+n+EZlrfgWbdBL1cRu43GGueQb7u7PBjMlYNgl78HploIPPQdnn4W9PJqPPVqrOZ0dvPX0p4YD17C83o2zFPsK+p5CSyieKSM"
    "hvX6CjtyujwAvJYJLHadfqf1Mhw+0HCs3GZcZ7dgP0jCE/IjsPoS1hd9JG/gapbrmc0JoIfLE2L9Br3gX84jeqnkiufrW8z/v8hu"
    "E9Oli7D/V8NvtrW9S96kn/CduDlTZcxFRiC1JaxHzmb/VZQzqWugq2x2/UCZihM+F3dlvMdXykvaGz5YDaR4LHa0ANrCMal3xmnY"
    "pDeyjrgY6zA57XHs9h/4pmaQyK+hA8biu3/GDsyjjrDY7FSir1DXcEpUjJN3q8j+ECWnsEnClzoEV9hNtnLKaT1tTi6stfHc5vPT"
    "bwPVml85h3c0Qt/RjsFdRMF3MR6S8OfBTpxVniZwNidjx4vg994tNq9zE2SrlazyDFVNyCA3RxaS9SJNDDe0h49yOv62lpHhcpyG"
    "WnJznSo5/PZAXOVTlc+YdJYGvu6G2KHhcatmdvO17OQ/DkRumakq4sQ02POLpMRHEV1FUKck04VlhQohe19CZk7Eeh4sp0MLzNCR"
    "WOPJmnrCdOoM+2E4le2AEK+RY2Ub9yOQeZCWSCN6dPdgEZ7crPeJQDrjIZExeE+/wlo9p9/s4O07VFTAezc/poVYtnM9u0Ass/Oj"
    "zGJ8xfB/nY+dnOWftd5zo1Uw9lGt8zlBqQrXsd6n35nT3QQkUwkNvAE7aFhsf97jq5ykZ/r6FFnDaGuU0Z961mhG2d9heu1GsYmr"
    "9WoM6BnkHCwmsj5OX5ar9MRgs7zCSQX/d/9MyLXZxByZzVDqRC1nPA7LzU77ac/2rhZSRXk+UVqz86+K+bF6nOh8Vn5Y//lRUk4k"
    "nGAGLuKZeRxOuJl+6zJdw3iaSdcM+q3lukUulQx5BXddoDbXJBso4Rc8x2xtFdgEjdN8d7yru6j1WCpGvhmLdF+EXRgv5awqMpb/"
    "1bAo+wUXitW3HItTPtPqwbCfdfI0/MTf9cO0C2Q0cPlTkIxP8ep46KhbvAZNkIMunyetiazzHVNxnKUoeWgq6Yfdj5PzqNiUpNW4"
    "a+vS2Qz/YbGeFzSRG4ADfmO392YftS/y8b5zWSGa2vs4G2fAdGoH1tDHsAoOrdcAaeT72V9RdoxHiFRclPWf8L85npUzpKH7pcb3"
    "af0mX+L7JhGn5eM+Kph5OAvncZ5+BI1+uAyDz1YKPPW7fhE8pLsE3SVkb1xf+P55sKNPiE0c+4OV+6mnukeZm6imFvuEVQAZ1GPF"
    "nh1Q1d1tlKxHcejr37UxHucaWlhlBZn1y7rc+d3iJo05nRXlSlgcJgfv/RN64gfsyF/QX1v1Puz1efIy/KwPgjOlkhYjZK1xLpBp"
    "nMxoGxlZr8WfkzUi3WR4+CzufTHZ1P4JfislK5Xx3OXp+5wMUUuUtZe02oFfa8c56ApLm0jmbFRDH88x3H7G/5g5mY8/zww26hDs"
    "wCV4rtawJu/g2Qdjp//Ue9JeZ9VWDnbzV52LFTUWlx+4xnk2ndhLR9R3RlrN8ouyUCZhtfaEnv8A6/m2BsEVwCyOm98mqeezMiem"
    "H8j+4nrMja1gHtbYqut+xFm8QEyfvx3sgXu3jlfHsd9NXI9WMyBvp2Vbw0fZXgdX5+djmGefgWtdjb2bBG9zjWE1PM0yVvlFifBK"
    "cBW37zPIRLZOrRv8Lx0Fy7gO97MA9n4L9nGV7gGP5WuswACpop61GpZ2jPJEiP/q1FUArtOPyEDrmAWNof50uU2s+9rVJFnFcVsJ"
    "/WS7g2XHulzDicZ+YtOB9oNdujYoIFvw73iO9YxZuN606Yy9jvWzSo39YBv7mFz2w5gkivVCSmcJ4zlF9MYr9DjW83RlzV1qeXsT"
    "0rAzEFQ5rnmsGIPyHkADvVhzFVWHWWr1XuIENz883z9BJf/fIelDh0lGR9cL0o2TvuO+jidMMlRuj+q1oQa3iYzlxGj5eoC0kS1+"
    "JvD4RnzNKs/ymckYlVXUPgM/3bI583Gfy+ABD8W6L9EJ0gNYx9BTY0yEZnsPoFwvINvJq35tjYvV4sS3yjW48ljqkTJGW/KJc3uw"
    "b9KhHKeFXF1lOvzajfj3cTJDChj7KWY0JfX8xtSvNFyhobftFHGMN3FdnXhbPpc7pQeu8JL0Dm7GFUrCy4OT6E8kknUpFk91vSh9"
    "yeybwRqGVrjKLJ7OSvLDNvAc2W7t/rfel92Yz4p4Zqs69isEcgwzS25q4PZe30tkG7Hha3I59vQ6VuWXAKUbx/waeO52GvKhJ4pw"
    "d9ZxPI6ReKsnuVEm6qt6O+Tvc5zg1sGf8H/Gw2P9AvefDzteyW7WCJmWz5MWeC0Df7f4xBvwYay+YQV8pQpNlxdhkf6AXu4slvt8"
    "ihXtf+kuslqH4Wz391U/bpZWgry/cXxPGSsfeojxERsy3sooU57eII9INiNXFg0wLu+mQRm0e0d2T8+mvg4975DFyVZQL1T4aX7F"
    "2JnQc5tWe+63Sl+pGtPt+rytJJLnoo0U7fDK7j47vxlXtH7kLN5dLrBEHs72fXKxWI6yqfwol0hn2LBn2XVWQHa3MmrdrXyOAfQb"
    "mnEC2FNS7/s8E6z4rSaGNsa3d+VjTr9Ih7Rbn8RZrIovJ9q/T/rq0eRjszq5kdoNftF1wSD4xhczS1fNKeEmy3Ogq+/RGpxI04C7"
    "AgOsl3Lf0V2Bc21Ru0HBSHkn/ABexYnAD6fqteG5slrawUtJnR1LzXio8AzmQ55uCVZRRsbJ0bItHIsTaDa0UG1q8Tz8qoaEzpJ3"
    "YOFfJKuESMOEpXOkPtlz9Tlk8wusm/Vu3gRN1AFI8gs9FD63+lqaKC2Bi42FvpI5DonL5EqWeEaDKHNnhnctQnmU/ArptI6nvcR4"
    "lb8iNjGemNPE+W0N2WmbMRxSrkxKDhb1TJamp8ZAA1h3yxKgcosUL4JMnyzL2bdj8zIXYrVvxtNv1Pfg+9pPH8e1s9iNGGAVP4fu"
    "NAa5oWJxoZU4FwvYO3UxnnEBrmho+wIZCuy/QZ+Xf8EWbOaeRmGpV8AvM17qE6glnLSm78BReIWelLZRf8E9nycXh9+F9+AsFcib"
    "QSsv2at99t9VlnT19XypuMLKIXG1WJs27GmIsCrJYsiryaRVzjic5dFuwDti8NUqgYPct2f77LjrDnf9OTWwaa5np4Xf83pmzOvZ"
    "s9HAElED3H+ouFyJad7pmieVzM2ZHo2xb6eemet9pICxgzh53y1feigZm8vpu0QZpzRJqGJ+ZZxYNPQgqfazWut9R18n6oEfcean"
    "hhfI6zg57cPb9TB9SfukNQteCJbBV1tCLux03K3lTubpLUDj3cUms1bTi7KoXpyzcx4QiywVkNGgmlOHzPJMwDVOYT9U6OsKhbVc"
    "S2hjTOb7wwscJYWcqdQR3s0jkPY6PJd5sAV6j7hZBzXQISvIvbMCCCkba/Mhu/gzuFLF5EVqxrmvJbjLd2WQ17OWkVqiE1lZX866"
    "JecFDpFKzrU1vbOnODRexDuMMz52o7i6uT5iPFRzZDY+PRK6fQbkpTUQ9tU4SytY+dQL1iYLu1+Nu7NY9zLYrIX6Ns75dOj7t/Uu"
    "uVLnyb46Qjr8jbzl70wuqTvIe5FZLpcWdRv1TdzPU/1Tl+Dc/IyVs0qACToK0rkcuzlfor6aPJ6MwnXwfVx7wlu6HlKbpVfJBpyP"
    "XjIFrxkHyT/hmK6Dp7I3M7Ix300b4+woQwmDsU/WZWYr/gveOV47B3fgrlN/m0VSxrGavdrX7sdoB/MbQU9HQNtbb+g2TirLgd6P"
    "YZesf+oTfQL6/Svs/0y9QS+XPnhvG/x7bGBVOadJR6LKK9kHWMN8vnlUT3NKXQ392YGsmnmXcYXG+IhTTVzcxqoy6xewnsFSaK5y"
    "+DRLoYcbKlrqdJfkLOZd6U9VcD6g4bid5XA5RU4Qh/cqIUOboHv7YtcexBM+oi/gDGbhVB8oa2hpy4gM/4JdLiQvpp2TzvITfnY7"
    "ayx2kU84OyoDiGgI9v8P4gHLK7YEOhmEu7Ae2UzOEBCp9U8x1z+Rm7Jzubh+tzOhyw9ntrCeXU6pfbN/8koDsrOZNJX8eSkr7K3K"
    "6XJRj/3rcAfZvvt7E30T9fVaDb3yXZPdMQ8x995S8hh/rWcUMbdR7vSGXNsurD5M+JoHeDlhB/kaq9IH3n876Jlnw+FyvlwVHCb/"
    "pP76v1Xr/k9eaUwfpHqeGNF9zPNj5NHi7SEO7a1UN63OyXiO3gGZmqUvsC+hln5bIePZS2mlNmm5jNM1sEo9cH7OCIZC5nroW0B2"
    "l+BUp+6sS53BTf2Z1NplHfzDBDHfoX7ahENdylyd/be3aLI/tiuzNNZ3Vk1GPMv2WfT6NPNwaR1Nfz/A2FKEU7ema094RLcDj/UK"
    "bgZCs2yLMdcsIydEOnBllGtVSA0Q6vtkimnOKjVjSqpipNSeMDc5rdPhh909ntkx9mJ3+oFEyVdj7ylhHth1u2Xiaum4r57iMjiG"
    "3mdJETvzLKK7N+867qsKbBcvIkPkNfARCui3WgXsQOiscv2GM0GzYNnL2PthFR+XkuUu5isZ7/eca5WMw7qswe1yB65n+dooe/Qt"
    "87UUNm4htJjrRmvu6wjr/S5EmPu+jtN2/iQjwz64pyNkMDyh6dAj5fo1ZLYr8Oj3+LZ07Q2b15pR7hh9wk5idRTdeQp/pSZOJQdV"
    "9NMMN40V41Fe7GtMc3UotOaP+NwmPQ1a+XTJk1+wvkvkJPLh1TEWXqaDgcDyiDZq4KU0sPzsm0SbofcLN7OSayt11vHsnOklNvnk"
    "C0k9j2VXrPIWzj6+WuZBdtrifhaqVXCPZlz2ISmm37eFnNofiO3VIUkf2/X7OUaMqiR/WYQa/zjRJEtGBZCrxbKMd/43rMpIma8P"
    "ywhY9iukglnyTMZnaoAIzxTHn2pshtdLhJFrmwDxib4uPaSI+TVjPXoXT+rOaBXX88HkPJ8dZdbNaDVrkC6LyFRQy8/ZvF2bKjeJ"
    "daKFrJ2qxitPyHkynDjZbElqr+0vnLF0RjkuwZNdLs8TqWyFVx3Xft77M2s4gswL9h0XS73vljyTeNLh1wgZHi3q/yXnDuaz+qGW"
    "M4sqWRO9t8RY43cQ/KLvIdXWq3oj/NbUGjZfr4PvbqhkBN7zGmz+N0Dle2BlOwWW599XrLKgiQxkrKaO56WRrlmZSV/FsryZeO69"
    "pNzPIlmE77VqpyLOQSjVWUEx519u5gTf01lhd4xs49M3F8cibxwIFoVvQ7a+bZxidItcI1alUEHkb7VdO1nWjIyf6ZxOsxxoZClP"
    "/I3ADRLkkTU1n/6ri+apn3MY99G6C6Dvu8HXuAH4eThs96uwFifJbsHBssTmr7CiKhcnfWdgpK5Y0wzi8RL/Pa2Z1TyJdbMxMus/"
    "hXubw1jgZuauOkNnvi8vSKfwHGj3dJmm6+VWyOjV4WlymSyFPrZa3UIdQH4We76jmXOto/fdBIhvqbr5BGvJiGmsBBOx3tnQOA38"
    "M4kdJlVl65f6Mas3TCP+xAot89W+kQYerAS7bO1zRyRPQm9Zpg372jDPyfmne8utZDappn8Uo4de73lk4pyNuF271LHWYBHrss03"
    "6ElLVcyVuQf6I/Urpq9D3sEB2M1uPhJo0cJSHUbGUVcvXUh9vI1dF6dLpec2i3tE5irPE43w0FqUYg3Qf72vFwvZEW4W5wXmHvcE"
    "FoQ20WfhOM3GGb0e/nk1OXzLeeWI7s+pB9XkjE59b3V6B2PIP8LjGSsf6mhokM1yqdzi5zNnJtnXlL1er2Hd95Uh+NerOgxnYRIk"
    "e7k+FnyvFTJAF7DSJ4+xtQRQdQGr2jKgOfcLnpQPdKwO0f1kmHQPA+kmvWFjdg1+g/YYIP1gk3bibNNeeO4J+ovcJe9jryOMKFtE"
    "drha5drhcqXUJqvvNMnXcKS0lHwyQDnm00rGAF1m1M7yWeJmvCf8RIkq2Kk47r+E+Rn1zHr7eFvSjiy5ys59h5leZf3C43w9B5bc"
    "dvw8aJg2crXEiQ6srq0GWn0Zrn2gWFXEEj/prhY4IB13MCvYAhnqGBwjK3UMPBbjmuqkH+gR/2gWyWxZgGsu8WxAtT7GZTuc+jN3"
    "AwH8ewYq3mg07z/7Sgg5u1Wu9rtkNWRZPAWx//B17NQW6iqe1VztHvxJ5ulaVnCWswrcrP8AYrY8ZnoyOf3Hok5NIUnD8HsFdNQT"
    "YrnjvaUWNvFhvCdPP4O3NA32aSFk7i2cScvw3A4Nday8g/u4Wx4AJvgQ2rkA2iEQi7CWAn1af1OFTpIschuvBFo8AzJyiLyLu1mB"
    "936B+95PxmIH52NPt8AmHS3X4crGYZSnh6a5WF2UlqGQMtqUOKw7e6jcTu6Z9J2bEdsuxTuf0g+Zo82Rb3CfJ8i5OGllvtbYZf6f"
    "YGailnpzSyP8FB2g3/vKY9D0Z4jNqT9eVpCFqYfMZv1mLSdNbfPs2J0D4GXdPa2//BoO193x88+1PGgqZ+st4SScYeuprqY8uDq1"
    "kfRMjUVmGyuZa4AaCthZZIjZ5sit5Vnf2WdX/945c6G8rS5OUc5YRTqjW9+LZZKawBZfwWrgMjItWcXwGuCOBDsBYsxi15MFzk7C"
    "vdiP1Nn/iLb08dW4989drjoBlLcP1yxkZ1CJfsDPNcFqp2ZWrINcFDKysxifel1ulqNksU5l73IqJFToudLijAplQ6Lsb5vwy6om"
    "rpEvgPwz9TZZh5WcrAMgnf3Zf1qfZN51+tz+O5qxgyLIcVvyt9ayxqjeo+BUs0jMtmSapyJF7NsqZY10Lju7LG9Zw1oe60g5X+6U"
    "Llj7L/hp1Wn+uldw/1rxetnaIignUk2H5pylc1m3uYnR5jgzVjFW/q7DqpgvYBHwoXoyvIfO8gezUL/jyT+W0+VLuRcnZQL29hqs"
    "+ZHYlXPkDfhC6+AlHy0NLKOlyUzaiRL1T5iKs7SKcpgJtLYez3m43AaJLNCP4Bt9Grynr6hFNSfiaWdBtlfjHPSQ1XoUTscC3MNO"
    "OB3T8Y7Z2P2J+N73xLrhb+fcaJsPUMN+1wzGXltKjHUC9qzHieNPOlWMhbw7rKRFre6UL2QMcOll8OO+B85vz2jCOn1MDNMV6MtA"
    "+DYx+Um9Vp6AbfkTa/2Rfic/6AvyHNb4PkkLOouyL76Cz7uUCOtZVijW6stkcq4lWq2jlrFKjsWyiXIQ99xXDXLQWowX7VugwWNg"
    "021iattgPHYlqsWyUvpwBZuLy1C28tUBrcTFF1rAA7FYez0rfRXrtYmrvZhc7X2gWTfBQytglcIG6EnTWpk+gn49pyl+45l7HhQ7"
    "TdvIll1FfVZInknLEJsXKP9XlXwLTsnMhbZ9CkjxN32UjF02Scr02BY/1TrN14XpDn7Xgewcqod+niJZnHVVzTkBC7EHM7UP7q9p"
    "UOFrf9ZDJgoazfGbvv+Vp6rhOgkdLvUe70Y5G8pZsijPI/kPcE1jcM/BOv7BM/2abIadmtQoL842X/trUyNC8jAeIuaBt5eHxVjA"
    "m3Fy429YtRj9h2rdzpf6rQ5KVgZY7bnFEzaRZ8D6cdMhe+fjZM8CnplHf88+Y75GR7nA+6kRMrY5BPiXn/k5CFc8D9fuKA18OjtJ"
    "bAdtWg074Go4jP+2LTNBG/Gerb6OeQvs0dX4xGqNkh/UuEMOlAxOWz6eXODlrFIqxr12hqTNArKcFk6Vl8IL4CcNCE4IT9KS8Gdp"
    "FcR0i/xFtDSBf0bZJTSZc4a27/1BycxnIW1Fqs+kzpulzp+mfiVGnqqQJ7XAswRZpUF3Rg5PEKtzdhm1uGcPT8Bn74p7KeLU6Isg"
    "GzZ/og92cQFsttnlCnJKW0zAeuyuE2PouV2fky/xvo6yN07vcTIBNuMajcq10IIfSCXx9pvwAm0aYi9ZBLy/Cs/cRULPQx/6P4v5"
    "/1J1OML8jVNhRb/Fufhe68Su+aG+jVX6i5VHxr6Zhz0bgXPldr3BHtl/B4nrvVOvoSLJtXFdCyGRxwec1F7hGQeHQNdncG5BnTYw"
    "1LvOHJtnv4VI0+KcezPq3YNsrhE9F+v4hzpNsX26lUgbcVzaZrcLqQs/g+au5EyBQ+UZVoOdIUX0IdPh+0T4zBX6PqMEn8g6xuB/"
    "9Z3SFt9ZS6ua6hU7jyXUHoWcaJODlbLZfOmyvbe3IUurfq5lX3hSv+Pzl+OFL9LewVrNl81yH98QYwSir69uijFyobQXBazzq9UL"
    "ZZPHvFfjO86WCFFTjN1Z79MyxdTNzijj06qfde7mmz0kVl91AetQqolpyjz3Wh8+R0v5SefoEfIz1m9/OUGbBa9JM9mgo/BdhToL"
    "uqOENt4ivp1YJVilqWY5iDicczK5q616op59CK6qyV5v5WPa8WQvu8BrrOd+269h4lBuLrOvrir1FHE5lEiSDyzucU8dvWf7fRM+"
    "t1JtMvI+OlRmMrZ2APTt98AbN8pcbRVM0dTRr/9sF8lbsOHFxIyWaR8JOXIdTm2he19injDB3bL6gTgzuCdKbZIfQpOV3SdCE4Sa"
    "urYoNX9iY72XFeLmtdpkuxLoG6vBrWmUjd4q7Qt0tEbYZWH3e0qQxbq+aiAVV0UeJSPYFqK/t2UOazfqOGnbOvuO5oSFfFqMIubF"
    "XxCrQKjCZwu5Fnn6NOvY9pI4e3rLmP+fgvvNgRQpZ0+eJaXEN7XUjvaujfoxpGOVGhuiSfxk7PZmrPhe0pEzRMqgexZANz4u7WU0"
    "1vsWaMRbIQ05nCQYZbwtlyfpakbgPtM28CNHwUptxjv3kj3wrzJg4l0byYGt0GdYRWT8XlOgNapg+XfCtw2FtnCao6E/uRme4VaJ"
    "MTp1jRh3Q1ydDFpksiOzA/9ZSSzxk4BL9CeewXTGHOzsz/W13y6Stbu87nuDt+lv8r3+wbrNAk5nbyGlzLS8Dc/sbrzvcay9sQ5+"
    "L4ast8kgSEbqrNXPrOXcgF8PyATjzMVPl2Cl/8S6PyCO6XMNrlTheWMsanYhXgmkr7wGTGxT2a36/FW9PLhMHKuAiKulTGhvxiUs"
    "7/YXJMohshaU7wpKeAk7PIdBunLpbZaw+8UkuF2wlZgl4auQKj03D/Yb+qEvbPcD8LKW65G6h3SSEdCRu8ggSJrrRzFN9Dlkugwr"
    "4XRUTSM8mtt/uh3f7soMdRvtFrTTY3G1LVoaHiLvS3q4OvgU1z6KEfJC6BJXQ3sw/m9T+bJ8psVZctvbI/ye1xKN5uuHYpGS2fjU"
    "AGZOYuzxbi3lrEZtASRRrLX48zP4b6v/UZa0NWxuyKzWLjgh2ZCeGOzbWrI9293ty0+a9eqY5Lw8WH+RambmLI+4DjJgvsAg+FmV"
    "YowG2xgBKiBrrOOeqWx0ruKf8rz004D2ppgxS8s9put9QTN9Obw8fFu/CW8HZigOz9Z1QZe039IUGilDK/wuRXxHNyepyAbPSVxG"
    "b8rO50byWlh3RQX7Gy3mvVlsFmA+vZfLsWP/kin49xjtom9izbuKWd/7JVMHAt+cIOvxvt2AwubA9mZAuifDv3Q998U4jREiZTv1"
    "VfTIpuFEXIe/b5GzcEqWwkPJxzXu0OZpRwN3LaQVmIz3/InX7sVqvd1ILK3Ec4va7IGY70RIh09b08grqWvdU38mylquy8Ts2U44"
    "10vJGJShoyBF1inUXFZC9r6Fhn5Tluid8JpulnvDa4PDZXXwUHhDeKwMDweHbzRZFeYHKzjr4Dxpzz6NdDI8WSffXWKe5QVAJvnk"
    "rC4hemknL+krzNKtpFYL6b3YJ0eTk09xDyvYDVkHD7uI8aDltAcZQDQt5VsZB79sgr6l08Io/rxSDwuOlxv0IljudeRWP1xG4fQ8"
    "IIfJJfJtstrRSfOO1Y734Tp/wSvehjsZDWk5Ec84AR5XjFU9RWQrTDDrYnJ6Almrixi9cnMvrIK2mlH/MVjRveRUz/STUIe0Qm0i"
    "eezAaU19rqxdP8XzJ5eQzyjVt43SM3S8vqA34JrD097W9HC4WHf8MUE1Jd0w8kOs7bG88EL9TjZ6T6id5/+tTWar2/iJAy6zeswO"
    "mdXKv+Vcj/1bzjUOfOEmglSSDc9suOHDKzlf1TRYOd+Zzkj/Pb7LOuZxWq3eRoZ9yxJtpC8csoMk5JSMBCN2cc5PdPzhZdTFR/vK"
    "yLjHTdsjj+2S0l3E/Os0WPl+XNV7sMZHyx3QuaMYEStlbNXVQNlzvyrVfgrafGDgxdS73YlUP4Ac/Iz3ztAb4Iu1kjV6hdwFmX9G"
    "1wJf7RFYTd9KoNK1uh+QyEwNZRzO997yrg6W0HvR2/vhdvOzylL7mps5W6WG8hGhjrJZDnPxWik7zGqTrM9b9Ss5QmxS93pWh9Wo"
    "Y6uyqOfjnElWgxP9Jp7wSXYR18DCm1+xnloi9JkaV+Nrd3Ik6/orGnllnV4MTZrHSu46vVeshuJn6Met7C+0OSHA9Yyg1pIvtKMU"
    "ex4R5/l09fzsyvrvD4Ju+oSM0AIgxY+wwu/rTcBva/Gsy1ktHvOdAxXqOKVmY2VT87JdLBHPSFTrO29NxpbBf70MWi6T8c9CWIh8"
    "cgB+g5P4lqSOqX4H2RmGPf1UZ+npQPVjtCcw77XBIiCn3rCqV8pEPT3tMz1An8bnp+l7clsjmfwaTgSz3MCbeFar8gxYdbAW+jTi"
    "4+AbIanG3PS7dIW9/JHYu4qa8iUpJe9oNbTCas7cSsXydrFcD6v/LvTys3pk2plaH86QW/SVYJwOAY47h7Na1+stMhLXzoIsz4Vv"
    "WAsNZ2fS6k9+hRwtxbXewxX3hV9Y6vtWHxGXhXFoahPu8kPc/1/QuLm4n3mcc1CNlf0e731S1E9UijILEafF3ZTsbWngXdk9mRup"
    "4/tbMvZtvPHnycGcuLuG8fRCr18ikK732IeQAe8zNXKoJNfNQD8h6Ap6Y3OIge1qDvOcJFs9g1+V73KI+e6+EOsTZ++sddz28lrG"
    "7vQieqRHiOv4q4Hes4jKaKscxzoeLTfi/H8Ii54nqXPVBWQENj/9G2ng+S7BvS7Uj6EZ+uNEHS17BbdANu/XXnpXuF8wFCjjAdnC"
    "ivp8z8XgmM+W6o/wej7Bao2BBZpBFHsQ9uwmzqtWX59odZ8NqLSh+sppm5i23SHKEqN1tTVp6L0vJ9ur63V9Ra6BNT1HHHL6HPL+"
    "KJ74auNG36Hasbnk+BxWJbngq5gnsAjYaFa+DoRmGCkbcJpW4V+b8ft83O+H8IEXAvmsxBO4iTMNHnJDzK6x2G0Bvmcj445bIKVp"
    "wY/E97PVvNGjgbHrfdd3mGQNNAbA3eUHcRVHuX6yWwHuaTffFRhCovOpBx2yfd3XB/7Pr8SIBRyHYgk54hO02p2ha7PpN1XxhNuU"
    "4zJmTEaQvaSE8zfjzHqajryfEZXj5QKslkXAXwhm62+QsvXQMGfIYlxpomZzSo5xExUzxp6jzzIi1lts/ayrv9JP8FigD4pZtnaS"
    "ydqFqyXCiZZVsGMPiv3kfcbQne2tYZRuBWXA7OtcMrS7KukqZiLVs3fFfbWEi38dI+7s5DLuV8vsk+HJy8QmndYxOlTL3dlJrhfH"
    "Th7l1HXLw6ZiFUz9Sj9gv2ulC87/WUBh14fp0Gmzcd/X/A9xqrTknEOFfjI5WqvlPrse955lhPv6AGMq2cyp2nzXzfj1OE7ro+TB"
    "qsFpz8RPNukzMqwRSZzjeS9M3nb1GvpC5lyqtYdEaLF7M8Na4WdA/gkf3fq21pGrz1jEreLoXPz/I2raNGjVbtZrT8mIcd2NP+sT"
    "SSTnTkb99Jhy36tbw/hfDXRDFe4oobWe5cx+ehfRfYxzkXeVOs+Au5F9xBH2AK+z6BFefVFMv/fYIQ5bT7TkuqAfU8ttLSHrS54e"
    "CBv/kNwpW2S5l4sD8blHidXd/KQpsFqpdeIvxKmGgztzvuQ8nsfVQKobfS+YyJmyPTNjVtXsolWhP89K7BhxcSltzRjs3DodCvxq"
    "HSHXywx5BwjjKx3JiTVxnpoydVaiGt6A9cO3EptGahbdGHctdtxJ7pEH5Tfo2jnALJZX7wf9twgSsRS69idODlvCvnk3BamCedPP"
    "iV/LgcYL9CU8x3HQ6a2BWV6SCcFTWL+tkAfHfVzLc3Ekc+D19DzPEze1qJRZmRijJgdxrkPDDMdWHk1GYZUW05amkkSzfy5LNJA/"
    "XYfv/tomynq+3gh1ZBXnisWASZ5gjZJjEipn1UAJuT9uwhVOldTsN8NkJk6iTdbZG4hnGjDTdOiuNrJcXBw49FW8DfPW7L986DTb"
    "3/HyF3PHQNDQF+PxXcYQYn1YZ0MzPAm0vpWMB29IJrvHYrhGDdFVpV7GWqAq5kEduqzVneUCcVMcQyLjqTjzfbEyX2mmDJOdmItZ"
    "j515sFH+kDqeIFvDa/0JzmLVXOinrMShA2KMWybIfpyvzwHzjJZuZHS8C/7lq0FH+RoY7DTc/b6MyIWs2ppDHVuN8/V5o4yUqTjw"
    "UlfBF2CNtvDbC8gWu4B+Qzp++gP9s3pf1R5Sm+fpBHzyMV8VEnKGYJWfT9M2KIBMxqnPp0JbGj/ZQnzmZrkPfsaLkJw12hf7vQVo"
    "4HmgxgnA/ueTNzJCG2u915eLzbLYgH+9LUs1W8ZCe1Wzal5wos+B9NgEvhzosEpe3WR7f3KCJhjRMy7RNeQ9niaO98Oi/n2lws8l"
    "1CSGMblayp5dYTw5wrhZjRpn71r2VZXqoZKaBXabHs5ao5BnyvFGHEOWg3RykZvGvUeMne5HntZ0/VTWsLvU/Ku7xWRnND7ZCdby"
    "E2i47rJMt4pVm/aV+/D0LbBS3XE+Inj2njixS5l9XU9ecsu5jQcys2lU72E1VkDOxuJs1UBqr2Zvv33vNvrnA6SONr2WvbTV7C+p"
    "JyOtQlttobQW4R2NWaZH8NznyCydLE/qdTgJv+JJFmANKnliyohCp0HrF5GFJor7Tf1tv8OnKuT8jEW481Xw4G3e1GnQtN/L+/o6"
    "Xr0cFmEOfAnzC28KZgBnZmGPjX+vCnvwJNZrHq44FvexFeucxSkQ9USNLvr5k5iXexDeNwr2z1iOm+HTi9U4Js4E0qmGpjgbfpQx"
    "MK3ClWySEPwsePcVwICVeLfNgzmUc+MqcV6M/eZQvLYfrYXNOa/nnufRm/4M1muydsE9Gpf4s9jJJcYzBQ20gp2CmbiHKj0mMMa1"
    "qA6g3lmG85DJ2R7p3INV2AGrdbmGEcIIMdXnZBaoZLbMJsFZhPYszh4zliObvfkK2dvWNdLDXo57K2I8rJL1od3Js1jKCreVuIMb"
    "ZAju6Ek8/xs4lTOBMKdh7X6XwZSaSk5xnso5rKbFy3WQbPUc9W7en+PXsQ73VK9cITHPxVDl/eo4o6Nm6S72fa52Hufu0Oe6fTJ2"
    "jfeylBFje7YvWFHsum8+YO3zrn62fKp6WGOAqaVXav12d4md9J0kQpbcN6WULNrr8Yy3yAKef4vnbtE74I38BqmehH9vZiSnDitw"
    "dTAXa+SmRtXSs6xiVbniHp4NdgteC9eFR8C+FupT0kYzw1XhxGBZsAe8shriF8uSTWbcy7rLbpLUq1OjB+Mev/E8HTm6iXomm7Vm"
    "MWh3xw6QIO+Qs+t9gDA+kgyyShZCF8TIzDgbnzwJaGxpcoao+v8X0n4/ymnZhp52lyqyPUSh36zz7YNkbGw7o7rIk/S5L2Hfi2NV"
    "r/EZKrMTd8K+jQfWSZOlkP/jsQZTcWqG6M9yvwwVYzc6CRp9hVxOnT8V/16n4yRNz9L7YAnfD7rrucGzQIdrZTfdK7B+R2OyHywW"
    "wTyevKRNxTTHHC0JVsmlkK7vsCJdxCbWfCT74Fy4WU1NmX840FcqRckeF+OJraMH9JLEmdVzfZAZsOsvwxZtw+m6PHhSijgx73sg"
    "yybyoLiIjDKjU0PJq8Y124n6quOQSMjx6xnTQ+pX5uqr0Jr3Q4d9CQk7F/uVoZcE6XpIkJrl4J+8UqTtgVeO4wnehOe8VDrjmZZC"
    "lnNpr+/mpOm2+JlNLtpKBieLFc/UJ1i3FvMVZe4sputrYtwl5pXO15bwlwYCQWwDUmguDTzdNs+1hrMMj2XU+0Z9QvMgc2PwvHU6"
    "RQ+AlL2rPwZtoXMWQIotw3EJ60JvYl/0IshFFHrrbnLuuUmic/lsucx/zIFFGeL72WrIr7hZbD+Ny2oTOTaKWBO7Vb/GHv6hn5Gv"
    "JeZnOJj2KsXrxuvylVwo6awzqaYGqGPH+iWyn9i024XQ5uEOU2rd1JrxxHEdOYlUkz3HIatJ0zhVLZNzRg9iFdxWIkLLXW2vgYn5"
    "aOg57HYPd6h1bYim7MS/fwd7H8jlQXPs5mh5AdbwB/y8t17F/rMyjbLWdTr0VZmfhWV5sBbkSSnVO2SSmuWyTMPlcpE4/sPHGMna"
    "Rm6lcjIn1ONZJuit+jyuuxjeq/XzjZEOWIV9JU8u41THCOTFJjTO1Fl6hDQL7Bs3wRYaL+WHkJ0tsEb50I2/aQF86IelO6R5OHTP"
    "C/IZ9LKt+k5yDrTB93qXDsFpeUJvwz53CG7R+eFhaePwXSfTSh0hxgRyhJjXeAGs9FLy9kW5LxtxpShtYQX8uR4yD/ca47m1erx5"
    "jFhX4WqWq06llR0HUB7zBxVAGRFonLbyMvZyht4LxNUBPvIlQFtu1rFNxHtPbOZULSeeVUB/3kld96icDflZjmcwDPyAjsO6biZP"
    "/J1yYLAqOd1YaYGcDTNOT4u37Q8rs4YVRSW4m1cgMW3lXzrcT/O2/WjmJ/BZziAkEs5nxUMteaIWYSeewbtz2HMfTUpo6Gc6DKbl"
    "nC0JGSgHSH+dG+4qB8tFwdnSU78OS4Gktndsa9KiWmQz9SvpzES5OriQHOymZ6yO4gUpTHZj1DCiGCVKgWcIT/lEOR+a+iP4rl9C"
    "Wq5g53wH4Bare79ZTiBiMf/Saq83aoafQ3w3rUo1JQ5+hFSx7rsae3S1uPkAdmLvliKvg1Pl0adoGB4uX8CS/wYbtldwEjDdNcB0"
    "A7lWa6GH3DwV8xNOF8ds1xUa7XkxxtxKMovEgZyP5szadlLvV6eSfmi2z2VE1VUEhuqqlZolM0gJWtAqnIQQ8g/UGriIpk3pSI2I"
    "U+fRDwl6yEqsU7Yao+RInPwfcd/34lTl4uw1E5tIa72pNXqlDIJ8buC6fY6TMhpr+Lk+i1PaUWwy3PdqM5OX4tVV5Ku0/rUMoNRz"
    "ZVdZ0whnnAQPwLOwicvvG3OWPKK95SG9MOivp8IbeCF4EV7IiHAvbQndeVPQRdrKBnof1eTkr2cOYhGl9XPIfWr/dKy62bdx3UUq"
    "mbWwCQPPSi851urGeVLakPEqm7naLNxH6r6CCmCQrbRqZbRuFjcxNL+z/IXVOlB2E6tY6kHObJu+VEU+oohHQnHKonr21T5S7itk"
    "XDbJZTuv5L08p1/poUFE04LxkOhv8KRnwrf9DDb+D0irTXqxTrzlZJ5ar8ZeaDPhuupukiPWV/QlXj9cpsM2VrHz7m2s0VKJsZNx"
    "JquDLoRk9mQ/dILxFVdlnybO0lrn0uHJKgX1fcvHsiqshPahmmf1GLH+vjh/UqKX6d6clfEOdt7mCj5pHS1yG/4VxZ2tga1dAks1"
    "A/fXSvqK9U0fIfvQvtckLeDOyexLL2j476B/t3Bu+87QP1dCwi+UvdKqWZFZx7PQMIO3hj5Nka9etXhyJuRsAXlaSpjvcSw9bVjB"
    "bHGa29lrZxHiPO3PiRglrKwvwv1b3quYMhaFlq3z31jPjuAq5uSrGdeznx4mhZ7rOgKtUkArfpWspVUspvT3oHekuiP7qKszd0/9"
    "jj7nnyPB6GQdeSJyWe1Uyb7g32ibjFG5RP8Q6zRNfZ1/EsVJXYtzOvlpC9npYxU8ITs4rab1J+i/p7Fuv8m3MkdrwgEyDX7xO7oX"
    "tY6h/HHi5D7BWqA6/j3VK7WcD1RDnWa9khvoCf8Je1bpa2xF3uMJmcBVq+A5mqlHMpvQgIgsem4rvJ71545hs54r+i7xVE2Sx28d"
    "WcyFM4urGUdJvQYxn1f5w+9NRF9kJ5DlAmtZCRr3bPxmdx6XhlmPVut3HrGs+si6/TdMzsA5MP7UmVoui6BJjXHkCvg4ro4/SMZT"
    "s/i8xgBdB7tnd7CKHe51WKGQdfj7NzIXbhnQ7BY1hP4p7N2rsEc2E+8inDz70/rGrpDfsb8jgMAukWf1cZzkbZ5Zu07XUA/N8DWv"
    "U3T34BYZi914MhiF73snkaE10kW7BPFwE3uFHeIqZ9S9VG/D6V6SzII3+bf6nrnszrlZjCNuEe51Au6tvWSyAsNW+DFxU9B+okTM"
    "Au58FPdmPWMD6EUtwwpciFO6DOegA/ZtIp75DmjbL+RzSMkU3M3r+N6LxGq4q3GWsjgBooprZhhgGqurSzl74VvZIBvxrxqgvRp8"
    "o5vd21wSXmNUeM6ELtAXF8EKrSVX2OlY+fX0GubJw/ARBxvjL3FLDN/5Fp7nKMn5W5XbLkmpCjxTSupZzRU+VvGwn9GQgOe5BXrn"
    "bfLrn4BrvxpYdK6jnIkrXa4/NPJtnXWq3Kktg/sh18/qr/BSHoIeu0s2EQmbf1/vEV+DlJpEbdAnYccbPJaY5vhI7TWyCs94Pven"
    "wU8v5tQEs60NNcGuiqaMLFuHAx1cCvu4B67zKfZtCaya6dwBehDjXSfiHgMfAavxXmcCluMtrN9YWLuVePLeMpWTz5/AdcrpmzXD"
    "80c4Yy/KNbGdGKTXylpYo4Ogj6ZiTX4ArjkJ5+INMYkq5mSDaj+Xyp4wi7VLNUDacc/qW+/5I2NE/D/gfZ25Ogliu2p9nZi9xmdu"
    "E/QUjKXiOsYQouwOKmF1XQPTZoRzXUfD77o/+F2ny/3YvXWQ6ztx3vaRjkFzaCJjnZ4BGZ+lS4IP5C18Xw78lQ81NefVP3nF0OBO"
    "zPOZV92ABk0WV+on5Ha1yfAXkD3M+g2WkU1dfRW4q2g6WHZn3tLYBzfqt5CdLpxUshGWPwNnP0s+lJbwaIwJz6pwd8fe2Sd+xlMe"
    "J0/ABzwxOEO2BbOASA6CfL4ALDw47AVdYZmz51l5GmV0vY78b2sb6V4zTqGLJYsesOMLjnhNewqwwiCx+dLGs9QPT36mWGTkd31Q"
    "XM7GMfRV8m/pjGPGaIPqcaUaMpZYdCeTmmAdc9Wb4MEtAOKayOnVk3Ga58tVUu/zPNWUqHqiI5cn6wAZXE8PJML5o1ZJ/LDkUN/V"
    "ULPva1Xj7P4uZLZ/FtBKrY7Ql6mtVwDRfQF/cAuwwY8agcb8jqy0D4rNyE4HPpyq30gfWSQ3y2NksC2ARLeTW3HWN0J6jPFpKnn3"
    "XCa8FnrKRfQ2AAM9Iz2x432gsfPI3DFcD4aPfxe87HbYwSfhFZ4sNicsB5L6KDsq68lYG/Vc4KpnSBmjoAX6sU7AbkfJr/w5tMqf"
    "+D0daMHWcQJxqMUNf2SVyVWymbyExZ5xKp5knDqNOUqgCvnazwtfR0xToWeQny+KlYmQVaSOc0f7MffsomDn4j4fI9tdHet464FQ"
    "1kNC52LFl7LL4BFon7vhvS3Tw4M3tYV8yrnYI3EWDVEbx9c6HSFHyUO4k97Es3l+knuC/ebrGW/PggxmseqrnBGPkbKM+i4d0p+v"
    "F5BhaCO0bDdju2L3a5aeDKntS3y/kZkCN+G7upH4dXcZhR2frEfLcTKK/XyTdaieF9zXaKdgKTFoBWNRVt9QRW9sra8ji5OtKOFP"
    "cpTsikP0eh2Mu/1YvoA/95OcqdaNszl4Xc7B2XwG2nQ3nNeHIEW3YuWmyk5Bx2APnKVOUhcOCqZDubwA2Qj1rnCg/MrM+K9ED1Xk"
    "424r2dSo5Y0wnB3DvHWWfi0W22onJ2J1dwkWc/pCJ6yUTTq5NljOqYOWoZkGKZ8ZXh7cL8A98B8f1a3hEDW24P3leTzvi/AwbPJD"
    "GXTno/gzm9MMC9UxmfSgx1+RnLNqPvWFkPi95abgoGBVeIH0C3qGlwbTpJ0uSrwOy30gtGEe1mEizuY9wVr8+QxOSXlysuVf2lDF"
    "U8yJhuuIk+1aqxgTjjCbOUBukR5ibHv1rFao8Gyhu7JSN/VkE8N0rchHl+Wn78S9nPSS1biLmZyQd6Nk0IPZB7sxkfw45plOkxLi"
    "ymzGwLLIhhX3kf06Wq3OnDDguOly8SQPSBEZf3Nhy94Uy1F+o6mj+9ZHnkOuQPP6s3Uh7uIWsfkUzhdbyB1+jtg3QWRcgv2eBC1z"
    "NLnvc4Cf3Gxbs5LpnG3/O73TOVLBzqg+zKxWMF8apaZxjPHV+hq5cfbC31+XzeE44xKQ7LAAu99VRkhF8PfPuIqFF1kvZxMN4pyN"
    "YBrkVHFZpU9YWREhp7LF1k6HLB1Fpo5ydramOnN7yjIymO4Mm/g4PPPHxbh1ZkDzPx0cr0XhJYHNPZwE7XSLTMFqvkUmfkMdJ4hj"
    "Uqsm+jDt3EeMy/5P1v7Usye6ntosxvh5urpZfy5v0sfz/Cjw8zL8ZCB2/T7IyjTgm0VkP3uQWYhc4JqG+taQXrF98+lBJ2kv49Xw"
    "ufGofQK7Ng+W/g2c2KE4jcthzw/E/n+nvdMsg3g/9FbqOJJxo8d8hXqNr/1R+uWpP1PJiEe9r8BQ4OqGmFsccnAp8KKriKwjj0wJ"
    "734tzum7wIQVsIB5OkQPAYpcCUndE1qogTGo6m9dQO1xesfhdFj34CpOF+6DE3iMLAY6WKZPSdTPm4qzg1hZW2D71dAP+gHrw57l"
    "jJp8rv/B7FmMMitQjPuo4czb4eyjM93dmX5dNT3wGli+G5j3reE+VzLPWMPvzML/X8Xf2krC648E5M32/Q6systAKhuBygqB0TfL"
    "BH2Pk1Mv16dZsVznq4qaeO+kJ+V6S3LlVbfXXnXHa6ljqgW4w/uwRvvjGu9glXeGZf4VK/oVo12OG1/IMGAcSY8wP7CcjDXdpFz7"
    "411L9Re1idnHSX9p4LlwlfLqq+JN518khTz/UZ7KMrzD5Voi5MApZ2w2RvtehBNlMZf3JXWleRfswVEyC7q8EuhqMn6Wg/+vw97Z"
    "Z7ZBB98snWW2HgorkA1rlqlj/haDbvhvJ////33HdWO9iuVAha3JH1GCu7lPXO3lZquukGF4nnNlCHTkIXKKGGPQL1oeLtX3gof0"
    "M+xGFk7hArG81Hr9ml1jl0HDn0iuQeiHoJR9zBEiJ5tsfwV2oTmwtvUhbVObA3RiI2fORVd6SwmjN+U8D7Og9T/D+r0ou0JDVcD6"
    "N5V3yAR2pHwEbVaHc9OfEwethrKYPmnEz4dL9UoE2u8MyH2cEW+TqDrNIx//Fr0QV1mirkLKMepZPeVhMi88MO1++Rh/vwI+4SFB"
    "B1iu8XIvGXKuIq9rVB+E7PWW02QedvQsaNMK+vHXMs6aAb9htedzycRnW/sOsWZY6wxaWcviHC8hK1RMCvIZlQ79dJJ6vDpWTg06"
    "M7pWAa1p3Z0L9TXOYqwE5itPRkHD5PQ/x03iKrUrfbXdSm1KeTmEk7i3y0882XPc8Jky+sb2agb2J95I7Mn6BzKTvWPVO/SONcyR"
    "3Z7ray0R5ixS70Jq6W2MFzSXNcE2xfgmnIss/OspoEeTn3vFRYM3AXFE2KFo/OiW8XiYnD+FzJDabKQKSPgARjNSzSk2zXorVmZf"
    "qfaTdowrpqbRisKd5CTs/e9qNQG3yA1ijMMz4XG2k3msfNwbuuQg+cFNy8LpXAW7cDEwSCX1is09jpANPEtX0s+8gn2bm9m1ejgn"
    "unaVwZCF44CrKyHzLhJexWqgHJ/rvVQ2QmedJ6Z/ZkIDWW3fBv2B9bsTcW/XyVHBcViN12y+AuuFl0D+9gieBV6YhX8tgtf2ke4n"
    "zWQmJ2O5Geh5WNFKbeo9iSzK6S5/myTTEEsuJMqp9R2WrubUpqwfINfjzoZBWy7B/ljs2LLEc7EqHcRqeeL0VB0utCsaa+o9YnU/"
    "/aDrCnUNrpCLn+bB751CG9xUbApZpj4ZvK3Xi+Vp95eb8QzGajUGOu0nZj2+p2XK9tHxc+RRPUPfBfbJ1M3Yo256lB4TdAp2JyeL"
    "wz/VtAcR5rcryGfhoqwl7M6wE/QUPagy3MPtYnVJtzNHfLDkcEJoDx9FqiO7wM6ivnrATYw/nBi6u+R6DrE6ZqOO5Moa3h4m5ayg"
    "sgjrn5SFO6WJng1fdqO2DH7TjtpHP8Xf9wkOFmfTMomaP+WMT1d5vBLe9XCLGIQdYSW+gh4bA0m6En77H5J65n0Z4xwBOy5M+t+X"
    "GHO55ZT9nlJMZGqVfscRZUSZARsif9Kr+4m7V6ev4PO/YadWYkVsZptxvBdzfmIVpHIxpONpnRAIMN4P2llf1nH6gq4JHtVfgyeI"
    "RWpYW+lyHTd6FgWr2NzGWHyCnK83UctthJc9Fd98IjBjtr4n6eRTycC3ZOts4AkFTjFbsw6n7EMgynWyAfhx9+Bxsae2au+Tcb7n"
    "4/uHkl3Gsuk/4ZexUWYASZVCyxdBYlbiTMzHfs0h41uV7huU0X4VU6Os12mJUYFCw/0In+c7PRL7s1AewndVyGR9PDhQ3iff/xgZ"
    "K71w3i7F/SxuRI/+yNlvMc+4GOPvV6ijKphNcv0FVhdxAzu5qqHjKm0eImNGR8lyIsIS3PsQuRYnHhaKFcfPyGNYr4ekIKjVi3AH"
    "x5BlscbH03pwUm2C0wDq+TuRrGgP2R9UxC74Rdwh01URzgqwmtUVUtFIz4NN/HA9NcbxkMmnqmVFY4E+SSZSV50UZ/dyPbufx6gx"
    "gxoH7u2BIaU/GPGZAJtt72jJid0Jz998iLiK/0y9BLr3LnxmAHTkIsYcNkLie8oCzkXKoCwaS12XwDTYXG0jB8i2JJNWjfdNcvU8"
    "TgwIk9g17qPfHaj3N8AfycQq98c1sqyXFs8wCXe4D2Op3wRDxKbnjoam7QWPaCfpICd4JpzHPCNdGfPkdnrai83XGccZmHFaxTzW"
    "ddbTY+0te0mht6tzPJNlgvg/kALG+HItMivfUXLLYBuMNV4ZRyyA5NqcuBoyYv0kqe/Aqsg3/m1+fcTPr6/Wq3DmZ+pLnMHXAn7o"
    "Bs40vVTugZb7RF5jZXobGR/0gJ+ZBqsxxVdJR6gdjc3iB3IilfuT8799pbn0ZNd/CGQd4+RXq8B7WlcwijOY0wur1c3xLmHfTkzf"
    "haV0kwAsO7aYUdR8apZfcJfboMO34LN3yB+wc9l6ZJDOyrAKRttz+Oda/mSymF+Qekr9L1jdqJ/Z7Wa51vNuLiTrgvFtb7UMItZ3"
    "qZ/2tZJTi6rpecR536b7rUZnEyQ09BLn6s0PFscNW6qfQmflhj/JL3pB0FebBzXyjM0nDg8Tm/SdywzPMUR49YxK2ZWK1Lhm+0nC"
    "czyYZT2PkY5y6upy1urNgM2oZc9VOb7hbLFp9ePxVBuZ271SvtWrZTQQa1N2Gb4n9+BXc4mHxbCxZ8jn+MZpiWXST2ZLv7BERulb"
    "OFsd9KigQzAap+Q1Gaif4FTeh7MxUD6DNIY4N8YePQrnsofshnvOgP7cDP29GDo2B5K2hbPHjO1oKZlT75Fvxeb1niAv4vuvhWd4"
    "shTJudobWvm04BJOf4r/DYO0TmKRalorx7USiGMTGsj6o34ygvpnE1BbFu7lIfkedukXvLsfnt5qtPO4r1NwlRx9U88JpuJcPSGJ"
    "JMOgw9wmoRG9R5fgTFjPlE27nyBf48y+ptNwtXODSewCTLCn9gEgmCi0OzxHHQ1dUc58rMnCKsq7MTvPhZVqrx/DB17IjsCYVWAG"
    "xiDbJqj2lZYJeJPnidO2dqoL8E3dxdneHGKUHCLcfH2Lk7htgm4V+wy/l06wl4VY9SZ43kOgG9qJQ8RRmYNVzodNLmdsrN5XYKjX"
    "6n3FuGquhA7oIWvDY4FwToWNexD+09vBy6wpq2Z1/rMS+phqLVDvVt+JFdeGrso8Pd+z2pc3wtO4n+wBm9YbJ+914OknYQf2CBbC"
    "lt8NvDYRO1SI96VDqjqK1bRbxdqLQE1Hwmdryi6w5fC3rhNjCv1ef7Z5w8BgzwGz9QQCtY6Xa+H9PcUMnMX5zaN7hOyJs+hrhOTd"
    "OhfnbSMzq9mcopetRwc/UVdFiGltlQ71jOi2b5/LMvy5s/xMzGO78KtYd7DVtD+Nay2V7LAPtFELeVi76czgLrkRfu4mnJLV0L9R"
    "Im3LTFnX5W9q3T8XYa/maC+swhzonVn42bXBXNzLCs2QC6Ezjterwy5hTbgHtPvktBxpG1wBG7+A613LqG4RWTUGS1Wy+i38W7VH"
    "Q42Ci5BEKV1V3rKejuuupF6tpzVxOcavyL52KnBNCSeHHhhUs0JlCzvyJmpjkzNSVfZUQguZTFYTB68lV0tTrIpxYaXj3H8p+2Ad"
    "dwM6/ApScSgQ4xFY6fbAfBZl7g+ttUhHSDa7ye/A6iyjLq/lpKoV8BAjsGXWnfQvGZl2lxaH44AuDpbrsPJnYRXDcA/IyjxZo5+x"
    "9zaTuGA1zsdHPI3vyTTeTU04Ur7ATg7XHGiLx9g/ap3B9Zwd+DhnOi7CCjzqWY0sVzfXzzYuw2eM2X4zTnUNEXQ6drO7WP3Ww3Ip"
    "I4VRvzOtkpirjYS+96+aUubYvWLwRysZI78EZ+k+OQta/HcdKR3wjE/hxAfBMOkqp2CHJmGdRzGf3leWAq1cIMaq8jrsOmyhvAMM"
    "P0RPgB7uLGvlmkaytwWwaC7zdScZRarpCQ2EzxPnxIZadkAXMYfYFIjKNOSb7EypY42oVTQZ0+IDWIUVQNcNHCp7sga7lpXXb0MX"
    "3cOzV5NkV6km4/wW7N8bku1rZWqYmfyFbFkfyHzfcd6Cct3Sy3NdkjUsrmeJWRPD+lFtx0kxeV5/V/hqAZPUk6TKsxCkqrdM/Yr1"
    "HJmPWklsYEwt1o04H3trPaJbiMOWYW0+C9axOnc6bXGuR6+GKNozRmmn7hjGxao5Jbic7PzmY23jNFKLw63Rj1nd0FLmwTPaLVgG"
    "rdQaCPYVyPot0HcLcZ1BsFNWaXa3vhu4vM0aXudaiSYRbUNlbSTJIWtMoQnfQ1DrZ7E3sL477d1FMskrXu9X4DqpSOZgKr234mKq"
    "xUA0joF5CxbqQ3h5I3Qomd/NWt+OO9lJBvJJq+g9WMytjjPRT6P/bPNI6qm/ytj3ax7DJ3h1Hmu8YpAGq5coglYsZDysBvY7td4p"
    "8PP1XCdwJ0rnLpSXXaXA58iNYXsrPSrLfY+R/Vk5VMFY4l042e/gmz+XQmbQ1rOf9yPZHfYpD58ZgR3dVS4CGpoS9mB/WqzJ+fIo"
    "9MTtrCach09dpG/rNdDovZueqgdIX/zrMjkeXsEt8rV2CN7FU87CPSzWa2Qo1my8zvzbzAz3u6WvQ/wns7020q7V6wIpIKYoYz25"
    "MYpbt1UradjVhrpoF8WzuKr5TfVeKhpi6As4GcPYOAcG07EW87B2K/RmnSZz8bNf8KRZ2MEWwWRjN4Zs9gk6wSrOxoktYCauPNjC"
    "ao0z5Fdg29TTlUvDwvAgaaun6x5NTkg7CKjxDei6QaxDXMkIoPUhLiXPqFXB7Bd8xCdI+OjnCcl4ZzVZLc5k9q9B4t3ZLWMfyQbs"
    "hD1RK5ki1pO2Ht7um0B/peQbs66BtdDTEc5qexK2yBgQwr/x6dh1W5H9aaXeD8R6tNhJmAQdYJ1/dnJmQeb3hIdkkcVjZSFk5lwx"
    "5sCANYzXc85bvff5y30/ilUO3S79dTkw6TI9EVjucOkme+pqOQzX6hRkADEY2lvma7ENUdsdP4/rboAkPdB0HL55IbD0UD0o7M7K"
    "AqVOKaEv9YREWCvTB3e7m0TJV/Mm7G8pcERIvLzBr1h9MkdtdUdn+3iysiptO9udAle6Geqpaifz8PwHSxn7bm1q8+547/PSRzbw"
    "tNkk8gin+NVwpQ219m0k2lrME5mve7FLp0DPCmqZeViAnVrJ/Esdc95RVqQWaiWzfKkyKXl4xyeMqFQwAxQn/0J1o68sIA+ATXoq"
    "hVSnkQN9og4BDvyaTD1tceJew+9j5Uus8J4yS2x25Wa9wnuVoc/5OUxcSA6QVT4W9DFnQ1VRKn4h20ON7p22HteqIjK7Fff1I2fl"
    "5YejbAauHIDzdEtwOrDxGDlaJssHsre2DzaGvWF7bw02hUFQFm6DRa1K5gxcFVUBY9OWjzCesRw9LoiS+WsdtFI5dUUh338gKzsa"
    "9MNO4mpmRuj1wSQgrz7AAvfKbdBl1ZD8bB0J6bU44iN+jnANI3fWZVvPjGIt8Nxj1KobYM1s1sEKYIrUmrytvAL8n01eLOs53Yt9"
    "q7OwZkAVYuvTHDprF+zxrmJsmZMhRwWcDWR1yJl4li44Pb/AA12nE/ShYB501pPSXsboYOiic4Huu+K+n2xEQrLYR1VPxG+6aoHU"
    "03syb3k51u1bcbGAAyXKOYZVnJxkrBXG8ZEBNLJUba6k4fq/WG397zxzCWbbU63BicEh8r66ms3f4cFdyjklj+hYdgnN0qWc2HsH"
    "uQYsxj9AnmuEQ6WW57qFPMLO6CIfITfUFdXpntHHTbnZSE9grfXNWh0//OepWKt39JlgLyAdm8yYTTtqFryctuJfku/5kXP0FODU"
    "AkYmrsedz4B0mve0BH7QFKzVY3IlJNayYjP0W2iQLODSUkj4C5Cn8yg7MzmLdA2erJT1a7YXfYH6bcpyhDldmyWa0YimqKGViQGn"
    "uwh2lY+S1OihsqMOd7tdSDw2Ak84HDtVrc+k/cD8/mSc6THQpdlYjVEyUx/kjO4MvKtYO+EZDgbiWo473VdCX3FpZ+U8ZmADsZi5"
    "6ZA9sI9NmFmwfvwI9GEreG0ztB8s9inyAryhdcD+b8jJsJk3QGIC+CaGoecEQ7H+Y/Cks6kTGiKTxirbwbOl1dKf6uTrDxv0SgOy"
    "/d/35aTGFF/rfH0fn907mIV1sK6fUXjS/jiJVZ4ByPF71+tN5CIxDJ6HPezHXvqQM3AtZmBTO2O+e6ZI1+PspTOLW8kITTHzIXXk"
    "kTD7lAnZrmXU8zvgJJs00JcVbH2A5jqxBj4D/s1T8Ha+0h6QzvFAIDcDifWV/YNZ8pp8zD65dGgFq3ItZKeM9aLtH5whmkQG9b5+"
    "YRvRyHj9kp3SV0Db5wFXv6YVwVD4Wff+raNse03r9vN8j2xn9PgyWRHh9GdtkmXqMN9tE/MsFHnMpyd44iyCsIUR7Up6f6czMlVD"
    "DBehxP/7HTT4JSPIpm26ahf4yMXsWtiqk8Sh/+gOM5RDZuAaQ5Af4JVh5OdwV2nCyKd9w91AMY/AN2gLXf8noyWt4H9OByY5R4xN"
    "eXcpYlzUnq2pnCBOcq+C9aiiNqoll7NbaVuDfGCxOuKTuJ925fIP0/EdRxN7lTIvfj3ubjk+9abcrOXAiWPlCWj/uXq4fgNd2F0q"
    "ZS782gQlazzuaxvufgj+tVAHyr5yvWfIjftsuOXDljJf9096CFO/0oeZpjqyNkbJMxTTd7A6Md2Hsw6f4R3uwzhSjNwZufqiDII/"
    "8a52C9rDp+0ve8tJepAOCa/2PTlxSkudnyvhYjPb/dI47GKDbd8+M7iVbOcibqjbSv1KjBxhVnNnXDi2/hOBW9ao6/Z1leVboels"
    "it8WeqSd2eNZRcl0Xc0v8dRXcq7K1WLR96X420yuQzE+dXowGz/bpqPpifyo92p+0JMdfa9qf+ksreVO9i5tZQb2OGqxNfCRylix"
    "OJORbOtoyycH2FnyqMR9R8tpO3Ca15DJKvUrxdCuVkVdS5btHkARo2CXdpP432xy8+Q5dqf3SB91TiSneDVnx2Zq5GCYRD13hWmp"
    "wxl/s51L15OkLyy1SE/8aRxt58Bn/gX+RsgZck76K/wcgULutXGV2wyQWnLDWcTQZjmuwtmOsGPYTtVJ/pwbixV8cJy89+UX6JNc"
    "fRc44VrgqAJ45k/JM7DL19OnMqvfmXNdpsCi3i3GN7XExyPqma9weexafVYsY/ynZvgoywfi+h/tZKfWIZP1OWjE7zjXwHysu2Wk"
    "nixV9K8sL7NMrPagKzTDg3KoGPb8GifZWMz7yrO0Fh2AZo4QY84xVr/evFJTehsxj08N6xwqX8hYoM9FsNh7wz+aj9WM4/0HBpVY"
    "oxrG1Q2jzFSrj8NdAEnVsZ9yEzlU13L6Wam+YXF8sSryemgQx5MzTLeRi/Vdscq8qbpr8AZ+2kZ6yyKxCUD9cYWMf+Sj/xMbbIxv"
    "pfRJdpKdfWdhGWOJjcVDnsRun4x1uQBa/C3Yhs3aDqsd/tfu+p995r/1bf/ZO/hv3dv//zX470hIlPETQ0IbgacLyNhYDo97ibqJ"
    "60/h5LfHqe4p44AOt0DTtJN/MoPv7uAYMk0bg9lh7BcpJR41H+l66O4p9B1s/kwmLfFyvRX4xyZ/nSZtiO0jrOyxesDVvuL1PXbn"
    "1JFhN8GfpDfisXwKLP0De8kMNxwux8tf0Jpl8J0qPJ9LyMixqzLqQj8poq3lOjy969jLgD9foXnUCjFyw0T1fHa2GCNBDXFkNXRg"
    "z2D/tEq5Ws7Uf+kB8C6Pkof1Dp2RcDwRsR3mSTWgzEdkvX4F25/uO2KWs5ovyjxaqldiPs7hvNEyoltb+6ulix4W3C33yHBo6sUw"
    "WYfqNUF3oIOujD1sYm1UutSyqs9WdgWs3/NaBbu9L3TX7nInUMGdWNUHsGbnB3V8qob+qTog5zgjDxXwCGZgHy+HhEzW5+Uq2ZMV"
    "zO/KaFaMLmTcrVBPDGyyVClneK1WN13qbqDvX6Exy8g5ZLMQRgPndsE3F8DaWESsE95h3fdFuJfUjB/ZsK+Wjz5EDOEfIuaV3wFL"
    "vKiRV1KfktQxyNSv2KTxFtzTVowLGzJqKlb3EGFVeC7rsYtge48g52JUv5b/1is1rK68XSbg1B4m99Nr30/mwP4fARRcwXqO6cw0"
    "HkO8MZD9144bwJ61l6/f38qfHZ+skm3oX3FVnsYKW+hr6uO+iz5krrSokVdE2gJhTYE26Y113Mx+kD1kIvtkGuLjccq4aYjbxKLs"
    "V+rvQPpHyiDdEiR43zPgnfSF7jjJaiWwhxVq9YutZTfI4FOQqmxgkpV4stmsHv8Mfso2PVPuJXNQIZ56lZdm68myVZvJdUz9inEx"
    "bWU1dAH+PV7KGANZysq8DjIJtr+A05CtBiOiH4lx/i7wTxLlHBLLnSYYKbldBrMTJiQ/TxUnCtSyrrI52fCq6AcYmivg6X9GzgNC"
    "naeXSg5jM1/rSqCMA3DmvpbPmCfZiOveTs6+A6FFH2Q3dCF5Um1FDxLnEbqsVQ1XOcDazSfbXK0s4/eswYk8hpHT8+UTyP06nO+v"
    "9GdtiZ+dKa9ooaT260NW9feWBjabSHKam8Wi6jhh0NUmOM5FO4OpZ8W4DpIKvna8j8ZU0YPNptQ538y+bx5P5FrOB9wTz38G18BY"
    "C013DccKvNTIfMAyr/Fzef9ugnOlPu4rtx/SO7EyR+mKMKY/QT4fCPJ1BWTAmJKMJ2K5DpMs2rIteL0Q0pgZ3icnB4NkAXPcfcMr"
    "dV1wnxzm5xc5W/MO2VjrOK/dPPyRsBKLrIdEP4XncV+QrWuC98PpkO9cysQkaCmrw24J+TmQGYrUds5iD3tK3E/7dvz1UZ/D+T+t"
    "fWeYVVXSdZ1GETErEkZRQZARFBTEARQYERUwDSImFAyICGPOYgDFMJhQMCuoKAZElKDkHCTnHJqmoXPOfcOpb9Xauxve95vbP3xe"
    "fMDuvrfPPWfv2pVrrQGeLyKi1qtgzJMruIIDcAfLYa1+ht59VM6QU/Uu+VAjMlAcztX1crgqafrN4tC10NuOX/sFnKpN8IKN4aYA"
    "EroA+r0SJ6Av4rDhuPdf2PfcFs/WQ1wnsHrMIhftmPfxvBhDgNmk1XjCdvKdGifNbp2F72eSiWM5zl5t+VnfQCQ7G5ogX78Nf9UD"
    "iPEe0fGBTYVmhl/JPJkjJ+MOfqX1jngcmUqcvNHwj1Jh+ZuwM9cwYHewN65An4WNt473Y4J7sQrHSXtc71w5DTLyhZ6PWC8HzxZS"
    "bh3CcS6r3XZGZ+gdiMEGwMLPQURzmRySs2H1t8rFwQZohAM4k5shBYakmEwEOuv2fF/v0tMRPb4sLcTyv2twCl+Se6BxEvfMPQNN"
    "+QtefUFPDPbKZXjmx+EprQgHBMaq+Jn+QN9qpJzEKHQzJNKmzRJNZW7Xk7E3q2SFbsc6TBXrrVkM/Wsx2nNyLPyGGPO7b+p30DU7"
    "cYc3YAen0kY4xO4M6g/ribFu/ESvZOqd0hwyVMpp2ofZOZmmY/Vtdehv1h0+Qo7yPawxMkHZLC/WHlZ7ETT6TuzbdkjlCr1R3sCe"
    "vi1D5BJId1PYgbtxZ7PNg6ghD/ufoBc7un7Vb6Ql9G0P+QKf/6xeDenM8F2oEfbcvsYMbxFnuxLNm/3fvpIYdzLx77SFzAxkxjKF"
    "vFT3sJt7rk5mNG09x7k+01mbNf0CSEC6dMNZno79fzk4F7LyErR5b2kVfBcawtpaXaoPygXyAnTvQDUdOizIwvmrJ8nwjPcRz3Sh"
    "cXFB1ifjNJbB686gPiny+r8EFs7+fyW5OQ9C+htIV5zfRXjHvfA6jPG3N3mVlDmPs5m/iZO/5f/2lf14kmzimxbj3LwNy11IhrfN"
    "uLv0araZWnK5VPVcFEG7R7liLhNTZj2VasjtJ0mjYA2ueTmihHV6k/yAFT8EzTQXZ6Wh3CmFWuxnN5NxfVv5QnZ6T8WerdOOuliu"
    "0StkqJ4KbXRZcAPZnV6RG+FhGZuEZVyvpY8xnkxc5YitMnFntSjLayCdC3Wi2N4Us9OmlFngFMrK19KLOVDruiz2NWTLSVv3Vnvy"
    "wsY9orTSAobkfI3WEAMuIZuuregQ5hhneu28H6frHFE9nGWX6kxoSFxs69OJ8ZrWi1uOU1TAfFoqqzjfQwvtlIXE4N8H7ZiY26uk"
    "uoMgot3xGTYxvY92IoBGvohPnsuKtuU6F+smOcie/FJ2b07CWhboR5w3PsTqdQptfAdR8oF1Yo/dKHmEk28/kCksxl7mEh9HfSXK"
    "usVhjsTaHuneOJFGaJA0D7/xmX6J3R8LjXS/NoHFTJydhN5GfBOlbYv4vuQSdjom/p08dbtpyJr2lenEVqwKnCNjpIKdfrUgZVmw"
    "IRXUG2k17GlN842JtEsuMRGK2d1hXdXZ9FI2YIcO4Wl3cF5Z6UGJOETUwhpZVxK/kqeOtXMdbYV5x4FMlVm4pvFfZ0AyMom9aHWJ"
    "C7F7j0qeuqpHjL5WDmdoOothVK4lB9ABXGch7tDwu5tBQy2FpzYFZ7aYp8vqJkkyDb9TW2oFLeE7NMNapBMX2+Y0eopVDfcTlfFW"
    "sWn7p/H6icT4LWAnXiliplPEeO8r2UNeRk/gWnacGCf0VuJHRjmrYxFOJvHTsjjZGmf201hW9+p+RNiX4EmXwq8xJsh0Ykv8gk9b"
    "oM1hkT8k3pqbUXb8GKX0YvOxv9YXoWRFs0/fQm+kq0SJDnCe9JeDzOCn0udxK9ROnobcf6HvGXudtkky5KYPdYGcL3XwWyNxBvOZ"
    "hc7x/cSlntm7HZEKhXFtideOce6U65EuoYcSgV9en5OFFeRXcvkeh+ztJqYjeqo4dnnj/XKzMQ4zwqz/tVzHjqy4WFXuFFqzkTKA"
    "PUeO+SkKL9MxbsU4HbsfGuNEWYYdGS5PwEb9B3bG5lJfkJ9lHuT0T3iw89VQv3+wCTes8y7o+H240+7STx/UXvotpCHbphXkD8jB"
    "q/Dgm0tPnO9u8hDWyfL/n+JTF0FvzEM0sQjv+wE+02ycg7kyQD9iZOamZawqY15klPmoDyTm/VqLfTpJzKOhVXKtRhFFIaqDxM1e"
    "FcGyPI37uod9rju4Xn+DHbZn3sGpjQfE4T5HGEnlctrnaLIQVYj1JQyAzvsEscl3zJ0Yy0WK1g8MQfwfnH9YAjvyK6eWHpfV5LC7"
    "F/bZ8FcFXt1YsfnsWVihL6Ff/yYrsQN/xzp/IcY1OAhS9A9IYx/9A7bhUmkGn+NenKr98HLbylvspSzhGmRRNvMoH9YPX4AVXKa3"
    "QYvPwFm+UzrDBhTpoOBE6cOpnlt0SHCf/gZv4X19J2ge3K3X40p3kysphGTbfPQm38VjWAe/8afrsTsLEAGcIr3hm+wnF5IhrOzV"
    "sLpOWEdSeDpugX5eCW3+FDlT+svX2gvrlQLd6Xai3HfqaHUn5oV47q3wiCtZlbH4qIm4uclS1jaOIYbPHHbo3Y3964vVakf/KuaR"
    "PhwuWyV0qKFLWtS9njF9Ac52lr4rnSSH6IO5kKFFsA3GNr8Fvvww7PV0eKTv4P4bs77knqbyCDS5xPmqxMyoP+Nc/I517CinS67M"
    "wJrN0GHyOuS/hD2nEZ3A7qtfGXG0wTnKVxfhuLrPZdQwMT8jrPo5og2rM37Czq2XYMetBryFvr2r+9bm+c/mHe8i/4F1zpxET22V"
    "firG8HUI3nwOo4SjpMTj9sUZBaR6luVcfYLM5UWQotnQk/nMf1yNp8hn3JXCmbbTcZV3iSVnyMxHi3GXLqQuyeJpbh0Y7kWEvDsh"
    "NJMycrMpjzI/edpeDnmPI3YElkHo53jy/VRKBX/e3XsCiWKMZ2Sp2iRjiFXrirOSRZayZ+V6wyGVn7SROGbO6dSIhmDbCGdwiKQh"
    "unmDtmUV5LURYsE8eCw29xpnF3zsCPTxPFbYiqk3d3LOxjRULlb4MbFO70RoZQ69fxH3KJvP+wF5juPwWVO8ZW4kzgaXMOMVwku9"
    "l0wr+ewJRjSJFdgIOf1TW0tcD9dtXR47hT+5TTpwSutJaaB1gtnQGifAgo+DfjI+yQPYsbWsTZdT3qzf7CkpIaPKXl1J3W9Yq63g"
    "gezQNBkX3gYZ+ljnBr/qz8HHco+em3Qw/Fb3he+LmzouZ96twKO/lDEaf5caxjLT44ncbPN7jckbluU9oBxap3uqc0nGQFSq/bAP"
    "ydCBO3im60B7tKxm4xRIeLbPdcbIXrQCenkVpPNh+UUzxfpAt+uV8qaeBR37FK5ovDZz4Nfk+R6xzsH72P9TEFWn+P41i/k6MSbu"
    "Ktb9adZN2Gmzl4gcMR1K3NilWPv/cOInH+fYPn8H8/Av6dfBVuaYLQfZFPHJambCV3tJbiOuKu60x0HKrp2224n1naYfQwJOpx85"
    "S40ho7vYFGojThAt0eexlnchMnlM5rLzrBt03SbsfCpeS8WTTYY1yWHPQhEkKFdCRij9cI23EQFYRbcO1rwFpLgXfj+diIE2R/kG"
    "/naSVpD8jyAlEax3W5kvt+sreIJD5LwtJ5fzJNyVZU0fw8pvwgr1xrrZbPsc8jobW9txxIRxfcnl1f0z9b0V6CyPwT+YrPdAmt/W"
    "V6VIpsj7eI4v/I5e4OtS9jtFPF2xGhAlFCvVUEq9ji3iSsaP6FNQ8jxXfe0wFmvAYA0y9Svs3/HBTv00iMne8ARJD5NgwTNZIUk1"
    "LBHalWL6ffvJgrheXybzhOu5CDnXVIVK9997MPQIHPq6/4PVfTT8BbMA5ZwF/IbMqc1xbsoRt76lhg3yIO6/fWC93sdJL71C4zX0"
    "bWQSZ7wMO72DkeZHkPQluEYD2cgT6uaerhOXdzLu8izqkzz6qLvYZ1BIvW6sbDVhQCRiILLYqi5rdkezF72I2t7WoabIKNHnfI9z"
    "+zdE5DOw5r+rIUy+GDwcDCQDSBq7yEzqb2XV8SD5g7N5/ShxglwG5hxyxxXrVfTrCqmdDrI6VwwdcQ5krrc47Ne97BR1usWuOFC2"
    "MlZx3w8V84ZTqe1C3c0+8aqMu7NZR/E+WspceGiVrKfupceSSzyBA4hpL2L2ppCRomUcDM/7HMj3xfIhLONyaIqb5XZ5Dc/dCVqk"
    "BLahHWKF+nIarlkAmz8O1xsPH+VtzZA1OAn3y0z9GicsqrfJZ/i9WVjZVyB/h//EfQ+e8O6VOXjzay2mvEaaUufncUW2hbcEt8mV"
    "8hU84+nhdF0e7IJs9uXsz59YvW2UnQr6Vo+yw7GMfsI2MjJXYSl/zi5/812+x3Ou8b24ljcYHPyB+6/k96XQTGnUFrn0M9oSIzOb"
    "E8UPSV/WFss5dZbFvrrPsFMb9FzWTTZp3WC0FiHyi0AjWz7pFtanXV0j5nt67dyPhJ28FvZ+NzTtz4iyVkoXaS+fYe3Wc1Y0h73l"
    "OUSj/DcZ1xNzlVmFcxTu2ry4Y4IPpC9+7zc8z13B51j7p7GTX+JOV+pqaQAPt5kYZtbj0ks+xr5t4LOMwRlcj+jLIvnt+ppU+Pqw"
    "430+TVwv/xe6CvpyiUzHXvaRm/VLMcytrznTYvK8k4x1jmOroxim/62SmFXXTrWdxobEbztXjHvrTLFuxJ/gy7WTjxARDAr6y1Qd"
    "Df1ypfwb2qYKI7GcXVjuNNzAmua2cKnOkMV6MJxb6+XgZH0ubAg7WxD8EV+BfbqamMpPQC5fxorMxpPeg92azEp4PfgRj+oLrJYl"
    "Y+f7BEs8ClecHKO5nAMfRCydTOgEyyENwfWOlbrUD2k8sXuoh/dj/ayuvddyijpRRsOyTcF3y7nCG+SY4AvNDAcbdmnYISklvJPe"
    "esxbg6hn/1zBORbTS5YBK8Jv74f+M311iHncbfiU5WrYYHVlBDx1q3Gb934+nsFQna1XcCP28QIyAg6FbmkP6aqr97NGtR+SOihp"
    "kx4bbA3P5yzf4TptHJ6WcmIyCgnZ6fklbJXz1PEwprAWt5L4ABWMswv474dkS7dKZpTMNzE/nWacvJU1vtIId5nD2RercA1lD9ka"
    "1v0P4vnX4inKyG/VnAiin+ls7MI1OD3Pa5kM0UPhDWI53LfhX9UJzmR3m+nOECtSDsl36J21iXt2Ll593mdLVvKpMin/yxHZLNAr"
    "sBdWX/yPGKvgWuxXVjWzq3qsTJffjDCXlc8dN4/RJsBXEVffvPn3sVtl9M5K9epgKPTqXr2ZGc5yymyECBp3sAukhLNgZ7NnO+Jn"
    "cMw/tWpjKtGSU7Wqg/VxorJs4womI/o23o6dXMHl7Mueyj7IfcbszaxozM+slVNLWM9nrIaozSowM9jlUUaUk60ehz2DltsYXVtC"
    "2n9n/mgf31Givwb19EusfAx+Sijjg+RwHXy5Jti3WxBTvqPfyInBRvlEB8I2NpVW2MnFYn50a6lN/3GsWHVvI+f2y2pASI+Rwayp"
    "bKF2dpnBHD8RbRXA0+D9Vfg6YSkrDUoM2KewHxvDB8MU6Pdxgc1mfy7P6iPM4jagnF8m6dzZfOx6DB69dUJY/3Mx7NdJMsWj4xka"
    "zS6sxBSx9Tf0mxdpe3/S18Umkw7yPvaRZ+56dlRarNJDdskC+IlXautgIjxX8wdKwmmQ6F16o6QSYekuMcS8HyC76zjvs464LrYb"
    "N4uxFCyRIkZzs9Q4aYqYO/kGHoYxFhZg/9dzTryNXEekzfFiCBsWn5h/cxRlJ8P3jpoU9RCHB9MOUnKbdSLic2yG9VfEKIPF+I3O"
    "ggf8PGxTa/jdX4fnyXJNlXlyrzbXj5Oi9GUcpnEptWLUd9HfS0mK+97oPNj5OCeEY7pejgv6BTO1KMyQ0XpWeKU+KNO0V7g/2MNV"
    "smd9Sm4lmpHNpG0n42UHfOLvNleNWK6vfC5nyhzs2nxOshVBrqLQdbuw3uvx3Sjs/AuSGIN1APzhXKzdavqDO2BL9uhDGpWOZG4q"
    "9XyF2ZR1Y7LaTQ1kXVs7uGY3M8rNZRa3u1in+AXiKqS2poaVnkd0bg1Xh12hBU2T/K4XygXwBJ/So5KOCTZAShbpZEiaVRGT8Qmb"
    "8aT3yRJc9ym5Gr9xLuzzWFmhj6khJBiycym03UF2dIRkYzdNdbKE3ltSPXI2tb6UeEzPXHiLJZ4jvIyeTm2J+9/571z0BxDfboMF"
    "nUhuXURqYlPy7/gMYhmz0mWwnlGeqpPEZXQb+Fll109n3luUFWObYWyGeHE20fdTiXBk3bxdJTGKSwV5VlxGpdzXCQ2D+2lEmq/I"
    "BMTNc9Sq7Dv0GT1elkJOt2lNnOo74XfNNFwBNdyaG3EaZ9KXe565gDIyZm4k29EOnN/nxHBn+zBzbXhpJXyHy+rZ10uJ6hXCT4lT"
    "7+QRzQTxXng9NJr1jA8KvpYW8i5OSHH4il6c5GphIo4t3rE3W94zB6uYV21pq5CaokS8TILOXCIn6RtaLxiudSCjEyC3HfTsWonr"
    "MstkbrhF+2s/rR0s0+P0FG2YtC1cGN5VSz2L+GGUXtdl2VTGaQ9Yukl4sldwR9/QY5uAtbi/1mJ8fT4zni/IEPI720kyhJq9WCfE"
    "3HKAcwDZkN4WxLxeh9/sHGTrMNi733DHY7WrTtNr5Tn5MvgrOJomf7mcrdyA3TbGir8Hlgv4Ed9ZvbERWQEcM7f1aa2AdP0N/nBD"
    "crkXkL3DYRbUYyxl9abTaQUtN7WL01DW05WYW8V1JOz2yNudycleyd6naWT5cnJR6nnCz5A5xO8qgVR2Jwa+64KPMmMaZ1/QWVIl"
    "C1rNOukyA3bVdF/BtCziTYzyctlREIOfWEzsxe3ElcqBzD2qT8CiXh5Mgo//jY4I6mBnDBX7jkDpg5wtVZ9weLKkIXb0J6mQn6Wd"
    "rggfhge9VbsFN+ld7Ot7XA4wu2n4xxFOX4Ts90z0SliNKVvOiXUX3yu57G7DHlyFeK8OzmZzRAiH4Efcqd8SdcK906zF+dB16hkO"
    "17EK9Z73aOrIZVLO/pUieonOF3ZY6319/s1FFY4LxWGm1apm69wFKzsO9qsIfsgefVyfgT+8hDm+DPhx43F/T2iKvKwnBesQpzZh"
    "z9w9Pn8fpyfjOlKKPL7eKpzaNdUdhXH9QmayTyVx78pS+H8OTTfPolVihuxl9JmYVUrZudPUY+XGOCd/DqP0LfjEjUTNLICO/F0M"
    "82A+9Nij0LSF9EOLPEqiceBu0rck19viYu+tR/BpCo/N6kOnM8OU6ysYDmGnPXMkN0hMq/g23WR6nFxWJYzHShmhRYjUaR3Mr4j1"
    "PyfrDnE87eVY4U1kAjtPjCGiM+PkAYxYIswvxIm0UoinCj2XTT2Jeu75fWRmG+KxnZW9ERE+Q0hWzHuSDsipnO4eiGjpLbzjW/gp"
    "c/X7sKZczf9mO7RJOft/Iz6f0/I5zG7bdL1lZxJn874S6FjOsmdyzjkDsrUCFnbJX+rD3wf53wbPqje+s4n/WfAADNOtgZzLfEeM"
    "2fcNXIPBuOsM7EJ72LuD+NeqyMPwBOfDa9kK/b2zBrzbRYhUU3QQfNXTEece4IT+6TJY9uDeij2+qt1blH0rDcRJxfGsmMRh5wrp"
    "CdlXhsP333I1J3HPMnH1PPJMGedgMu6qEFcz1LL28pn00oXw93tKdti/1jDpq+Xh5nBjDXY7C2cr4metYogblNOVcUr5eHirhr3Y"
    "g30aZr9tUj0de3gmvF5D470Q8vcATqxNe4+FB171p9b/N91dNQd25J8qBMhu1XgAUUZjyhWxOkdtmY71GC4P61Z5NoiFpYjnNulw"
    "XY6IohD2sJOE4b06DRbjO31W35HOWKPJ+HlDWY/nmqHfwe5s1IbBaNiozcRSifAkupghyrxfS8Tlt4t1q5qvVATf3DpKcxGRTIQe"
    "fZhVmzg1zB5IT5zVnn1+DsFy/u15Cgp5enL0shqq/zXNM1k265AWkwktzvUsYCbxAGQuC8/cT96XHOIklpJndqe2wJ3XgX6tBz+2"
    "ZzASZydTPoVXUiuwSts27G8upNzwN4dDogJ4q5YfWYcI9xFotSZytLSSHXjihXhXlNhfCrlxJ7icmtn1fSbWoxGNey/HRYQlfl/b"
    "SWJ+wFTIQVsZSu6k5cbHAethSPnbGRdPRSRgGVP1qLFl9NhSdR7sy5/itHw+Y6B09k2X8x0R+g52v/3lYtnoMbCLuD+GmHw2nq8L"
    "NO5JrMW8Hl+l9wTDk7bBot8MmbpSkmVOOD18T5TdIM7iFkDuyqk73xc7Ie/gTJ7DTMtenLT91LKD8P+a8KI3+zqlWe9ecqKIVPGL"
    "RNkplknkrAjkNAL/bRWeMPQeeYzcObb6tdlZZFPwY6SIfe5R/q0g4nElJ/JLfJ38OIl7Hd9cnAVNVEevqcIeQq5aYudKiIwZw1k3"
    "HXcSVnubZ/eL+Yxvid4vhqd/C57sEtkAvyCT6EEXI6I6W1LIppl48j7xuoV49rjff8cU4vD5cTbFeYGhZw4qY3Y0h931/Zi/zSRC"
    "fjk+ZT5RUgp9F30In8f1CpQTq3ItIsA8dpL+Clv0qGSzu34FES2Wwa8+yH6+GbJbDBswj4ise2EJT5droEuM0flqePVN5ECYBfub"
    "QdmJUc6VFrvUa9V8dXnGA8zilXBFb5OI55XrTZ9U+SzNifAR89KcCNe9Jtxwh2ph2a5NzGDGEPlkQfIbsj/MpNBNa9xA6dhvMz/i"
    "8uOug0h9hjDT+rzh/7vchVUlpsladgz+RASpRJmsnuHpiL5b6FnaSVPDFbBTrwQBVva8pIPQS8lYVevROqijxLJc0+VbyMlmrOhq"
    "rcVsTDn2YqpGYBE/QxzWXZaED+kHSbvZJT4YT2ITm2twDwtwX0/iPKUR0f9f+M2XoDlekDu5w4Z04fiDo8Sjc2iY5iU9oo2lgJnC"
    "YVjRdrJH7hXDt0yC9F5M9us8eB3Ful8+w3t26yz4C4XE2TI2lt3EvESkJM/oHbKFedleOpc4lD9Cb+VrGu7gEF8bRe69/fojPm+d"
    "FoYfyDzyOjSVLJ7853E65iJqrwVNfp2cCTsb9XlOY0ZpRn/O6i/DsFfFuOJRsgtnq3XwIc5NF8Qhw2o4P+/JJdRbGXoUPNjVMgVW"
    "8CdZiLiphcSPQENUj2NgPtAtlKqwumLq+lo24NnHi8XmbureOhu2+PzLfpNTmagNOfFjvGJRPUEM6c3Q5lYwu6o6mbM5UWIubGMf"
    "wCms/Zs39CRzr5WscjpGnBhPzCGegY08ty8aQ0J4nb4cvMk+5bODV7DSC4N6eoFcXs0DVVDNAzXR80D9gfeeJWk8S0vZQVXJrFdF"
    "NS+eMrNkJ+JW2m8Xg1TwpFXCU6hgp7dxRmSxmtRDMj2yh33ODYzUlGvxpqzkaSjg/edQ/7ruuWKsgjIbZM9VxRZTQY6J2+nzbGV/"
    "4uXiItstkLMd0B3m7RrHQjdYHMNFnq/XaR+9JGgFHdtcJBiF82GoTGYVz9Z3dYlcT/naKCO0pY4N+skYfRFPvhGvbOSzp1EzviM/"
    "egyYAmKHWUbyLsljR3AxbGc21yjUEcSmjjAGGim2l79gJ9Rbi3bMwmXQn10MvfgUtM0K3An8Y9mpr9k8hTSXi2SgmATF6Ss5VEPL"
    "MU8hO1gRnjWX2fXbJEYc3uFi86KZjHkcGnuWOjbbwXIbnsL2bz3z/RZDVOgfOLkWT0zU1+Vf1JzHUTNlaCfOJZYTk3QJotgyRlZl"
    "sN8F2kGsN9emgSq5N3EylFXhR7QWl3U4RV6U+/UjvRfXmB1cgjNxVfBm+C3ePQiaP9tnkkp9/6Sb7NyCn3dhhm01vvqaqCWlrMpV"
    "VFtZh/4ocpb3hI+Gx17VpeBqHdYbZ/m673QUrM1iaMy5kOXvdFjSRvhLOdj1WtANx7Prs66k4hML4ZlM01OhP3/FCVvBs2kYYJXQ"
    "O0myTEfLX8F2TPxKMf2NCLukC9gfqZzEe10SVxGy2ClyHr2b1ey/+1pyiINTE8JZCp4mi9xh42U4I95jEeWk+zkZW6+xcpinayks"
    "+k04E9PkWsjkRWK1zPcQv3XEmTD9cquYnzAN+zpNmyFCq8Cqjoa/nPgOtslr8qpcCG/0Vb0yeIgsOycjEpn3fzzzfQhW2rEIJyEK"
    "NkbNcnLVXVeDra+pyzpDV0LC/wHpGAN98QNWcSq0SitO8a6DnHSFF94T1zf+iQOsMOV6xk3z6dKkmIzL+7GzSxmXRNkzcR9sW4T2"
    "ux/uvIeh2pEHcSf3Yw0n+boStzVDjw6Ma303PnUS7n8d0bk2aGkNqAA5tK0ZHjcpg7rze/YkHjnN27A6pnQ8xCFl8TgZxiygIfev"
    "JmbdFWIs3GNwgjZA++/VK8m0uknP9b1IlX5GrBI6WZmvtpz7HmJlOwat1rSLZ/iaYzNWSSz7dpqEvqPNafhEnnfiVwbg/+/LdrlL"
    "ng8XIV6fj7O+LYyGU6SSdiz0OIg74CO4LFkhJG4xdOP3+NsAZ/xnmYAd3Ar7uQQS31EeEzeTZPnzgTwZWeytaIvnmYmvL5MrpFlg"
    "+NRrdbxOYfWmnH186wwTPhjDzFSyfoCfninP4YwNlb/JN4iOZgd3Qt6WapLeHyj8rh249+V4dwNpC40TC6+Q8Tz1SqtnPvZqdqm/"
    "BKk6IWgqeeEDsESf6RN6su6tNRg68hsZhX1pC+29Ahp/OyTjA30Mn9BWZmGPfoR/PRqS+wPuqwPOxFyxOkpPyEdBDWfur+S8E6MC"
    "ZLF+fCwkynCydkJLWPZ6gz4TVHJ2ocijVR5k7G85yhHysHzBKUarnpsVf1IsQu0s1i91KmziUE4qWK31JGioQdDZG+llPCLm/WyC"
    "XY7y0ysh+e8ww7+a6FERfY9spQOCvbDTn2LH7PptiYh7q/QRy8RXsOKd2BM6Tq6VdGIoRhAxm92/WIxfaDm04z+ISR+nnzITdrNM"
    "zUdLhhSkVePBmeR38xwcpfoknnus/hB8IR/o/bjHNtJfn8Uz/iamf+I6h7z0Jsmb2ZWaBp2ZyZqefYrFMb0R/R8t5+P9K2tgGPhd"
    "74I26cNcrOVgNkNmmwSprCjUh3VeTr0foT213LRFgTt0I/TnebKYXXlXQwcac675flM0Jq/jmtaBf7wslPtxgqbotWSBOhfv+xq/"
    "uxyfMkPX4xM/14cg/fm8fp5np3QsxMajuE9vDi6QB7WFVAZz9Hx5MxyM6w6SMDyDvHLGE+26NrKhWWP0fNvU8EqOn0+LkwnkBOnN"
    "bjmTpU/kvlrDOev7gCzQNyGTi7S3XqiPEN05xfcUhNUTuuZp2sxFI8Qf5VjzkWI9FiV4GtOsabBjlt1qgOd9XQx/QMlndCErHo7f"
    "sIRI3Y19pr8f+aXTWNEZyJr4GOrM53AiDRNwMCTLquJ/QMv/Dtm02XKFfmrrOzdcR4Pt/EJIenGNGFHdJeoxMiKM52N6tuTRE3LZ"
    "eddzVf8IX+Z26aNTpSciqgaGfBn2DsbqDlyvr46DPsnGnpTRf7WO5T85P5Pu6zRBdee+1U9dZnWzR4auYk28yTPbR+H51sUeXY/4"
    "qZEYCt8ATr/eFBgK+hPMJ7l4OFmtA7gJO9dToZn2If44hOj0wWAue282wZqugxbbxbpOFKtpWe0gKGG3vKFfQbMQl6Ocdtf26iBx"
    "APOre1YzmVl0MzcdxVWpSpl1mQS5LYSutrxhHtapA/ycH7CC4xArHhf0hvRcJ/+E3jxV3BSEcY6WkOHIrPdFUspqxeGMcxUeZAn/"
    "LWbmsYIdgtYls5GTU99idU+R4fIJvKIMeRTr867OgR4xxPl3JbG3Xkm8KdOfBzhVn6NPieVhjeF1rxyk1BRR26Qy55rPnvpEPA/l"
    "RAjvwP6QQp1NHdNfjClmHe/YMT3lsqsgxuijsIaJql3sHbYe1y7V1f647yG0DGln6QsfYTMroWbxjNc2F/c4GBp6ClEgDFV5D/vE"
    "concFaFHU85o4D8SZaUNHhJkwyTzD2psQ7XN177Bn5CSYmKhV0L+Ld+zkbXzfsz3t5aoz9XYyS3WU8Qxc5bSlsS9PriZPYnqp5Fu"
    "kp+hE5fhvj/U4fCBpsGOPBjcBvsyQi6FHdiBVeqCiHMy9m0TVvXx4H1IeKrWxb9XyMvyjL6B57r3qLf1BuihLZ6PchunlQ6wSvYc"
    "oq+WshQedQHrtDnshl7Mpyrjnv/JbIFC8yqnUEP9iPXixJM06axIlpDxpgKynca52UpmYq4gTnIlXz9I3huLyfvVgHX0qw4Th3oa"
    "05ifBUpnL4l1fV0gQ+U/7I16hFV5022beS91Jf6/ECbdLGY5YyzL7J8oDun/OVi0NFiqtpLH6vc9OP1zdDrRk7IYxe2HjnpBWsgE"
    "vVTW6+s4GXNxSrdDUvZrNqU5m8jgVwUlxLWfi1PUS0poEyuIbHsnc7bWt/98eJa8kXSXPhTEEOWfr/+EF2OdkzvDFFYHtrO+YXny"
    "iyEx44jvvY+R8Xb23OXw1NcPzNPJra4BRqh5XV61p+ylXNlMSjqeoyuk8JC+KobluApR8R/4rpAV+VaIkQ7pDHxaK6zieGiEFM4R"
    "xGiL02g99sOTfAs26WuiWFkWuT+ebKXvtz4IPfIaPsExiFdQJ5R7PFCby/xUynyPSi7vp4KzKHv0RslltmI7JNEytEW6U1L9aba+"
    "u4s9Z00F65suq34/3nGsj9Ii/JQUZpd3Q1fXYjYqyk+1Cb4hMot9nhNg3RbBJ+gIGzwSOzdTT6k1Sl/mup3jmYvKfZ9t6OPSv/KK"
    "k6751bJ2E7tehWfe8lQd/Cx96CtYVb2R1vtzOE6PeT4Tx0V2lYTse3To7yYVtThn04fnro64alsWM+vZsBRXyTrY4z205fPx722c"
    "NFZqrG9ZpdrJrt1yTh5bhnS5ZgTf6SzojnnYm3OxZvvYmT0e9tKYj9sFK4mYadmnsdAgm4lZ3B9RqkNoLCJDlEN2KPUsX64SXvW6"
    "1aRaymx5SF/R7oHNwtwuu2Qiooo79WlEaJXeB4ofMUsRMhLZCGlNxvtXQc98pzdATm1a/+PgIPbA1dZWkfcrxPP8BsltIecdwT6g"
    "HomlkLPgLpdvOReHyHOen5iuQKT+GK7WBOu2jBjmhtRVh/6/9VIdJx0k5icsotW4yEnwWsrpAzYPYGcQLyzAT14IkjwawLG+39zJ"
    "hlXXEaVol+AJ6OvLJAUxVTFiij7WBYMLnlldIT7MQhr3maa/SVH15I16jgDXIRXKbuzZdEjEPD0qmCQrdYJplzAKDeumbdK0B/lq"
    "y8hetKmGimcu4sLJ7Ic94DtY8+hbGILkO1iLQkiPMYuPIrfVNmbITbvk4RNWsYs2HTu1knLo6i1RdVWvLHzCJWIZgcfxLNfDQ3Ds"
    "2bbai3W+VLLrI9fveQuuQJFHTnJ7eDmum8P50H+zx3EwZO8yqZP0CSzlXuYgzba8zz7uIkZOu/SboI/2wLmarK9xvs16O3cEA+Q+"
    "PM+P0Gc2H7YOumGPLoF1O0o+CB6GjohVzxRX8dhE4XsX8zye4Nk3nHdVzixOFLFvun6B57XeZ8Nk7oldz8DztvhL6IWVlLltzEln"
    "4iqXSgWRp/8pXYLGMl3Pgwx1xx5/KPfqKpmEWK0trtVYdiCaeJJ8z4t5dq+WDYgzV+mCsJ80TnpT79Oh+ims1aN6fNIaq8+Qi8Uq"
    "pcvg0aSrddIbr+REnUmOt7ifpS7Q5uyB/BH7ewnk8GFIeW41/nMp+WjKOftp/TT1YTtnEZMjRk7AfGInuKp0TM1XKdY2UsZuPpPE"
    "cXIR5TRZHe6ZdWMsYH7ScAo34ckfgv+yj6wdcxCfKGIM687O8xOjRX5if3ENn2M8UG1wTlzs5zowH6DtSJzJSsVvJEk9cXPno/RN"
    "/GQnnqp3DR5KFKsdIxbAdLz7T/o6PaD/98Df7orPGqyPQpdcH6yF5zRXL+Q0sqvWhHoYvb1CT/N1nRh78UrUcdF09mjXKXoLdrJe"
    "0pV4rlREgV3CLTaljej+btzrVH2aaGJRP+0ZkiVjUw2Z4DOlzK9JOdESY5zcNa/6VXnCZkh0iLSmLL2GqPBhnKbFiGxulncgKSlY"
    "nyXyHDyoSyGXWXKdZxApZtW7hH32cZ+dSzynd4nMwQ6fpu20XViJ6z4rH8kM/GQsYuBlVrEIewZx7PiTeoW+HL6MOLBCGst9iI1W"
    "4snWaluc3WZyo5xGXhHLnFzK57iPvTjGzm2+/AEyTdyPp70G8v0K4y6b2jcvf7OMEIveSrEjZjfncdIgBXc/Wh/Sx/Uk2JSx+LwJ"
    "7Ky6QoYFXeUR2nSHUp9NNrUYszAl1SwIJ3tukap41HhuJ0ATPagPIoqbqG/LwzIVnzkEn70hfBL+4uOIsD8PmyX1ktHaWCfDNvxT"
    "bMYuE5rmEjId2syCRaXZkE/DkrodK5Hnsd/MxtWWp2AzW+pCaS9WQfkqOE7ulgbB83oitMbqMLHeiegY4igeZBTieKvrwrc1nB3j"
    "+s7SZrjPbDKFZcD2ZusS9ofb6T0P+xDxMruGdflJul2+RLRxFCLlX/GzZYjAd8HDfiJw/D1xnkA3RZ1DzRGvIYefX+0PVHkGcY9h"
    "XUFL63i3zD43Im6eizVz2XdnNsPs0EC5TdLpJ33IzjVDjJwrRfRHi6DdvoH9ey/ohggoGbuwEnFAY/kBsvwY/N5JugBrns94IZu2"
    "axd216aSmkpittsh7BGMegy+DNqoJrCU5ViNk2lR4j73Yyt3tbgpwzHQ5Ls0hT1zL8LjaQ4LsFjXaOK+aJvMryQqSoZan4DNFibB"
    "O7NZnWTOIhaxVphDNgJj5C70rAonkMNDuXdV3tJlWKk0XSQj9SW9SHbq1OB8nMkyvYkavtJXQU2/mEZ9z/nBQWXQWz8Jr4Lknauf"
    "BOfrR2Fx0nHSMWwHj3sD/PK1kLcTZZV0Dgxxb5h+5P0cV7Fo6v0ax7vwMizav3Dy75KfETX+rH+XdYh434K+uVP+IGNFhLkFQ/Mo"
    "gtUzzL7JWitoQi7kt3WM8Y/hZ7/jqn1xxrph/c6Wk62yr5x4x46le6SgC+Rg9TSgre2xvI+/y59Yq46Q/gJ6P42xW2Mg/Zu9l2Ln"
    "ej1nsSf4rhtDTrNIegLO6k6ilDyL3xmJ315bLbWqDmllhv80y/LUl1tYkS6hz5LKO7JYdDt0xDPwvo2VpXvwvc5W4+GySdkyaLSP"
    "JJ+5viJGplFWAco0MS5BmvUwQNNPpLbYaywcsoJoFOnyJvTn0Vjl0mCLpgUX4zNaSif9PcwnToXN12ThifbjiUwP9Id0NZTh2KMX"
    "8XzXiaENHISsBrALn5HpwvVhx8nq6ngeDuL3Bfa3o1TJWci9jnvLl+jU/ya/4KuXyH5naCprcC4WYD1n6YWSzdqy9QA9x5yzZWz2"
    "cPL0J31JbmfW7zIpJpLoCXh3rv6gT4RnaCvtnhQJl0KW3wnmyadBj3AcXv1UHsT69IeWtwj0Wnz6WTpFjpUdksaek2ysieGdbcN3"
    "m+EjdqdfsJus0k77OGS2qrmE//7KfH1TH5Ov5AN81o/yBXzhJ2S6hOEYlSM6OuL6FdfoGer0TfAbDqohrabgv1TohxSc8CW6FPbT"
    "ZMPwN2y24Fj4AFlYn+k6F/s1GSdlghrKygY5S5bik5bCN7FJpncgOU3IeZjG+TuzBYb2tZKYoRvgVXYMOstq/QrXssz7RB0BK6Tk"
    "pN9HRHpDH9hOS6Tw8FNoW+0qpo9shvN1KeA52YJzbl3NXaWrnCKt5GpIwBy1+DyDsVUFcz+m+Yd4nqgK+jnGUGcsIaafx5OV3nRu"
    "Fte0Ap5GJXX+ILHMWTG/vo5sRfexVm8ZXEOjKMX7v5Ib2GuXxZxYLu2SzYrvwPveElcDcv9l+cpGole2YT13wduaQVaXQ3oj7u8c"
    "+U2/wFo2DaJci5BZEmNenQNt/b7eEV4ux2jPoH4wRpfFnwxukmXyLKKf9yGZXSWd7JtZRGm2TglDX+jDSGYZfJQd7K14WBbJVvgE"
    "ObirNfCGr9O94QK85w38/BBs8/2QV5uLtLpOnh7ZaRzxTA0x37ORhycoJRes+TXv4gzPx9dWh1HmPe8WhxYyA0/yp7dZca2S3zId"
    "JobrdgNxfGM46/mw+JX0p1titQ4QbSzC7KfFfsZB10AqOcObzCydYecMEcf9HtUV7OSM+VrvMHy2dVIHsoa58apeBBd7jYAFCtmf"
    "uo0dF1KNiFCmoZ8urWDeoZyoxiYD7WWXWM9VAf2Yp8ThYj8hxexGsbs11NRS39ERY+YxnZkLy9E/5vXTUVLV2S9ytP+ZIYuERMPN"
    "ZYVul06DX2C9ufBD5brgjiBDB+t7+nez3fobtGdPfLcW7xwIXX6xvAfpekguliGI27sYa4QYqrJlAxvhNE/Clc+Xj6HRdsPLyoWX"
    "nY4rLxPTO8nwoheQO8ayNTu0M562kwyFBkmDVpki14r1qeVAdgqI79JJRnF2IAsWSal5K6lhyigZufRX7M9+HVfNdmSrfA1zuvdC"
    "261EtPMi/E9DT/lei8QyoJugXbfCO07Hvqdgv3vgcw3/zer0O5klP5nMNFEiWrsKayFZk6bA++qOHd6GKPw9/Zz9Yevh4UbpPTvc"
    "w2LKa3vmEMMaMvUxaKMvWGFQ4iBZpJNLX3AQ9PdK6LEWspKTyRvxLkNFbCyzdLW8Ch+kGU7OLsjCe/qTzINMr4YsJmsQNJIeeJKZ"
    "liHAbs3Df81Y07NciM319cPz34v9vwLvnnNEN4PL8lT9icIuxj3rT4XvSwo5ZZkBnd9Jhsubchee6Dvoh5a44iis6ToyduTi1JT5"
    "vgnziLbT10xc314EvfAeIqKzZaAY3uRs6P3mOEtbg8T2tJwzYHa2z6HNdH1A++EXlOtwyNVz8m9imM9mvSYLUdHXqrRjJvvFWuSx"
    "WDaSpToxkkAh890FXIc27OkoY69FRxmrqeEk6RK20ag8L311qPwKXztZuyQlRs/NpcfZViLEqRoghux7On6vGacVbdbD4Xvn8nNi"
    "voPBcQxHyDRWxCsZVuhsvOtyZvJEQs/QZHNQbm4nz0/QHEXvYjaRgF1njMOF6gwNVg+2pg69qlLyviZCBNupU6BRb5OmkLiPmKn9"
    "U7/TWZLPmm4Fq8Q2h/8PqU2eoul4/Rh4yi/IU6wX5EBbLCCX1nbs7AhpASv5WPADZLkpNEt9849lBPY/8WRQS2LnuEmUulKL/Zou"
    "p9BfO2k8TIaWOiXYK3Olvr5V65rQPIwuwaqwn83uY51fQmxXBtl9MqyfdCWsUwE8qSbw+o6FJX9fb5VXdCqey7Aw8nHXVpn+ErGN"
    "VZSKqYlOk63yi7ROSoLOW2q9h2EnaYvT/2/dTLaJCOyQm4b+kZlC67k0P7a5OGY4l32zvW3DboTEp7HCI9jb/GKKz+pa/dB62Y+B"
    "Ztqgxoq0Ap+6Vl/F7gzSmUE+fKQLiWAa83X3UXh3JW3lIPwdwJ1KJqvueOzB9zopiDPmcGhY2+jRjaEHEqf0WV/1QqyTsWZsxV/L"
    "cm6pwbvNJaKq0uJdCombx6f4BM9aQv60m8RytxZhma+/kLW4xK843IMtnMW7G3f1NyL7ZcGe1NTdVObnFG8nPlbU57bzjsgSWX6o"
    "Cm2piBYiTmTJElz9SrJFVtL7q/TIPCJNJKxmXHWcu8eKYR0aytnnkMsAMlOIuGk1PNwUrO16aMCV0H4BfJ0m9BG7IkYsrq4FVGrP"
    "aoTaYnpZRYyWKunjxelDniA2FWDV1gqso/EaFRHVM4qT0FpKmUsuYWevoRyW6LeQ4nxOmiaHd+CK98kbuk8+lClqaCmvwa5u8XN+"
    "MUbx0Wr85RziPhrbhdnAbVo3OMBOnTQ8wxR9lAiI82DJr0GMdh+koRl80B60U4myX4nRlhK/UkleNjfR5OpthrOcxx6aDp6lsbYY"
    "vrHjXy2pESfrr9xbHqQwG1F5BFHfCNgg6xNKhYZfzp7iGG25iNVeT2D28QOZqR20XzASMoCzgPu8OfgX4si60AkpmpiLPvH5uUjm"
    "YNVTIBVvivXNzsfnj0FMe2xQ4Tl/Y77//bxqXvVpegZ53tqKdTdYJTRJDGdvK877RUREqBc0h8x8r2fJifDIOsho/Ub/6Su45YyY"
    "7AR2kHd1Bvz/a+Qa+Q9++hE8pe4aCQw9ZCgizUp2TTmMxpGSR8b0VPY6vC5XYY3yJRpO1VvhTX4v3aDfJsok62cNMplf2EW5bcAs"
    "+gGip9pZsnnXrYzFlZgxxhKwUU7WLljhs2U+Tli2/hi8QM6M0Xqc1tYzsNbPyx2QjDnSQobJ3GCTPq2/q02dpSOG+ztkfQU+b4jc"
    "A1ltC1uzg7miHPYErGae3+Zn+kti1K3Er0Q5F5XJp84nwpHZ2Hx4gnGvYULiccVoSTvQHh8v0WqebvNPrePmGslmXJ/DzrosxndF"
    "2jsog10shbY4hnh2FexvMgS8VLHJcMv5N+akTCX11mW8slmTdD1ca4z5E2QYfg4fsxuxqx1X2mrOS1mkabyt6eGhcKhcIW3hc2+F"
    "71Kql8JrvBvWM+STKasuZfSIbEWeFWNkzMNXGziLmaxrgnewOyfLXGjsCWpMZvstL411flWmYdc3Qn/V43xOBdFRKnUR51wq6CMa"
    "G71xQFrvn3X2rsWdpasxRO33FeOox5RQokC5bN7O8CT5RB/WxkFP6R3sCqcheuiHWCRbzpV1tBpmbXt4zMx86DWb7X4EkcNcRv83"
    "49zNwWdYN93TwUx9G3f8MXxYY+FcAi/rY7x2Oe6+hJ1O+bSf8xm3xBjDRqWITFMV7M8tp66MYQ2iiFSyOaNv1nct4rFK9tREdJy0"
    "k8Wc+DpEFkbL+C1gtW4jTkhifTCQc34RXv8AJ/GiOFN2F+v1F9yDYZesgA9XX3IQNxuOiHW7PYCo7U95CLv1vHaER9Qm6K0Hwxfk"
    "aTyj9cudAR1/IeKWGWS2OYAIaLA4r36vjx1X0As0H2BV/FE9T1shiugd3BJsC/tr6+BplVr/FBf3pvm5MKWOPA0n8FGs7Vx9A9fN"
    "oQa7BqvVPbhQboBGKdOmemdQzgptCeTF8CSGyR52mq7FmjSEhjo6mMjJ0nqIdy7CmbaZBze/abgqZ7Lencc+HyUWU0Nxebdi1n9u"
    "gF8WqvEbFCE2KfGet/n6afCblbsZZ+5qJ3l+i8gnUQh/bTvuv5Ld3SWMmot1Gz3AfDIlbPMo/+shBelku50JCU7ML5NZzdPcTtxp"
    "LYUPblPx+V6uo4gKKxmhF2HdbCZupsblMXIAQV9JZfgu1rGO/CxtJBWymosVehm+RDF8wLXkB9oIaVZIWRWncBwyfxjpIU+f1bZB"
    "MndnH7xam3TdTey4g+rYfcvwDLm+L8DWIClIU6s/JQUlenWwHGdhv5rv0hEathXOTWPpjDVrCl0/Xd+FHn4Rev9OWUeJN2Sur2QZ"
    "54cO4bt9+hE08Tys2mquiPUTpcJi7tF1Ms5nxWz2r1xPxe41l0qPlTxSctldZd6gVXDKuX9pzHO5s5TJU9eMGO+DxcVlEY17u+j+"
    "nOXXIU8fpKbLQCQynT01xr0zT9/USo+63IfoLqUe9cEi0QEyIRghn2sz+HITcUJGhg8FmWG9oJTV0TrViPcVjLdclv1dyNYSvQWR"
    "+UqyRcRkhkxhdnMLM0JuBqsT97uXlLGK+gveuUWuw++0kuaQtL24r/aw3J/5uoury5eSO9NZFotjO0k24yybSKov1/PpSrSe1MSy"
    "nSiDXl6Nxl5KyX+EPpJxqKdAo0Y4z5LL7EU2NfdosZz0v8UhuR/vOVfMBqV6zND/+dfY6F1W3LAE8qCD07zNNI/rHnZMJLqaRT1/"
    "h+yY3/cez3wOcwe7aRtCr3FC37kc91P5h2QypCqQWfKadIHn1A0Suyc0i3Alp15jvq+p0k+EW225GyVA6U1X+uzxJ4h6ConElqs/"
    "SC+5HfLQCvroR5zSJTXyJlVNhZRVV8AbSRWK6qkS+pMfr0ZOMdQqZ9fyjph4LvDdYYmultiHTXxvrcU6VzO474Vc5xaykb1qibuf"
    "f4PsFeoC1n+WyX3wpaxWPAsWx/FgRcjgYVmMFfRKCvU7OSBr2Rk8BWdhKSt+p8uDsoKouba/F4rrn4qwRlV1miLc9SJmllyE0loK"
    "2ON3D3WD+vnuCkbFZYz0ShmX3i4R7r5llDbSnz2TWG0R8hMXEf3f3pvH37M/GVz9utJGXF+aYzop1bukqVgH9CYyzxqewZ3QvCI7"
    "4Y1tp47cRXyaHdDEpYieV8Ezf+CoXfqTfopTu1Cvx/rM1OF6LZ5/Ns/V11KVjY3RUpZoX+0Gvf2p/A5P7FToiD+gMx/Ari6BXJmv"
    "dwX2Yw00vGF01MJ5mYVPs6fpgNWYwWnJUmj54fDjI7qpujdvaXWm/F9SwK8dvuZ5ZEVx3O71JOq1SIRswZZ5sFyA2dcyj3hTytnZ"
    "HeT0tjP1D9xBT3pvBfAMrV81j1p4HZGm9+J+J1Pf38hue2MVGYg9aCdPIT76RTbgHUttAkNfQixlVXhDMv+n1JTNc36IcWgWVteY"
    "bfpDmZF7XvLJsFYMW1pAOcn3FbkoM2Wl7FpxcdIDUswTHXrsmvLqvFKLGl6xunMRe7yN/c5qGefjJJzNs1vBnuyQvfSOh9D6L7pL"
    "TtgMHtU3sIY9ETldKu3lF5yHTYgKrOOmgn2E5ewJyFNjlb5dMnyPjcs2Hi0H2HN5IzFPKlhdzPU4Q2U4eSPJ5nIG1+pYnPJKPRLt"
    "zXX+Loce+wMrfzfuNhVWq5MYG/skDT0asHqcDDtHSYgLyzUxJnPiV8r9CXTsKxXMo5azo+9a2LA/4KHlhAuwYpfDGzX/epgMwM/H"
    "YS07yjKpEyyFbK+DPvhWX8E9tpErYSEmc/5ounzKbNYn8MuMT269XseacZVWquqRMDyw5cTtLMKulLJGnEWb8CsjzJn4W0v6yGl6"
    "WVAPlsA4A7sFlpN5AmdooH6Je7tABsP7baDJfqq70mdZc2GbXT9vKbXwNZyts+ndGHuO4uzueyt4mNNU48jd8inu4kF4ncm4Xqtg"
    "L6u2lWQJtBqi9ST8gXuzGfRS7KBpve3UcoF8TNxhJ/2uByKXTANCX7ykBk1uvHhlPv62OYT6YvyOu2Qe0YG2Mc/eV6wL1mrpp8sb"
    "8vVfshh7PH6jna63xOEnpvu5h5vEkNTixCBZwpll88Tm12BLDjB/ksO7MAzvWWRqtT6Z/wd+0b6j"
)
# ----- end of the text model -----
