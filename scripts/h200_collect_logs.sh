#!/usr/bin/env bash
# Provoke failures of real SGLang 0.5.17 on the H200 test host, outside the kit, and keep each server's
# whole log as a held-out corpus entry (tests/corpus/README.md): the label is the fault that was
# provoked, written before the log exists, so no rule is written from these texts.
# Run from the repo root after scripts/h200_run.sh (or anything that unpacked the bundle) on the same
# host: needs $KIT_H200_ROOT/site (SGLang) and $KIT_H200_ROOT/models/tiny-llama (the tiny model).
# Usage: scripts/h200_collect_logs.sh [CASE ...]   (default: round 4's cases; `round6`, `round7`, `round16a`, `round16b`, `round17a`, `round17b`, `round18`, `round20`, `round21`, `round22`, `round23`, `round24a`, `round24b`, `round25`, `round26`, `round27`, `round28a`, `round28b`, `round29`, `round30`, `round31`, `round32`, `round33`, `round34`, `round35`, `round36` to `round59`: those rounds')
# Output: $OUT/h200-logs.tgz holding <class>/h200-<case>.log and cases.tsv (case, class, alt_class,
# exit status, seconds, note), re-packed after each case so a command stopped at its limit keeps them.
# Each server is stopped by its own PID (process group), never by name; every case has a time limit.
set -uo pipefail

ROOT=$(pwd)
KIT_H200_ROOT=${KIT_H200_ROOT:-/opt/sglang-kit}
OUT=${OUT:-$ROOT/.work/h200-out}
SITE=$KIT_H200_ROOT/site
MODEL=$KIT_H200_ROOT/models/tiny-llama
W=$KIT_H200_ROOT/logs
# A cold host: unpack the bundle and the tiny model from .gpu/ (scripts/h200_pack.sh) as scripts/h200_run.sh does.
if [ ! -f "$SITE/.complete" ] && [ ! -f "$ROOT/.gpu/site.tar.xz" ] && [ -f "$ROOT/.gpu/site.parts" ]; then
  "$ROOT/scripts/h200_join.sh"; rc=$?   # a bundle split over calls: 3 until its last part came
  [ "$rc" -eq 0 ] || exit "$([ "$rc" -eq 3 ] && echo 3 || echo 2)"
fi
if [ ! -f "$SITE/.complete" ] && [ -f "$ROOT/.gpu/site.tar.xz" ]; then
  rm -rf "$SITE" && mkdir -p "$SITE" && tar -xJf "$ROOT/.gpu/site.tar.xz" -C "$SITE" && touch "$SITE/.complete"
  mkdir -p "$MODEL" && cp "$ROOT"/.gpu/model/*.json "$MODEL/"
fi
[ -d "$SITE/sglang" ] && [ -f "$MODEL/config.json" ] || { echo "h200_collect_logs: unpack the bundle first (scripts/h200_run.sh)" >&2; exit 2; }
mkdir -p "$W" "$OUT"
export PYTHONPATH=$SITE HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 HF_DATASETS_OFFLINE=1 PYTHONUNBUFFERED=1
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
BASE=(--model-path "$MODEL" --load-format dummy --attention-backend triton --sampling-backend pytorch
      --enable-metrics --mem-fraction-static 0.5 --disable-cuda-graph)
PORT=30100
# stopped_by_collector: yes when the server still ran at the end of its case and this script stopped it (its exit
# status is then the stop's, not the failure's).
[ -f "$W/cases.tsv" ] || printf 'case\tclass\talt_class\texit\tseconds\tnote\tstopped_by_collector\n' > "$W/cases.tsv"
HOLDER=""
PREFIX=()   # a command the server is started through (host_oom_cgroup: joins a cgroup first)

pack() { tar czf "$OUT/.h200-logs.tgz.tmp" -C "$W" . && mv -f "$OUT/.h200-logs.tgz.tmp" "$OUT/h200-logs.tgz"; }

# start NAME CLASS ALT NOTE -- ENV... -- ARGS...: launch, remember PID in $SRV, log in $LOG.
start() {
  NAME=$1 CLASS=$2 ALT=$3 NOTE=$4; shift 4
  local envs=()
  while [ "$1" != "--" ]; do envs+=("$1"); shift; done; shift
  mkdir -p "$W/$CLASS"
  LOG="$W/$CLASS/h200-$NAME.log"
  T0=$(date +%s)
  PORT=$((PORT + 1))
  setsid env "${envs[@]}" "${PREFIX[@]}" python3 -m sglang.launch_server "$@" --port "$PORT" > "$LOG" 2>&1 &
  SRV=$!
  echo "[$(date -u +%T)] $NAME: pid $SRV port $PORT"
}

# finish: stop the server group if still alive (SIGTERM, then SIGKILL after 15 s), record the case.
finish() {
  local rc="" stopped=no
  release_gpu
  kill -0 "$SRV" 2>/dev/null && stopped=yes
  if kill -0 "$SRV" 2>/dev/null && [ "${KILL_ONLY:-0}" = 1 ]; then
    kill -KILL -- "-$SRV" 2>/dev/null
  fi
  if kill -0 "$SRV" 2>/dev/null; then
    kill -TERM -- "-$SRV" 2>/dev/null
    for _ in $(seq 30); do kill -0 "$SRV" 2>/dev/null || break; sleep 0.5; done
    kill -KILL -- "-$SRV" 2>/dev/null
  fi
  wait "$SRV" 2>/dev/null; rc=$?
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$NAME" "$CLASS" "$ALT" "$rc" "$(( $(date +%s) - T0 ))" "$NOTE" "$stopped" \
    >> "$W/cases.tsv"
  echo "[$(date -u +%T)] $NAME: exit $rc after $(( $(date +%s) - T0 )) s"
  pack
}

# wait_exit SECONDS: until the server exits by itself or the time is up.
wait_exit() { for _ in $(seq "$(( $1 * 2 ))"); do kill -0 "$SRV" 2>/dev/null || return 0; sleep 0.5; done; return 1; }
# wait_ready SECONDS: until /health_generate answers 200.
wait_ready() {
  for _ in $(seq "$1"); do
    kill -0 "$SRV" 2>/dev/null || return 1
    curl -s -o /dev/null -m 5 -w '%{http_code}' "http://127.0.0.1:$PORT/health_generate" | grep -q 200 && return 0
    sleep 1
  done
  return 1
}
# hold_gpu KEEP_MIB: another process takes all free GPU memory but KEEP_MIB (its PID in $HOLDER).
hold_gpu() {
  python3 - "$1" > "$W/holder.log" 2>&1 <<'EOF_PY' &
import sys, time, torch
free, _ = torch.cuda.mem_get_info()
keep = int(sys.argv[1]) << 20
held = torch.empty(max(free - keep, 0), dtype=torch.uint8, device="cuda")
print(f"holding {held.numel() >> 20} MiB, {keep >> 20} MiB left free", flush=True)
time.sleep(3600)
EOF_PY
  HOLDER=$!
  for _ in $(seq 60); do grep -q holding "$W/holder.log" 2>/dev/null && break; sleep 1; done
  echo "[$(date -u +%T)] holder pid $HOLDER: $(cat "$W/holder.log")"
}
release_gpu() {
  [ -n "$HOLDER" ] || return 0
  kill -KILL "$HOLDER" 2>/dev/null; wait "$HOLDER" 2>/dev/null; HOLDER=""
}
# child_pid TITLE: the PID of this case's process whose title (setproctitle) starts with TITLE, in $SRV's group.
child_pid() { ps -eo pid,pgid,args | awk -v g="$SRV" -v t="$1" '$2 == g && $3 ~ "^"t {print $1; exit}'; }
generate() {  # generate JSON: one /generate request, the answer appended to the log's side file
  curl -s -m 60 -H 'Content-Type: application/json' -d "$1" "http://127.0.0.1:$PORT/generate" >> "$LOG.client" 2>&1
  echo >> "$LOG.client"
}
# sampled_then_wait SECONDS: once ready, 4 short requests sampled at temperature 0.8; then wait SECONDS for the server to
# exit by itself, and finish the case.
sampled_then_wait() {
  if wait_ready 240; then
    for _ in 1 2 3 4; do generate '{"text": "hello there", "sampling_params": {"max_new_tokens": 64, "temperature": 0.8}}' & done
    wait_exit "$1"
  fi
  finish
}
# load_then_signal SIGNAL TARGET SECONDS: once ready, 4 long requests; 2 s later SIGNAL to TARGET (a process title such as
# sglang::scheduler, `main` for the server's main process, `none` for no signal); then wait SECONDS for the server to
# exit by itself, and finish the case.
load_then_signal() {
  local pid
  if wait_ready 240; then
    for _ in 1 2 3 4; do generate '{"text": "hello", "sampling_params": {"max_new_tokens": 2000, "ignore_eos": true}}' & done
    sleep 2
    case "$2" in
      none) ;;
      main) kill -"$1" "$SRV" ;;
      *) pid=$(child_pid "$2"); [ -n "$pid" ] && kill -"$1" "$pid" ;;
    esac
    wait_exit "$3"
  fi
  finish
}

# bench_then_kill_scheduler NAME DELAY PROMPTS LIMIT ALT: a healthy server; sglang.bench_serving (PROMPTS random-ids
# prompts of 256 tokens in and 1,024 out, 32 concurrent, at most LIMIT s) against it; DELAY s into the client's run the
# scheduler gets SIGKILL. The client's output is the entry unknown/h200-NAME.log (label unknown, alt_class ALT): nothing
# in it says who killed what. The server's own log is kept beside it, not an entry.
bench_then_kill_scheduler() {
  local name=$1 delay=$2 prompts=$3 limit=$4 alt=$5 pid B brc alive T1
  start "${name}_server" server_side "" "the server sglang.bench_serving ran against; its scheduler SIGKILLed $delay s into the run (not an entry)" -- "${BASE[@]}"
  if wait_ready 240; then
    mkdir -p "$W/unknown"
    T1=$(date +%s)
    timeout "$limit" python3 -m sglang.bench_serving --backend sglang --host 127.0.0.1 --port "$PORT" \
      --dataset-name random-ids --random-input-len 256 --random-output-len 1024 --num-prompts "$prompts" \
      --max-concurrency 32 --tokenizer "$MODEL" > "$W/unknown/h200-$name.log" 2>&1 &
    B=$!
    sleep "$delay"; pid=$(child_pid sglang::scheduler); [ -n "$pid" ] && kill -KILL "$pid"
    kill -0 "$B" 2>/dev/null && alive=yes || alive=no
    wait "$B"; brc=$?
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" unknown "$alt" "$brc" "$(( $(date +%s) - T1 ))" \
      "sglang.bench_serving ($prompts prompts, 32 concurrent) whose server's scheduler got SIGKILL $delay s into the run (pid ${pid:-none}; the client was still running then: $alive); the client's output, where nothing says who killed what" no \
      >> "$W/cases.tsv"
  fi
  finish
}

# bench_then_stop_scheduler NAME DELAY ALT: a healthy server; sglang.bench_serving (512 random-ids prompts of 256 tokens in
# and 1,024 out, 32 concurrent) against it; DELAY s into the client's run the scheduler gets SIGSTOP; the client is
# stopped by `timeout` 75 s after it began. The client's output is the entry unknown/h200-NAME.log (label unknown,
# alt_class ALT): it shows only progress that stops. The server's own log is kept beside it, not an entry.
bench_then_stop_scheduler() {
  local name=$1 delay=$2 alt=$3 proc=${4:-sglang::scheduler} pid B brc T1
  start "${name}_server" server_side "" "the server sglang.bench_serving ran against; its ${proc#sglang::} SIGSTOPped $delay s into the run (not an entry)" -- "${BASE[@]}"
  if wait_ready 240; then
    mkdir -p "$W/unknown"
    T1=$(date +%s)
    timeout 75 python3 -m sglang.bench_serving --backend sglang --host 127.0.0.1 --port "$PORT" \
      --dataset-name random-ids --random-input-len 256 --random-output-len 1024 --num-prompts 512 \
      --max-concurrency 32 --tokenizer "$MODEL" > "$W/unknown/h200-$name.log" 2>&1 &
    B=$!
    sleep "$delay"; pid=$(child_pid "$proc"); [ -n "$pid" ] && kill -STOP "$pid"
    wait "$B"; brc=$?
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" unknown "$alt" "$brc" "$(( $(date +%s) - T1 ))" \
      "sglang.bench_serving (512 prompts, 32 concurrent) whose server's ${proc#sglang::} got SIGSTOP $delay s into the run (pid ${pid:-none}); the client stopped by timeout after 75 s; its output, where nothing names the hang" no \
      >> "$W/cases.tsv"
  fi
  KILL_ONLY=1 finish
}

# bench_client_case NAME LABEL ALT NOTE: a server started with BASE and SRV_EXTRA; once ready, sglang.bench_serving (8
# random-ids prompts of 256 tokens in and 64 out, then BENCH_EXTRA) against it, at most 150 s. The client's output is
# the entry LABEL/h200-NAME.log; the server's own log is kept beside it, not an entry.
bench_client_case() {
  local name=$1 label=$2 alt=$3 note=$4 brc T1
  start "${name}_server" server_side "" "the server sglang.bench_serving ran against (not an entry)" -- "${BASE[@]}" "${SRV_EXTRA[@]}"
  if wait_ready 240; then
    mkdir -p "$W/$label"
    T1=$(date +%s)
    timeout 150 python3 -m sglang.bench_serving --host 127.0.0.1 --port "$PORT" --dataset-name random-ids \
      --random-input-len 256 --random-output-len 64 --random-range-ratio 1 --num-prompts 8 --tokenizer "$MODEL" \
      "${BENCH_EXTRA[@]}" > "$W/$label/h200-$name.log" 2>&1
    brc=$?
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$label" "$alt" "$brc" "$(( $(date +%s) - T1 ))" "$note" no >> "$W/cases.tsv"
  fi
  SRV_EXTRA=(); BENCH_EXTRA=()
  finish
}
SRV_EXTRA=(); BENCH_EXTRA=()

# hidden_nodes_case NAME GLOB WHAT: the server started in its own mount namespace where /dev/null is bound over every
# node GLOB names (as in a container whose passthrough lacks them), label gpu_passthrough; skipped (no entry) where
# there is no mount namespace or no such node.
hidden_nodes_case() {
  local hide="for d in $2; do [ -e \"\$d\" ] || exit 96; mount --bind /dev/null \"\$d\" || exit 97; done"
  if unshare -m sh -c "$hide" 2>/dev/null; then
    PREFIX=(unshare -m sh -c "$hide; exec \"\$@\"" sh)
    start "$1" gpu_passthrough "" "/dev/null bind-mounted over $2 in the server's own mount namespace ($3)" -- "${BASE[@]}"
    PREFIX=()
    wait_exit 150; finish
  else
    echo "$1: no mount namespace or no $2 here, skipped" >&2
  fi
}

run_case() {
  case "$1" in
  no_gpu)  # the container sees no GPU (passthrough missing)
    start no_gpu gpu_passthrough "" "CUDA_VISIBLE_DEVICES empty: no GPU visible to the server" CUDA_VISIBLE_DEVICES= -- "${BASE[@]}"
    wait_exit 120; finish ;;
  missing_model)
    start missing_model startup_failure "" "--model-path to a folder that does not exist" -- \
      --model-path /nonexistent/model --load-format dummy --attention-backend triton --mem-fraction-static 0.5
    wait_exit 120; finish ;;
  kv_too_small)  # the KV pool gets (almost) no memory
    start kv_too_small kv_cache_oom startup_failure "--mem-fraction-static 0.0005: no room for the KV cache" -- \
      "${BASE[@]/0.5/0.0005}"
    wait_exit 180; finish ;;
  context_too_long)
    start context_too_long startup_failure "" "--context-length 1000000 above the model's max_position_embeddings" -- \
      "${BASE[@]}" --context-length 1000000
    wait_exit 180; finish ;;
  tp2_one_gpu)
    start tp2_one_gpu startup_failure cuda_error "--tp-size 2 on a host with one GPU" -- "${BASE[@]}" --tp-size 2
    wait_exit 180; finish ;;
  fa3_missing)  # the bundle has FlashAttention-3's ops trimmed out
    start fa3_missing startup_failure code_bug "--attention-backend fa3 with FA3 kernels not installed" -- \
      "${BASE[@]/triton/fa3}"
    wait_exit 240; finish ;;
  bad_tokenizer)
    mkdir -p "$W/badtok" && cp "$MODEL"/*.json "$W/badtok/" && printf '{"version": "1.0", "model": ' > "$W/badtok/tokenizer.json"
    start bad_tokenizer startup_failure "" "tokenizer.json truncated (corrupt tokenizer)" -- \
      "${BASE[@]}" --tokenizer-path "$W/badtok"
    wait_exit 180; finish ;;
  prompt_too_long)  # a healthy server, one request longer than the context: the client's error
    start prompt_too_long client_error "" "one request of 5000 token ids against a 2048-token context, then SIGTERM" -- "${BASE[@]}"
    if wait_ready 240; then
      generate "{\"input_ids\": [$(seq -s, 1 5000 | sed 's/[0-9]\+/7/g')], \"sampling_params\": {\"max_new_tokens\": 8}}"
      generate '{"text": "hello", "sampling_params": {"max_new_tokens": -5}}'
      sleep 2
    fi
    finish ;;
  segv_scheduler)  # a native crash of the scheduler (SIGSEGV) while it serves
    start segv_scheduler code_bug cuda_error "scheduler process got SIGSEGV while serving requests" -- "${BASE[@]}"
    if wait_ready 240; then
      for _ in 1 2 3 4; do generate '{"text": "hello", "sampling_params": {"max_new_tokens": 2000, "ignore_eos": true}}' & done
      sleep 2
      pid=$(ps -eo pid,args | awk '$2 ~ /^sglang::scheduler/ {print $1; exit}')
      [ -n "$pid" ] && kill -SEGV "$pid"
      wait_exit 90
    fi
    finish ;;
  # ---- round 6 (labels written before the logs existed, 2026-12-02) ----
  bad_attention_backend)
    start bad_attention_backend startup_failure "" "--attention-backend with a value SGLang does not know" -- \
      "${BASE[@]/triton/no_such_backend}"
    wait_exit 120; finish ;;
  port_in_use)  # another program already listens on the server's port
    python3 -m http.server $((PORT + 1)) --bind 127.0.0.1 > /dev/null 2>&1 &
    other=$!; sleep 1
    start port_in_use startup_failure "" "the port is taken by another program (python -m http.server)" -- "${BASE[@]}"
    wait_exit 180; finish; kill "$other" 2>/dev/null; wait "$other" 2>/dev/null ;;
  bad_activation)  # a model config SGLang's Llama cannot build
    start bad_activation startup_failure code_bug "config's hidden_act overridden to gelu (Llama supports silu only)" -- \
      "${BASE[@]}" --json-model-override-args '{"hidden_act": "gelu"}'
    wait_exit 180; finish ;;
  nan_sampling)  # NaN activations (negative rms_norm_eps), sampled with temperature: no sanitizing
    start nan_sampling nan_output unknown "rms_norm_eps -1 makes every activation NaN; requests sampled at temperature 0.8" -- \
      "${BASE[@]}" --json-model-override-args '{"rms_norm_eps": -1.0}'
    sampled_then_wait 30 ;;
  nan_sanitized)  # the same NaN activations with SGLANG_SANITIZE_NAN_LOGITS=1 (SGLang warns and sanitizes)
    start nan_sanitized nan_output "" "rms_norm_eps -1 (NaN activations) with SGLANG_SANITIZE_NAN_LOGITS=1, then SIGTERM" \
      SGLANG_SANITIZE_NAN_LOGITS=1 -- "${BASE[@]}" --json-model-override-args '{"rms_norm_eps": -1.0}'
    sampled_then_wait 20 ;;
  gpu_taken_start)  # another process holds the GPU's memory: all but 6 GiB
    hold_gpu 6144
    start gpu_taken_start cuda_oom kv_cache_oom "another process holds all but 6 GiB of GPU memory at start (--mem-fraction-static 0.5)" -- "${BASE[@]}"
    wait_exit 240; finish ;;
  cuda_oom_serving)  # ready server; then another process takes all free memory but 256 MiB; long prompts with logprobs
    start cuda_oom_serving cuda_oom "" "after ready, another process takes all free GPU memory but 256 MiB; 8 prompts of 4000 tokens with input logprobs, vocab 131072" -- \
      "${BASE[@]}" --json-model-override-args '{"vocab_size": 131072}' --chunked-prefill-size -1 --max-prefill-tokens 65536
    if wait_ready 240; then
      hold_gpu 256
      ids=$(seq -s, 1 4000 | sed 's/[0-9]\+/7/g')
      for _ in 1 2 3 4 5 6 7 8; do generate "{\"input_ids\": [$ids], \"return_logprob\": true, \"logprob_start_len\": 0, \"sampling_params\": {\"max_new_tokens\": 4}}" & done
      wait_exit 60
    fi
    finish ;;
  kill_detokenizer)  # SIGKILL of the detokenizer while serving (nothing says who killed it)
    start kill_detokenizer unknown host_oom_killed "detokenizer process got SIGKILL while serving" -- "${BASE[@]}"
    load_then_signal KILL sglang::detokenizer 60 ;;
  sigterm_stop)  # an operator stops a healthy server
    start sigterm_stop graceful_stop "" "healthy server, a few requests served, then SIGTERM to the server's process group" -- "${BASE[@]}"
    if wait_ready 240; then generate '{"text": "hello", "sampling_params": {"max_new_tokens": 16}}'; sleep 1; fi
    finish ;;
  frozen_scheduler)  # --watchdog-timeout 3, scheduler SIGSTOPped 10 s while serving, then SIGCONT; SIGKILL at the end
    start frozen_scheduler watchdog_hang unknown "scheduler SIGSTOPped for 10 s mid-generation with --watchdog-timeout 3, then SIGCONT; group SIGKILLed after 30 s" -- \
      "${BASE[@]}" --watchdog-timeout 3
    if wait_ready 240; then
      for _ in 1 2 3 4; do generate '{"text": "hello", "sampling_params": {"max_new_tokens": 3000, "ignore_eos": true}}' & done
      sleep 2; pid=$(child_pid sglang::scheduler)
      if [ -n "$pid" ]; then kill -STOP "$pid"; sleep 10; kill -CONT "$pid"; fi
      wait_exit 30
    fi
    KILL_ONLY=1 finish ;;
  host_oom_cgroup)  # the server's cgroup (v2) allows 1 GiB of host memory: the kernel's OOM killer at start
    CG=/sys/fs/cgroup/kit-oom-$$
    if mkdir "$CG" 2>/dev/null && echo 1G > "$CG/memory.max" && { echo 0 > "$CG/memory.swap.max" 2>/dev/null || true; }; then
      PREFIX=(sh -c "echo \$\$ > $CG/cgroup.procs && exec \"\$@\"" sh)
      start host_oom_cgroup host_oom_killed "" "server started inside a cgroup whose memory.max is 1 GiB" -- "${BASE[@]}"
      PREFIX=()
      wait_exit 90; finish
      cat "$CG/memory.events" > "$W/host_oom_killed/h200-host_oom_cgroup.memory.events" 2>/dev/null
      rmdir "$CG" 2>/dev/null
    else
      echo "host_oom_cgroup: cannot create a cgroup v2 with memory.max here: skipped"; rmdir "$CG" 2>/dev/null
    fi ;;
  # ---- round 7 (labels written before the logs existed, 2026-12-02) ----
  sigint_stop)  # an operator's Ctrl-C: SIGINT to the server's main process while it is idle
    start sigint_stop graceful_stop "" "healthy server, one request served, then SIGINT (Ctrl-C) to its main process" -- "${BASE[@]}"
    if wait_ready 240; then generate '{"text": "hello", "sampling_params": {"max_new_tokens": 16}}'; sleep 1; kill -INT "$SRV"; wait_exit 60; fi
    finish ;;
  kill_parent)  # SIGKILL of the server's main process while it serves (nothing says who killed it)
    start kill_parent unknown host_oom_killed "the server's main process got SIGKILL while serving 4 requests" -- "${BASE[@]}"
    if wait_ready 240; then
      for _ in 1 2 3 4; do generate '{"text": "hello", "sampling_params": {"max_new_tokens": 2000, "ignore_eos": true}}' & done
      sleep 2; kill -KILL "$SRV"; sleep 5
    fi
    finish ;;
  stuck_detokenizer)  # SGLang's own stuck-detokenizer hook (20 s) with --soft-watchdog-timeout 5; SIGKILL at the end
    start stuck_detokenizer watchdog_hang "" "SGLANG_TEST_STUCK_DETOKENIZER=20 (SGLang's test hook) with --soft-watchdog-timeout 5; group SIGKILLed after one request" \
      SGLANG_TEST_STUCK_DETOKENIZER=20 -- "${BASE[@]}" --soft-watchdog-timeout 5
    if wait_ready 240; then generate '{"text": "hello", "sampling_params": {"max_new_tokens": 16}}'; sleep 3; fi
    KILL_ONLY=1 finish ;;
  bench_bad_tokenizer)  # the benchmark client's own failure against a healthy server: its log is the entry
    start bench_bad_tokenizer_server server_side "" "the healthy server sglang.bench_serving ran against (not an entry)" -- "${BASE[@]}"
    if wait_ready 240; then
      mkdir -p "$W/client_error"
      timeout 120 python3 -m sglang.bench_serving --backend sglang --host 127.0.0.1 --port "$PORT" \
        --dataset-name random --random-input-len 32 --random-output-len 8 --num-prompts 4 \
        --tokenizer /nonexistent/tokenizer > "$W/client_error/h200-bench_bad_tokenizer.log" 2>&1
      printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' bench_bad_tokenizer client_error "" "$?" 0 \
        "sglang.bench_serving with --tokenizer /nonexistent/tokenizer against a healthy server (the client's output)" no \
        >> "$W/cases.tsv"
    fi
    finish ;;
  # ---- round 16 (labels written before the logs existed, 2026-12-02) ----
  awq_on_plain)  # a quantization the checkpoint does not have
    start awq_on_plain startup_failure code_bug "--quantization awq on a plain bf16 model (no quantization_config)" -- \
      "${BASE[@]}" --quantization awq
    wait_exit 150; finish ;;
  bad_chat_template)
    start bad_chat_template startup_failure "" "--chat-template names a file that does not exist" -- \
      "${BASE[@]}" --chat-template /nonexistent/template.jinja
    wait_exit 150; finish ;;
  bad_json_override)
    start bad_json_override startup_failure "" "--json-model-override-args is not valid JSON ('{hidden_act: gelu')" -- \
      "${BASE[@]}" --json-model-override-args '{hidden_act: gelu'
    wait_exit 150; finish ;;
  no_tokenizer_files)  # the model folder holds config.json only
    mkdir -p "$W/notok" && cp "$MODEL/config.json" "$W/notok/"
    start no_tokenizer_files startup_failure "" "model folder with config.json only: no tokenizer files" -- \
      "${BASE[@]/$MODEL/$W/notok}"
    wait_exit 150; finish ;;
  max_running_zero)
    start max_running_zero startup_failure watchdog_hang "--max-running-requests 0; collector stops the group after 150 s if it never gets ready" -- \
      "${BASE[@]}" --max-running-requests 0
    wait_exit 150; finish ;;
  sigterm_during_load)  # an operator stops a server that is still starting
    start sigterm_during_load graceful_stop "" "SIGTERM to the server's process group 12 s after launch, while it was still starting" -- "${BASE[@]}"
    sleep 12; finish ;;
  sigterm_serving)  # an operator stops a server with requests in flight
    start sigterm_serving graceful_stop "" "healthy server, SIGTERM to its process group while 4 long requests were in flight" -- "${BASE[@]}"
    if wait_ready 240; then
      for _ in 1 2 3 4; do generate '{"text": "hello", "sampling_params": {"max_new_tokens": 3000, "ignore_eos": true}}' & done
      sleep 3
    fi
    finish ;;
  stop_detokenizer)  # the detokenizer frozen (SIGSTOP) while serving: the server goes silent
    start stop_detokenizer watchdog_hang unknown "detokenizer SIGSTOPped while 4 requests were in flight, left 45 s, then the group SIGKILLed" -- "${BASE[@]}"
    if wait_ready 240; then
      for _ in 1 2 3 4; do generate '{"text": "hello", "sampling_params": {"max_new_tokens": 2000, "ignore_eos": true}}' & done
      sleep 2; pid=$(child_pid sglang::detokenizer); [ -n "$pid" ] && kill -STOP "$pid"
      sleep 45
    fi
    KILL_ONLY=1 finish ;;
  kv_pool_tiny_serving)  # a KV pool of 512 tokens, 16 requests that each want 1,700 tokens
    start kv_pool_tiny_serving kv_cache_oom graceful_stop "--max-total-tokens 512; 16 requests of 200 input ids and 1500 new tokens (ignore_eos); SIGTERM after 60 s if alive" -- \
      "${BASE[@]}" --max-total-tokens 512
    if wait_ready 240; then
      ids=$(seq -s, 1 200 | sed 's/[0-9]\+/7/g')
      for _ in $(seq 16); do generate "{\"input_ids\": [$ids], \"sampling_params\": {\"max_new_tokens\": 1500, \"ignore_eos\": true}}" & done
      wait_exit 60
    fi
    finish ;;
  # ---- round 17 (labels written before the logs existed, 2026-12-02) ----
  unknown_arch)  # a model whose config names an architecture SGLang does not have
    mkdir -p "$W/badarch" && cp "$MODEL"/*.json "$W/badarch/" && sed -i 's/LlamaForCausalLM/NoSuchModelForCausalLM/' "$W/badarch/config.json"
    start unknown_arch startup_failure "" "config.json's architectures set to NoSuchModelForCausalLM" -- "${BASE[@]/$MODEL/$W/badarch}"
    wait_exit 150; finish ;;
  corrupt_config)  # config.json cut in the middle
    mkdir -p "$W/badcfg" && cp "$MODEL"/*.json "$W/badcfg/" && head -c 120 "$MODEL/config.json" > "$W/badcfg/config.json"
    start corrupt_config startup_failure "" "config.json truncated to its first 120 bytes" -- "${BASE[@]/$MODEL/$W/badcfg}"
    wait_exit 150; finish ;;
  no_weights)  # real weights asked for, none there
    start no_weights startup_failure "" "--load-format safetensors on a model folder with no weight files" -- \
      "${BASE[@]/dummy/safetensors}"
    wait_exit 150; finish ;;
  bad_host)  # an address this host does not have
    start bad_host startup_failure "" "--host 10.255.255.1, an address no interface of the host has" -- "${BASE[@]}" --host 10.255.255.1
    wait_exit 180; finish ;;
  tokenizer_path_missing)
    start tokenizer_path_missing startup_failure "" "--tokenizer-path to a folder that does not exist" -- \
      "${BASE[@]}" --tokenizer-path /nonexistent/tokenizer
    wait_exit 150; finish ;;
  kill_scheduler_loading)  # SIGKILL of the scheduler while it starts (nothing says who killed it)
    start kill_scheduler_loading unknown host_oom_killed "scheduler process SIGKILLed 2 s after it appeared, while the server was starting" -- "${BASE[@]}"
    for _ in $(seq 120); do pid=$(child_pid sglang::scheduler); [ -n "$pid" ] && break; sleep 0.5; done
    sleep 2; [ -n "$pid" ] && kill -KILL "$pid"
    wait_exit 90; finish ;;
  abort_scheduler_serving)  # a native abort (SIGABRT) of the scheduler while it serves
    start abort_scheduler_serving code_bug cuda_error "scheduler process got SIGABRT while serving 4 requests" -- "${BASE[@]}"
    load_then_signal ABRT sglang::scheduler 90 ;;
  stop_main_process)  # the server's main process (HTTP + tokenizer manager) frozen while serving
    start stop_main_process watchdog_hang unknown "the server's main process SIGSTOPped while 4 requests were in flight, left 40 s, then the group SIGKILLed" -- "${BASE[@]}"
    if wait_ready 240; then
      for _ in 1 2 3 4; do generate '{"text": "hello", "sampling_params": {"max_new_tokens": 2000, "ignore_eos": true}}' & done
      sleep 2; kill -STOP "$SRV"; sleep 40
    fi
    KILL_ONLY=1 finish ;;
  bench_sharegpt_offline)  # the benchmark client's own failure: ShareGPT asked for, no dataset and no network
    start bench_sharegpt_offline_server server_side "" "the healthy server sglang.bench_serving ran against (not an entry)" -- "${BASE[@]}"
    if wait_ready 240; then
      mkdir -p "$W/client_error"
      timeout 120 python3 -m sglang.bench_serving --backend sglang --host 127.0.0.1 --port "$PORT" \
        --dataset-name sharegpt --num-prompts 8 --tokenizer "$MODEL" > "$W/client_error/h200-bench_sharegpt_offline.log" 2>&1
      printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' bench_sharegpt_offline client_error "" "$?" 0 \
        "sglang.bench_serving --dataset-name sharegpt with no --dataset-path on a host without network (the client's output)" no \
        >> "$W/cases.tsv"
    fi
    finish ;;
  # ---- round 18 (labels written before the logs existed, 2026-12-02) ----
  context_len_negative)
    start context_len_negative startup_failure "" "--context-length -5" -- "${BASE[@]}" --context-length -5
    wait_exit 120; finish ;;
  mem_fraction_zero)  # nothing left for the KV pool
    start mem_fraction_zero kv_cache_oom startup_failure "--mem-fraction-static 0" -- "${BASE[@]/0.5/0}"
    wait_exit 120; finish ;;
  page_size_zero)
    start page_size_zero startup_failure code_bug "--page-size 0" -- "${BASE[@]}" --page-size 0
    wait_exit 120; finish ;;
  model_path_is_file)  # --model-path names the config file, not the model's folder
    start model_path_is_file startup_failure "" "--model-path set to the model's config.json file instead of its folder" -- \
      "${BASE[@]/$MODEL/$MODEL/config.json}"
    wait_exit 120; finish ;;
  gguf_on_plain)  # a load format the folder does not hold
    start gguf_on_plain startup_failure "" "--load-format gguf on a folder with no .gguf file" -- "${BASE[@]/dummy/gguf}"
    wait_exit 120; finish ;;
  # ---- round 20 (labels written before the logs existed, 2026-12-02; a server still running at the case's end, stopped
  # by this script, is relabelled graceful_stop: the flag did not fail the start) ----
  tp_size_zero)
    start tp_size_zero startup_failure code_bug "--tp-size 0" -- "${BASE[@]}" --tp-size 0
    wait_exit 90; finish ;;
  max_prefill_one)
    start max_prefill_one startup_failure code_bug "--max-prefill-tokens 1" -- "${BASE[@]}" --max-prefill-tokens 1
    wait_exit 90; finish ;;
  stream_interval_zero)
    start stream_interval_zero startup_failure code_bug "--stream-interval 0" -- "${BASE[@]}" --stream-interval 0
    wait_exit 90; finish ;;
  # ---- round 21 (labels written before the logs existed, 2026-12-02; a server still running at the case's end, stopped
  # by this script, is relabelled graceful_stop with the pre-written label as alt_class, as in round 20) ----
  kill_scheduler_serving)  # SIGKILL of the scheduler while it serves (nothing says who killed it)
    start kill_scheduler_serving unknown host_oom_killed "scheduler process SIGKILLed while serving 4 requests (no kernel log)" -- "${BASE[@]}"
    load_then_signal KILL sglang::scheduler 90 ;;
  segv_detokenizer)  # a native crash (SIGSEGV) of the detokenizer while it serves
    start segv_detokenizer code_bug unknown "detokenizer process got SIGSEGV while serving 4 requests" -- "${BASE[@]}"
    load_then_signal SEGV sglang::detokenizer 90 ;;
  sigquit_main)  # SIGQUIT to the server's main process while it serves (what SGLang's children send when they fail)
    start sigquit_main unknown graceful_stop "SIGQUIT sent by hand to the server's main process while serving 4 requests" -- "${BASE[@]}"
    load_then_signal QUIT main 60 ;;
  bad_requests_then_stop)  # a healthy server answers bad requests, then an operator stops it
    start bad_requests_then_stop graceful_stop client_error "healthy server; 6 bad requests (malformed JSON, negative max_new_tokens, input past the context, unknown LoRA, bad regex, empty body), then SIGTERM" -- "${BASE[@]}"
    if wait_ready 240; then
      generate '{"text": "hello", "sampling_params": {'
      generate '{"text": "hello", "sampling_params": {"max_new_tokens": -5}}'
      ids=$(seq -s, 1 9000 | sed 's/[0-9]\+/7/g')
      generate "{\"input_ids\": [$ids], \"sampling_params\": {\"max_new_tokens\": 8}}"
      generate '{"text": "hello", "lora_path": "no-such-adapter", "sampling_params": {"max_new_tokens": 8}}'
      generate '{"text": "hello", "sampling_params": {"max_new_tokens": 8, "regex": "(["}}'
      generate ''
      generate '{"text": "hello", "sampling_params": {"max_new_tokens": 8}}'
      sleep 3
    fi
    finish ;;
  chunked_prefill_negative)
    start chunked_prefill_negative startup_failure code_bug "--chunked-prefill-size -5" -- "${BASE[@]}" --chunked-prefill-size -5
    wait_exit 90; finish ;;
  cuda_visible_bad)  # the process is given a GPU UUID the host does not have
    start cuda_visible_bad gpu_passthrough startup_failure "CUDA_VISIBLE_DEVICES set to a GPU UUID this host does not have" \
      CUDA_VISIBLE_DEVICES=GPU-00000000-0000-0000-0000-000000000000 -- "${BASE[@]}"
    wait_exit 90; finish ;;
  # ---- round 22 (labels written before the logs existed, 2026-12-02; a server still running at the case's end, stopped
  # by this script, is relabelled graceful_stop with the pre-written label as alt_class, as in rounds 20 and 21) ----
  mem_fraction_099)  # almost all GPU memory to the static pool, CUDA graphs on: nothing left to capture them
    nograph=(); for a in "${BASE[@]}"; do [ "$a" = --disable-cuda-graph ] || nograph+=("$a"); done
    start mem_fraction_099 cuda_oom startup_failure "--mem-fraction-static 0.99 with CUDA graphs on (no --disable-cuda-graph)" -- \
      "${nograph[@]/0.5/0.99}"
    wait_exit 150; finish ;;
  dp2_one_gpu)
    start dp2_one_gpu startup_failure code_bug "--dp-size 2 on a host with one GPU" -- "${BASE[@]}" --dp-size 2
    wait_exit 120; finish ;;
  bad_dtype)
    start bad_dtype startup_failure "" "--dtype float7 (no such dtype)" -- "${BASE[@]}" --dtype float7
    wait_exit 60; finish ;;
  sigterm_scheduler)  # SIGTERM to the scheduler child (not the server) while it serves
    start sigterm_scheduler unknown graceful_stop "scheduler process got SIGTERM (sent by hand) while serving 4 requests" -- "${BASE[@]}"
    load_then_signal TERM sglang::scheduler 60 ;;
  kill_main_during_load)  # SIGKILL of the server's main process while its scheduler starts (nothing says who)
    start kill_main_during_load unknown host_oom_killed "the server's main process SIGKILLed 3 s after its scheduler appeared, while starting" -- "${BASE[@]}"
    for _ in $(seq 120); do pid=$(child_pid sglang::scheduler); [ -n "$pid" ] && break; sleep 0.5; done
    sleep 3; kill -KILL "$SRV"
    wait_exit 30; finish ;;
  # ---- round 23 (labels written before the logs existed, 2026-12-02; a server still running at the case's end, stopped
  # by this script, is relabelled graceful_stop with the pre-written label as alt_class, as in rounds 20 to 22) ----
  segv_main_serving)  # a native crash (SIGSEGV) of the server's main process (HTTP + tokenizer manager) while it serves
    start segv_main_serving code_bug unknown "the server's main process got SIGSEGV while serving 4 requests" -- "${BASE[@]}"
    load_then_signal SEGV main 60 ;;
  max_total_tokens_negative)
    start max_total_tokens_negative startup_failure kv_cache_oom "--max-total-tokens -5" -- "${BASE[@]}" --max-total-tokens -5
    wait_exit 90; finish ;;
  # ---- round 24 (labels written before the logs existed, 2026-12-02; a server still running at the case's end, stopped
  # by this script, is relabelled graceful_stop with the pre-written label as alt_class, as in rounds 20 to 23) ----
  speculative_no_draft)
    start speculative_no_draft startup_failure code_bug "--speculative-algorithm EAGLE with no --speculative-draft-model-path" -- \
      "${BASE[@]}" --speculative-algorithm EAGLE
    wait_exit 150; finish ;;
  lora_path_missing)
    start lora_path_missing startup_failure "" "--enable-lora --lora-paths naming an adapter folder that does not exist" -- \
      "${BASE[@]}" --enable-lora --lora-paths /nonexistent/adapter
    wait_exit 150; finish ;;
  rope_bogus)  # a model config whose rope_scaling names a RoPE type nobody has
    start rope_bogus startup_failure code_bug "config's rope_scaling overridden to rope_type no_such_rope" -- \
      "${BASE[@]}" --json-model-override-args '{"rope_scaling": {"rope_type": "no_such_rope", "factor": 2.0}}'
    wait_exit 150; finish ;;
  nccl_port_in_use)  # another program listens on the port given as --nccl-port
    python3 -m http.server 30999 --bind 127.0.0.1 > /dev/null 2>&1 &
    other=$!; sleep 1
    start nccl_port_in_use startup_failure nccl_error "--nccl-port 30999, a port another program (python -m http.server) listens on" -- \
      "${BASE[@]}" --nccl-port 30999
    wait_exit 150; finish; kill "$other" 2>/dev/null; wait "$other" 2>/dev/null ;;
  nofile_limit)  # a container with a small open-files limit
    PREFIX=(sh -c 'ulimit -n 128 && exec "$@"' sh)
    start nofile_limit startup_failure unknown "the server started with an open-files limit of 128 (ulimit -n 128)" -- "${BASE[@]}"
    PREFIX=()
    if wait_ready 150; then generate '{"text": "hello", "sampling_params": {"max_new_tokens": 16}}'; sleep 2; fi
    finish ;;
  sigill_scheduler)  # a native crash (SIGILL) of the scheduler while it serves
    start sigill_scheduler code_bug unknown "scheduler process got SIGILL while serving 4 requests" -- "${BASE[@]}"
    load_then_signal ILL sglang::scheduler 90 ;;
  watchdog_tiny)  # SGLang's own scheduler watchdog with a timeout no forward batch can meet
    start watchdog_tiny watchdog_hang startup_failure "--watchdog-timeout 0.005, then 4 long requests if it gets ready" -- \
      "${BASE[@]}" --watchdog-timeout 0.005
    load_then_signal KILL none 90 ;;
  # ---- round 25 (labels written before the logs existed, 2026-12-02; a server still running at the case's end, stopped
  # by this script, is relabelled graceful_stop with the pre-written label as alt_class, as in rounds 20 to 24) ----
  watchdog_1s)  # SGLang's scheduler watchdog at one second: does a forward batch of the tiny model meet it?
    start watchdog_1s watchdog_hang startup_failure "--watchdog-timeout 1, then 4 long requests if it gets ready" -- \
      "${BASE[@]}" --watchdog-timeout 1
    load_then_signal KILL none 60 ;;
  cuda_visible_index)  # the process is given a GPU index the host does not have
    start cuda_visible_index gpu_passthrough startup_failure "CUDA_VISIBLE_DEVICES=7 on a host with one GPU" \
      CUDA_VISIBLE_DEVICES=7 -- "${BASE[@]}"
    wait_exit 120; finish ;;
  base_gpu_id_3)
    start base_gpu_id_3 startup_failure gpu_passthrough "--base-gpu-id 3 on a host with one GPU" -- "${BASE[@]}" --base-gpu-id 3
    wait_exit 120; finish ;;
  hub_name_offline)  # a Hub model name, not a local folder, with the Hub unreachable (HF_HUB_OFFLINE=1 as everywhere here)
    start hub_name_offline startup_failure "" "--model-path meta-llama/Llama-3.1-8B-Instruct (a Hub name) with no network" -- \
      --model-path meta-llama/Llama-3.1-8B-Instruct --load-format dummy --attention-backend triton --mem-fraction-static 0.5
    wait_exit 120; finish ;;
  sigterm_detokenizer)  # SIGTERM to the detokenizer child (not the server) while it serves
    start sigterm_detokenizer unknown graceful_stop "detokenizer process got SIGTERM (sent by hand) while serving 4 requests" -- "${BASE[@]}"
    load_then_signal TERM sglang::detokenizer 60 ;;
  # ---- round 26 (labels written before the logs existed, 2026-12-02; a server still running at the case's end, stopped
  # by this script, is relabelled graceful_stop with the pre-written label as alt_class, as in rounds 20 to 25) ----
  hicache_too_big)  # a hierarchical (host) KV cache larger than the host's memory
    start hicache_too_big startup_failure host_oom_killed "--enable-hierarchical-cache --hicache-size 100000 (GB of host memory) on a 128 GiB host" -- \
      "${BASE[@]}" --enable-hierarchical-cache --hicache-size 100000
    wait_exit 150; finish ;;
  sigbus_scheduler)  # a native crash (SIGBUS) of the scheduler while it serves
    start sigbus_scheduler code_bug unknown "scheduler process got SIGBUS while serving 4 requests" -- "${BASE[@]}"
    load_then_signal BUS sglang::scheduler 90 ;;
  kill_detokenizer_loading)  # SIGKILL of the detokenizer while the server starts (nothing says who killed it)
    start kill_detokenizer_loading unknown host_oom_killed "detokenizer process SIGKILLed 2 s after it appeared, while the server was starting" -- "${BASE[@]}"
    for _ in $(seq 120); do pid=$(child_pid sglang::detokenizer); [ -n "$pid" ] && break; sleep 0.5; done
    sleep 2; [ -n "$pid" ] && kill -KILL "$pid"
    wait_exit 90; finish ;;
  tokenizer_workers_zero)
    start tokenizer_workers_zero startup_failure code_bug "--tokenizer-worker-num 0" -- "${BASE[@]}" --tokenizer-worker-num 0
    wait_exit 120; finish ;;
  # ---- round 27 (labels written before the logs existed, 2026-12-02; a server still running at the case's end, stopped
  # by this script, is relabelled graceful_stop with the pre-written label as alt_class, as in rounds 20 to 26) ----
  sigfpe_detokenizer)  # a native crash (SIGFPE) of the detokenizer while it serves
    start sigfpe_detokenizer code_bug unknown "detokenizer process got SIGFPE while serving 4 requests" -- "${BASE[@]}"
    load_then_signal FPE sglang::detokenizer 90 ;;
  bad_jinja_template)  # a chat template file that is not valid Jinja
    mkdir -p "$W/tpl" && printf '{%% for m in messages %%}{{ m.content }\n' > "$W/tpl/broken.jinja"
    start bad_jinja_template startup_failure code_bug "--chat-template naming a file whose Jinja does not parse" -- \
      "${BASE[@]}" --chat-template "$W/tpl/broken.jinja"
    wait_exit 120; finish ;;
  flashinfer_sampling)  # a sampling backend the bundle may not have
    start flashinfer_sampling startup_failure code_bug "--sampling-backend flashinfer (the bundle's FlashInfer may be trimmed), then 4 long requests if it gets ready" -- \
      "${BASE[@]/pytorch/flashinfer}"
    load_then_signal KILL none 30 ;;
  # ---- round 28 (labels written before the logs existed, 2026-12-03; a server still running at the case's end, stopped
  # by this script, is relabelled graceful_stop with the pre-written label as alt_class, as in rounds 20 to 27) ----
  fake_libcuda)  # the container's driver library is broken: an empty libcuda.so.1 first on LD_LIBRARY_PATH
    mkdir -p "$W/fakecuda" && : > "$W/fakecuda/libcuda.so.1" && ln -sf libcuda.so.1 "$W/fakecuda/libcuda.so"
    start fake_libcuda gpu_passthrough startup_failure "an empty libcuda.so.1 first on LD_LIBRARY_PATH (a broken driver library in the container), then 4 long requests if it gets ready" \
      LD_LIBRARY_PATH="$W/fakecuda:${LD_LIBRARY_PATH:-}" -- "${BASE[@]}"
    load_then_signal KILL none 30 ;;
  fake_libnvml)  # the container's NVML library is broken: an empty libnvidia-ml.so.1 first on LD_LIBRARY_PATH
    mkdir -p "$W/fakenvml" && : > "$W/fakenvml/libnvidia-ml.so.1" && ln -sf libnvidia-ml.so.1 "$W/fakenvml/libnvidia-ml.so"
    start fake_libnvml gpu_passthrough unknown "an empty libnvidia-ml.so.1 first on LD_LIBRARY_PATH (a broken NVML library in the container), then 4 long requests if it gets ready" \
      LD_LIBRARY_PATH="$W/fakenvml:${LD_LIBRARY_PATH:-}" -- "${BASE[@]}"
    load_then_signal KILL none 30 ;;
  dist_init_unreachable)  # the second node of a 2-node TP group whose rendezvous address nobody answers
    start dist_init_unreachable nccl_error startup_failure "--tp-size 2 --nnodes 2 --node-rank 1 --dist-init-addr 10.255.255.1:5000 --dist-timeout 60 (no first node)" -- \
      "${BASE[@]}" --tp-size 2 --nnodes 2 --node-rank 1 --dist-init-addr 10.255.255.1:5000 --dist-timeout 60
    wait_exit 200; finish ;;
  kv_heads_mismatch)  # a model config whose attention heads are not a multiple of its KV heads
    mkdir -p "$W/badheads" && cp "$MODEL"/*.json "$W/badheads/" && \
      python3 -c 'import json,sys; p=sys.argv[1]; c=json.load(open(p)); c["num_key_value_heads"]=3; json.dump(c,open(p,"w"))' "$W/badheads/config.json"
    start kv_heads_mismatch startup_failure code_bug "config.json with num_key_value_heads 3 for 8 attention heads, then 4 long requests if it gets ready" -- \
      "${BASE[@]/$MODEL/$W/badheads}"
    load_then_signal KILL none 30 ;;
  token_id_out_of_vocab)  # a healthy server, then requests naming token ids past the 4096-token vocabulary
    start token_id_out_of_vocab client_error cuda_error "requests with input_ids 5000 and 100000 against a 4096-token vocabulary, then SIGTERM" -- "${BASE[@]}"
    if wait_ready 240; then
      generate '{"input_ids": [1, 5000, 2], "sampling_params": {"max_new_tokens": 8}}'
      generate '{"input_ids": [100000], "sampling_params": {"max_new_tokens": 8}}'
      sleep 5
      generate '{"text": "hello", "sampling_params": {"max_new_tokens": 8}}'
    fi
    finish ;;
  bad_grammar_requests)  # a healthy server, then requests whose JSON schema and regex do not parse
    start bad_grammar_requests client_error code_bug "requests with a json_schema that is not JSON and a regex that does not compile, then SIGTERM" -- "${BASE[@]}"
    if wait_ready 240; then
      generate '{"text": "hello", "sampling_params": {"max_new_tokens": 8, "json_schema": "{not json"}}'
      generate '{"text": "hello", "sampling_params": {"max_new_tokens": 8, "regex": "(["}}'
      sleep 5
      generate '{"text": "hello", "sampling_params": {"max_new_tokens": 8}}'
    fi
    finish ;;
  # ---- round 29 (labels written before the logs existed, 2026-12-03, twelfth session; a server still running at the
  # case's end, stopped by this script, is relabelled graceful_stop with the pre-written label as alt_class) ----
  schedule_policy_bogus)  # a launch flag value outside its choices
    start schedule_policy_bogus startup_failure "" "--schedule-policy bogus (not one of SGLang's choices)" -- \
      "${BASE[@]}" --schedule-policy bogus
    wait_exit 60; finish ;;
  # ---- round 30 (labels written before the logs existed, 2026-12-03, twelfth session; a server still running at the
  # case's end, stopped by this script, is relabelled graceful_stop with the pre-written label as alt_class) ----
  kv_fp8_e5m2)  # an FP8 KV cache with the triton attention backend, then 4 long requests if it gets ready
    start kv_fp8_e5m2 startup_failure code_bug "--kv-cache-dtype fp8_e5m2 with --attention-backend triton" -- \
      "${BASE[@]}" --kv-cache-dtype fp8_e5m2
    load_then_signal KILL none 30 ;;
  dp_attention_tp1)  # DP attention asked for with one rank
    start dp_attention_tp1 startup_failure code_bug "--enable-dp-attention with --tp-size 1 --dp-size 1" -- \
      "${BASE[@]}" --enable-dp-attention
    load_then_signal KILL none 30 ;;
  ngram_speculative)  # n-gram speculative decoding on the triton backend, then 4 long requests if it gets ready
    start ngram_speculative startup_failure code_bug "--speculative-algorithm NGRAM with --attention-backend triton" -- \
      "${BASE[@]}" --speculative-algorithm NGRAM
    load_then_signal KILL none 30 ;;
  huge_vocab_override)  # a model config override whose embedding (300M x 512 bf16, about 307 GB) cannot fit the GPU
    start huge_vocab_override cuda_oom startup_failure "--json-model-override-args vocab_size 300000000: the dummy weights need about 307 GB on a 139 GiB GPU" -- \
      "${BASE[@]}" --json-model-override-args '{"vocab_size": 300000000}'
    load_then_signal KILL none 30 ;;
  nccl_ifname_bogus)  # NCCL told to bootstrap over a network interface the host lacks
    start nccl_ifname_bogus nccl_error startup_failure "NCCL_SOCKET_IFNAME=nosuchif0: NCCL's bootstrap interface does not exist, then 4 long requests if it gets ready" \
      NCCL_SOCKET_IFNAME=nosuchif0 NCCL_DEBUG=WARN -- "${BASE[@]}"
    load_then_signal KILL none 30 ;;
  triton_cache_unwritable)  # triton must compile the attention kernels but its cache folder cannot be created
    start triton_cache_unwritable startup_failure code_bug "TRITON_CACHE_DIR=/proc/triton-cache (cannot be created), triton backend, then 4 long requests if it gets ready" \
      TRITON_CACHE_DIR=/proc/triton-cache -- "${BASE[@]}"
    load_then_signal KILL none 30 ;;
  ulimit_v_small)  # a container whose address-space limit (ulimit -v 16 GiB) is below what CUDA reserves
    PREFIX=(sh -c 'ulimit -v 16777216 && exec "$@"' sh)
    start ulimit_v_small startup_failure cuda_oom "the server started with an address-space limit of 16 GiB (ulimit -v 16777216)" -- "${BASE[@]}"
    PREFIX=()
    load_then_signal KILL none 30 ;;
  huge_layers_override)  # a model config override whose 12000 layers of dummy weights (about 77 GB) fit the GPU but
    # leave the KV pool nothing of --mem-fraction-static 0.5 (about 70 GB)
    start huge_layers_override kv_cache_oom cuda_oom "--json-model-override-args num_hidden_layers 12000: about 77 GB of dummy weights under --mem-fraction-static 0.5, then 4 long requests if it gets ready" -- \
      "${BASE[@]}" --json-model-override-args '{"num_hidden_layers": 12000}'
    load_then_signal KILL none 30 ;;
  tmpdir_missing)  # the temporary folder the server's IPC sockets are made in does not exist
    start tmpdir_missing startup_failure code_bug "TMPDIR=/nonexistent-tmp (a folder that does not exist), then 4 long requests if it gets ready" \
      TMPDIR=/nonexistent-tmp -- "${BASE[@]}"
    load_then_signal KILL none 30 ;;
  segv_scheduler_loading)  # a native crash (SIGSEGV) of the scheduler while the server starts
    start segv_scheduler_loading code_bug unknown "scheduler process got SIGSEGV 2 s after it appeared, while the server was starting" -- "${BASE[@]}"
    for _ in $(seq 120); do pid=$(child_pid sglang::scheduler); [ -n "$pid" ] && break; sleep 0.5; done
    sleep 2; [ -n "$pid" ] && kill -SEGV "$pid"
    wait_exit 90; finish ;;
  # ---- round 33 (labels written before the logs existed, 2026-12-03) ----
  vocab_too_small_override)  # a model config override whose embedding (100 rows) is smaller than the tokenizer's 4096 ids
    start vocab_too_small_override cuda_error startup_failure "--json-model-override-args vocab_size 100 under a 4096-token tokenizer: prompt ids index past the embedding, then 4 long requests if it gets ready" -- \
      "${BASE[@]}" --json-model-override-args '{"vocab_size": 100}'
    load_then_signal KILL none 30 ;;
  cc_missing)  # triton must build its launcher stubs but CC names a compiler that does not exist (a fresh triton cache)
    start cc_missing startup_failure code_bug "CC=/nonexistent/cc with an empty TRITON_CACHE_DIR, triton backend, then 4 long requests if it gets ready" \
      CC=/nonexistent/cc TRITON_CACHE_DIR="$W/triton-cache-cc_missing" -- "${BASE[@]}"
    load_then_signal KILL none 30 ;;
  bench_wrong_port)  # the benchmark client pointed at a port where no server listens: its log is the entry
    mkdir -p "$W/client_error"
    T0=$(date +%s)
    timeout 150 python3 -m sglang.bench_serving --backend sglang --host 127.0.0.1 --port 30099 \
      --dataset-name random --random-input-len 32 --random-output-len 8 --num-prompts 4 \
      --tokenizer "$MODEL" > "$W/client_error/h200-bench_wrong_port.log" 2>&1
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' bench_wrong_port client_error unknown "$?" "$(( $(date +%s) - T0 ))" \
      "sglang.bench_serving with --port 30099 where no server listens (the client's output)" no >> "$W/cases.tsv"
    pack ;;
  # ---- round 34 (labels written before the logs existed, 2026-12-03, the fifteenth session; the standing rule of rounds
  # 20 to 33 holds: a server still running at the case's end, stopped by this script, is relabelled graceful_stop with
  # the pre-written label as alt_class) ----
  corrupt_safetensors)  # the model folder's weights file is 4 KiB of random bytes (a broken download)
    d="$W/model-corrupt_safetensors"; mkdir -p "$d" && cp "$MODEL"/*.json "$d/" && head -c 4096 /dev/urandom > "$d/model.safetensors"
    start corrupt_safetensors startup_failure code_bug "real weights asked for (--load-format auto); model.safetensors holds 4 KiB of random bytes, then 4 long requests if it gets ready" -- \
      "${BASE[@]}" --model-path "$d" --load-format auto
    load_then_signal KILL none 30 ;;
  weights_shape_mismatch)  # a weights file whose embedding has another shape than the model config's
    d="$W/model-weights_shape_mismatch"; mkdir -p "$d" && cp "$MODEL"/*.json "$d/"
    python3 -c 'import sys, torch; from safetensors.torch import save_file; save_file({"model.embed_tokens.weight": torch.zeros(10, 8, dtype=torch.bfloat16)}, sys.argv[1])' "$d/model.safetensors"
    start weights_shape_mismatch startup_failure code_bug "real weights asked for (--load-format auto); model.safetensors holds one 10x8 embedding for a 4096-token model, then 4 long requests if it gets ready" -- \
      "${BASE[@]}" --model-path "$d" --load-format auto
    load_then_signal KILL none 30 ;;
  disagg_no_backend)  # prefill-decode disaggregation asked for, its transfer engine (mooncake) not installed
    start disagg_no_backend startup_failure code_bug "--disaggregation-mode prefill with the default transfer backend (mooncake), which the bundle does not hold, then 4 long requests if it gets ready" -- \
      "${BASE[@]}" --disaggregation-mode prefill
    load_then_signal KILL none 30 ;;
  tokenizer_mode_slow)  # a slow (sentencepiece) tokenizer asked for; the folder holds tokenizer.json only
    start tokenizer_mode_slow startup_failure code_bug "--tokenizer-mode slow with a model folder that has no tokenizer.model, then 4 long requests if it gets ready" -- \
      "${BASE[@]}" --tokenizer-mode slow
    load_then_signal KILL none 30 ;;
  queue_full_then_stop)  # a healthy server turns requests away at a full queue, then an operator stops it
    start queue_full_then_stop graceful_stop client_error "--max-running-requests 1 --max-queued-requests 1; 8 concurrent requests of 300 tokens (some refused: queue full), then SIGTERM" -- \
      "${BASE[@]}" --max-running-requests 1 --max-queued-requests 1
    if wait_ready 240; then
      for _ in 1 2 3 4 5 6 7 8; do generate '{"text": "hello", "sampling_params": {"max_new_tokens": 300, "ignore_eos": true}}' & done
      wait_exit 20
    fi
    finish ;;
  # ---- round 35 (labels written before the logs existed, 2026-12-03, the fifteenth session; the standing relabel rule
  # of rounds 20 to 34 holds) ----
  bench_server_killed)  # the benchmark client's output when the server's scheduler is SIGKILLed mid-run: its log is the entry
    bench_then_kill_scheduler bench_server_killed 10 2000 150 "" ;;
  kv_retract_serving)  # a KV pool of 4096 tokens, 48 concurrent requests that each want 1,500 new tokens
    start kv_retract_serving kv_cache_oom "" "--max-total-tokens 4096, 48 concurrent requests of 1500 new tokens (ignore_eos): the pool holds a third of one round of decoding" -- \
      "${BASE[@]}" --max-total-tokens 4096
    if wait_ready 240; then
      for _ in $(seq 48); do generate '{"text": "hello", "sampling_params": {"max_new_tokens": 1500, "ignore_eos": true}}' & done
      wait_exit 60
    fi
    finish ;;
  # ---- round 36 (labels written before the logs existed, 2026-12-03, the sixteenth session; the standing relabel rule
  # of rounds 20 to 35 holds) ----
  host_oom_cgroup_serving)  # the kernel's OOM killer while serving: the server's cgroup (v2) limit lowered under its use
    CG=/sys/fs/cgroup/kit-oom-serving-$$
    if mkdir "$CG" 2>/dev/null && echo max > "$CG/memory.max" && { echo 0 > "$CG/memory.swap.max" 2>/dev/null || true; }; then
      PREFIX=(sh -c "echo \$\$ > $CG/cgroup.procs && exec \"\$@\"" sh)
      start host_oom_cgroup_serving host_oom_killed unknown "server in its own cgroup; once ready, 4 long requests, then memory.max lowered to 256 MiB (the kernel's OOM killer, nothing in the server's log)" -- "${BASE[@]}"
      PREFIX=()
      if wait_ready 240; then
        for _ in 1 2 3 4; do generate '{"text": "hello", "sampling_params": {"max_new_tokens": 2000, "ignore_eos": true}}' & done
        sleep 2; cat "$CG/memory.current" > "$W/memory.current.before" 2>/dev/null
        echo 256M > "$CG/memory.max"
        wait_exit 60
      fi
      finish
      mkdir -p "$W/host_oom_killed"
      cat "$CG/memory.events" > "$W/host_oom_killed/h200-host_oom_cgroup_serving.memory.events" 2>/dev/null
      rmdir "$CG" 2>/dev/null
    else
      echo "host_oom_cgroup_serving: cannot create a cgroup v2 with memory.max here: skipped"; rmdir "$CG" 2>/dev/null
    fi ;;
  pp2_one_gpu)
    start pp2_one_gpu startup_failure cuda_error "--pp-size 2 on a host with one GPU" -- "${BASE[@]}" --pp-size 2
    wait_exit 180; finish ;;
  ep2_dense)  # expert parallelism asked for on a dense model with one rank
    start ep2_dense startup_failure code_bug "--ep-size 2 with --tp-size 1 on a dense (no experts) model, then 4 long requests if it gets ready" -- \
      "${BASE[@]}" --ep-size 2
    load_then_signal KILL none 30 ;;
  bench_sigint_client)  # an operator's Ctrl-C to the benchmark client mid-run: its log is the entry
    start bench_sigint_client_server server_side "" "the healthy server sglang.bench_serving ran against (not an entry)" -- "${BASE[@]}"
    if wait_ready 240; then
      mkdir -p "$W/graceful_stop"
      T1=$(date +%s)
      python3 -m sglang.bench_serving --backend sglang --host 127.0.0.1 --port "$PORT" \
        --dataset-name random-ids --random-input-len 256 --random-output-len 1024 --num-prompts 2000 \
        --max-concurrency 32 --tokenizer "$MODEL" > "$W/graceful_stop/h200-bench_sigint_client.log" 2>&1 &
      B=$!
      sleep 20; kill -INT "$B"
      for _ in $(seq 60); do kill -0 "$B" 2>/dev/null || break; sleep 1; done
      kill -0 "$B" 2>/dev/null && kill -KILL "$B"
      wait "$B"; brc=$?
      printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' bench_sigint_client graceful_stop unknown "$brc" "$(( $(date +%s) - T1 ))" \
        "sglang.bench_serving (2000 prompts, 32 concurrent) interrupted by SIGINT (an operator's Ctrl-C) 20 s in; the client's output" no \
        >> "$W/cases.tsv"
    fi
    finish ;;
  max_new_tokens_over_context)  # a healthy server, then requests whose prompt plus max_new_tokens pass the context
    start max_new_tokens_over_context client_error graceful_stop "--context-length 512; 4 requests of 400 prompt tokens with max_new_tokens 100000, then SIGTERM" -- \
      "${BASE[@]}" --context-length 512
    if wait_ready 240; then
      ids=$(seq -s, 1 400 | sed 's/[0-9]\+/7/g')
      for _ in 1 2 3 4; do generate "{\"input_ids\": [$ids], \"sampling_params\": {\"max_new_tokens\": 100000}}" & done
      wait_exit 15
    fi
    finish ;;
  # ---- round 37 (labels written before the logs existed, 2026-12-03, the sixteenth session; the standing relabel rule
  # of rounds 20 to 36 holds) ----
  api_key_refused_then_stop)  # a healthy server with --api-key turns away requests without it, then an operator stops it
    start api_key_refused_then_stop graceful_stop client_error "--api-key set; 4 requests without a key and 2 with a wrong one (/generate and /v1/completions), then SIGTERM" -- \
      "${BASE[@]}" --api-key kit-test-key
    for _ in $(seq 240); do kill -0 "$SRV" 2>/dev/null || break
      curl -s -o /dev/null -m 5 -w '%{http_code}' -H 'Authorization: Bearer kit-test-key' "http://127.0.0.1:$PORT/health_generate" | grep -q 200 && break
      sleep 1; done
    for _ in 1 2; do
      generate '{"text": "hello", "sampling_params": {"max_new_tokens": 8}}'
      curl -s -m 30 -H 'Content-Type: application/json' -d '{"model": "x", "prompt": "hello", "max_tokens": 8}' \
        "http://127.0.0.1:$PORT/v1/completions" >> "$LOG.client" 2>&1
      curl -s -m 30 -H 'Content-Type: application/json' -H 'Authorization: Bearer wrong-key' \
        -d '{"text": "hello", "sampling_params": {"max_new_tokens": 8}}' "http://127.0.0.1:$PORT/generate" >> "$LOG.client" 2>&1
    done
    sleep 2; finish ;;
  kill_scheduler_quiet)  # SIGKILL of the scheduler while it serves, the server started with --log-level error
    start kill_scheduler_quiet unknown host_oom_killed "--log-level error; the scheduler got SIGKILL (sent by hand) while serving 4 requests" -- \
      "${BASE[@]}" --log-level error
    load_then_signal KILL sglang::scheduler 60 ;;
  bench_scheduler_killed_midrun)  # the benchmark client's output when the scheduler is SIGKILLed 45 s into its run: its log is the entry
    bench_then_kill_scheduler bench_scheduler_killed_midrun 45 4000 200 client_error ;;
  double_sigint_serving)  # an operator's Ctrl-C pressed twice while the server serves 4 long requests
    start double_sigint_serving graceful_stop "" "healthy server serving 4 long requests; SIGINT to its main process, another SIGINT 1 s later" -- "${BASE[@]}"
    if wait_ready 240; then
      for _ in 1 2 3 4; do generate '{"text": "hello", "sampling_params": {"max_new_tokens": 2000, "ignore_eos": true}}' & done
      sleep 2; kill -INT "$SRV"; sleep 1; kill -INT "$SRV" 2>/dev/null
      wait_exit 60
    fi
    finish ;;
  # ---- round 38 (labels written before the logs existed, 2026-12-03, the sixteenth session; the standing relabel rule
  # of rounds 20 to 37 holds) ----
  stream_clients_disconnect)  # clients that hang up mid-stream (timeouts of 2 s on long streams), then an operator stops it
    start stream_clients_disconnect graceful_stop client_error "healthy server; 8 streaming requests of 3000 tokens whose clients hang up after 2 s, then SIGTERM" -- "${BASE[@]}"
    if wait_ready 240; then
      for _ in 1 2 3 4 5 6 7 8; do
        curl -s -N -m 2 -H 'Content-Type: application/json' \
          -d '{"text": "hello", "stream": true, "sampling_params": {"max_new_tokens": 3000, "ignore_eos": true}}' \
          "http://127.0.0.1:$PORT/generate" > /dev/null 2>&1 &
      done
      wait_exit 10
    fi
    finish ;;
  frozen_then_stopped)  # a hung scheduler (SIGSTOP) under load, then an operator's SIGTERM 20 s later
    start frozen_then_stopped watchdog_hang graceful_stop "4 long requests; the scheduler SIGSTOPped 2 s in; 20 s later SIGTERM to the server's main process (the scheduler never resumed); the group SIGKILLed 15 s after" -- "${BASE[@]}"
    if wait_ready 240; then
      for _ in 1 2 3 4; do generate '{"text": "hello", "sampling_params": {"max_new_tokens": 3000, "ignore_eos": true}}' & done
      sleep 2; pid=$(child_pid sglang::scheduler); [ -n "$pid" ] && kill -STOP "$pid"
      sleep 20; kill -TERM "$SRV"; wait_exit 15
    fi
    KILL_ONLY=1 finish ;;
  # ---- round 39 (labels written before the logs existed, 2026-12-03, the seventeenth session; the standing relabel rule
  # of rounds 20 to 38 holds) ----
  sigusr1_scheduler)  # a signal no crash path raises, whose default action ends the process: SIGUSR1 to the scheduler
    start sigusr1_scheduler unknown code_bug "SIGUSR1 (sent by hand, default action: terminate) to the scheduler while it serves 4 requests" -- "${BASE[@]}"
    load_then_signal USR1 sglang::scheduler 60 ;;
  detokenizer_frozen_resumed)  # a detokenizer frozen for 25 s under load, resumed, then an operator's SIGTERM
    start detokenizer_frozen_resumed graceful_stop watchdog_hang "4 long requests; the detokenizer SIGSTOPped 2 s in, SIGCONT 25 s later; 10 s after that SIGTERM to the server's main process" -- "${BASE[@]}"
    if wait_ready 240; then
      for _ in 1 2 3 4; do generate '{"text": "hello", "sampling_params": {"max_new_tokens": 3000, "ignore_eos": true}}' & done
      sleep 2; pid=$(child_pid sglang::detokenizer); [ -n "$pid" ] && kill -STOP "$pid"
      sleep 25; [ -n "$pid" ] && kill -CONT "$pid"
      sleep 10; kill -TERM "$SRV"; wait_exit 30
    fi
    finish ;;
  huge_top_logprobs)  # requests that ask for the top logprobs of the whole vocabulary at every step of a long output
    start huge_top_logprobs cuda_oom code_bug "4 requests of 2000 new tokens with return_logprob and top_logprobs_num 150000 (the whole vocabulary), then SIGTERM" -- "${BASE[@]}"
    if wait_ready 240; then
      for _ in 1 2 3 4; do
        generate '{"text": "hello", "return_logprob": true, "top_logprobs_num": 150000, "sampling_params": {"max_new_tokens": 2000, "ignore_eos": true}}' &
      done
      wait_exit 90
    fi
    finish ;;
  requests_during_drain)  # requests sent while a SIGTERMed server drains 4 long ones
    start requests_during_drain graceful_stop client_error "4 long requests; SIGTERM to the main process 2 s in; 8 new requests during the drain" -- "${BASE[@]}"
    if wait_ready 240; then
      for _ in 1 2 3 4; do generate '{"text": "hello", "sampling_params": {"max_new_tokens": 3000, "ignore_eos": true}}' & done
      sleep 2; kill -TERM "$SRV"; sleep 1
      for _ in 1 2 3 4 5 6 7 8; do generate '{"text": "late", "sampling_params": {"max_new_tokens": 16}}' & done
      wait_exit 60
    fi
    finish ;;
  # ---- round 40 (labels written before the logs existed, 2026-12-03, the seventeenth session; the standing relabel rule
  # of rounds 20 to 39 holds) ----
  cuda_graph_bs_huge)  # CUDA graphs captured for a batch size far beyond what the pool serves
    start cuda_graph_bs_huge cuda_oom startup_failure "--cuda-graph-max-bs 8192 (with --disable-cuda-graph off): CUDA graph capture for batch sizes up to 8192" -- \
      "${BASE[@]:0:$((${#BASE[@]} - 1))}" --cuda-graph-max-bs 8192  # BASE without its last flag, --disable-cuda-graph
    load_then_signal KILL none 30 ;;
  context_length_huge)  # a context length far past the model's position embeddings
    start context_length_huge startup_failure unknown "--context-length 100000000 (the model's max_position_embeddings is far smaller), then 4 long requests if it gets ready" -- \
      "${BASE[@]}" --context-length 100000000
    load_then_signal KILL none 30 ;;
  group_frozen_resumed)  # the whole server (every process of its group) frozen 30 s under load, resumed, then stopped
    start group_frozen_resumed graceful_stop watchdog_hang "4 long requests; SIGSTOP to the whole process group 2 s in, SIGCONT 30 s later; SIGTERM to the main process 10 s after" -- "${BASE[@]}"
    if wait_ready 240; then
      for _ in 1 2 3 4; do generate '{"text": "hello", "sampling_params": {"max_new_tokens": 3000, "ignore_eos": true}}' & done
      sleep 2; kill -STOP -- "-$SRV"; sleep 30; kill -CONT -- "-$SRV"
      sleep 10; kill -TERM "$SRV"; wait_exit 30
    fi
    finish ;;
  sigint_scheduler)  # SIGINT to the scheduler process alone (not the group an operator's Ctrl-C reaches)
    start sigint_scheduler unknown code_bug "SIGINT (sent by hand) to the scheduler alone while it serves 4 requests" -- "${BASE[@]}"
    load_then_signal INT sglang::scheduler 60 ;;
  # ---- round 41 (labels written before the logs existed, 2026-12-04, the eighteenth session; the standing relabel rule
  # of rounds 20 to 40 holds) ----
  alloc_conf_bogus)  # torch's caching allocator given an option it does not know
    start alloc_conf_bogus startup_failure code_bug "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True,bogus_option:7 (an option the allocator does not know)" \
      PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True,bogus_option:7 -- "${BASE[@]}"
    load_then_signal KILL none 30 ;;
  nccl_debug_healthy_stop)  # a healthy server with NCCL's debug output on, serving, then an operator's SIGTERM
    start nccl_debug_healthy_stop graceful_stop "" "NCCL_DEBUG=INFO, 4 long requests, SIGTERM to the main process 2 s in" \
      NCCL_DEBUG=INFO -- "${BASE[@]}"
    load_then_signal TERM main 60 ;;
  main_frozen_killed)  # the main process (HTTP server, tokenizer manager) frozen under load, then the group SIGKILLed
    start main_frozen_killed watchdog_hang unknown "4 long requests; SIGSTOP to the main process only 2 s in; 30 s later SIGKILL to the whole group" -- "${BASE[@]}"
    if wait_ready 240; then
      for _ in 1 2 3 4; do generate '{"text": "hello", "sampling_params": {"max_new_tokens": 3000, "ignore_eos": true}}' & done
      sleep 2; kill -STOP "$SRV"; sleep 30
    fi
    KILL_ONLY=1 finish ;;
  grammar_backend_bogus)  # a grammar backend SGLang does not have
    start grammar_backend_bogus startup_failure "" "--grammar-backend bogus (not one of SGLang's choices)" -- \
      "${BASE[@]}" --grammar-backend bogus
    wait_exit 120; finish ;;
  bench_scheduler_frozen)  # the benchmark client's view of a server whose scheduler froze under it
    bench_then_stop_scheduler bench_scheduler_frozen 15 watchdog_hang ;;
  # ---- round 42 (labels written before the logs existed, 2026-12-04, the eighteenth session; the standing relabel rule
  # of rounds 20 to 41 holds) ----
  cpu_time_limit)  # a CPU-time limit (RLIMIT_CPU, 90 s) the busy scheduler reaches while serving: SIGXCPU
    PREFIX=(sh -c 'ulimit -t 90 && exec "$@"' sh)
    start cpu_time_limit unknown "" "ulimit -t 90 (CPU seconds) on the server and its children; once ready, 4 long requests every 20 s until it exits (at most 150 s)" -- "${BASE[@]}"
    PREFIX=()
    if wait_ready 240; then
      for _ in 1 2 3 4 5 6 7; do
        for _ in 1 2 3 4; do generate '{"text": "hello", "sampling_params": {"max_new_tokens": 3000, "ignore_eos": true}}' & done
        wait_exit 20 && break
      done
    fi
    finish ;;
  logprob_start_len_huge)  # requests asking for logprobs from a position past their prompt, then an operator's stop
    start logprob_start_len_huge graceful_stop client_error "4 requests with return_logprob and logprob_start_len 100000 on a one-word prompt; SIGTERM to the main process 10 s later" -- "${BASE[@]}"
    if wait_ready 240; then
      for _ in 1 2 3 4; do
        generate '{"text": "hello", "return_logprob": true, "logprob_start_len": 100000, "sampling_params": {"max_new_tokens": 16}}' &
      done
      sleep 10; kill -TERM "$SRV"; wait_exit 60
    fi
    finish ;;
  max_new_tokens_negative)  # requests with a negative max_new_tokens, then an operator's stop
    start max_new_tokens_negative graceful_stop client_error "4 requests with max_new_tokens -5; SIGTERM to the main process 10 s later" -- "${BASE[@]}"
    if wait_ready 240; then
      for _ in 1 2 3 4; do generate '{"text": "hello", "sampling_params": {"max_new_tokens": -5}}' & done
      sleep 10; kill -TERM "$SRV"; wait_exit 60
    fi
    finish ;;
  parallel_samples_huge)  # one request sampling 256 answers of 3000 tokens each, then an operator's stop
    start parallel_samples_huge graceful_stop kv_cache_oom "one request with n 256 and max_new_tokens 3000 (ignore_eos); SIGTERM to the main process 30 s later" -- "${BASE[@]}"
    if wait_ready 240; then
      generate '{"text": "hello", "sampling_params": {"n": 256, "max_new_tokens": 3000, "ignore_eos": true}}' &
      sleep 30; kill -TERM "$SRV"; wait_exit 60
    fi
    finish ;;
  # ---- round 43 (labels written before the logs existed, 2026-12-04, the eighteenth session; the standing relabel rule
  # of rounds 20 to 42 holds) ----
  sigterm_during_graph_capture)  # an operator's SIGTERM while the server captures its CUDA graphs
    start sigterm_during_graph_capture graceful_stop startup_failure "CUDA graphs on (no --disable-cuda-graph); SIGTERM to the main process as soon as the log shows the capture starting" -- \
      "${BASE[@]:0:$((${#BASE[@]} - 1))}"  # BASE without its last flag, --disable-cuda-graph
    for _ in $(seq 480); do grep -qi "capture cuda graph\|capturing batches" "$LOG" 2>/dev/null && break; kill -0 "$SRV" 2>/dev/null || break; sleep 0.5; done
    kill -TERM "$SRV" 2>/dev/null; wait_exit 60
    finish ;;
  nan_detection_healthy_stop)  # a healthy server with NaN detection on, serving, then an operator's SIGTERM
    start nan_detection_healthy_stop graceful_stop "" "--enable-nan-detection, 4 long requests, SIGTERM to the main process 2 s in" -- \
      "${BASE[@]}" --enable-nan-detection
    load_then_signal TERM main 60 ;;
  lora_config_garbage)  # a LoRA adapter whose adapter_config.json is not JSON
    mkdir -p "$W/badlora" && printf '{"r": 8, "lora_alpha": 16,' > "$W/badlora/adapter_config.json"
    start lora_config_garbage startup_failure code_bug "--lora-paths bad=$W/badlora, whose adapter_config.json is cut mid-object" -- \
      "${BASE[@]}" --lora-paths "bad=$W/badlora"
    load_then_signal KILL none 30 ;;
  # ---- round 44 (labels written before the logs existed, 2026-12-04, the eighteenth session; the standing relabel rule
  # of rounds 20 to 43 holds) ----
  mem_fraction_over_one)  # a static memory fraction above 1 (the collector's own --port comes last, so no port case)
    start mem_fraction_over_one startup_failure cuda_oom "--mem-fraction-static 1.5 (more than the whole GPU) after BASE's 0.5" -- \
      "${BASE[@]}" --mem-fraction-static 1.5
    wait_exit 120; finish ;;
  load_format_bogus)  # a weights format SGLang does not have
    start load_format_bogus startup_failure "" "--load-format bogus (not one of SGLang's choices) given after BASE's --load-format dummy" -- \
      "${BASE[@]}" --load-format bogus
    wait_exit 120; finish ;;
  # ---- round 45 (labels written before the logs existed, 2026-12-04, the nineteenth session; the standing relabel rule
  # of rounds 20 to 44 holds) ----
  random_seed_negative)  # a random seed numpy and torch refuse
    start random_seed_negative startup_failure code_bug "--random-seed -1" -- "${BASE[@]}" --random-seed -1
    wait_exit 120; finish ;;
  ld_preload_missing_stop)  # a preload library that does not exist: the loader's error on every process, a healthy server
    start ld_preload_missing_stop graceful_stop "" "LD_PRELOAD=/nonexistent/libkit_missing.so (the loader complains in every process, then ignores it); 4 long requests, SIGTERM to the main process 2 s in" \
      LD_PRELOAD=/nonexistent/libkit_missing.so -- "${BASE[@]}"
    load_then_signal TERM main 60 ;;
  generation_config_garbage)  # the model folder's generation_config.json cut mid-object
    mkdir -p "$W/badgen" && cp "$MODEL"/*.json "$W/badgen/" && printf '{"bos_token_id": 1, "eos_token_id": ' > "$W/badgen/generation_config.json"
    start generation_config_garbage startup_failure graceful_stop "model folder whose generation_config.json is cut mid-object; if it becomes ready, 4 long requests, then the collector's SIGTERM 30 s later" -- \
      "${BASE[@]/$MODEL/$W/badgen}"
    load_then_signal KILL none 30 ;;
  kill_scheduler_graph_capture)  # SIGKILL of the scheduler while it captures CUDA graphs (nothing says who killed it)
    start kill_scheduler_graph_capture unknown host_oom_killed "CUDA graphs on (no --disable-cuda-graph); SIGKILL to the scheduler as soon as the log shows the capture starting" -- \
      "${BASE[@]:0:$((${#BASE[@]} - 1))}"  # BASE without its last flag, --disable-cuda-graph
    for _ in $(seq 480); do grep -qi "capture cuda graph\|capturing batches" "$LOG" 2>/dev/null && break; kill -0 "$SRV" 2>/dev/null || break; sleep 0.5; done
    pid=$(child_pid sglang::scheduler); [ -n "$pid" ] && kill -KILL "$pid"
    wait_exit 90; finish ;;
  # ---- round 46 (labels written before the logs existed, 2026-12-04, the nineteenth session; the standing relabel rule
  # of rounds 20 to 45 holds) ----
  bench_output_over_context)  # the benchmark client asking for answers longer than the server's context
    start bench_output_over_context_server server_side "" "the healthy server sglang.bench_serving ran against (not an entry)" -- "${BASE[@]}"
    if wait_ready 240; then
      mkdir -p "$W/client_error"
      timeout 150 python3 -m sglang.bench_serving --backend sglang --host 127.0.0.1 --port "$PORT" \
        --dataset-name random-ids --random-input-len 1024 --random-output-len 4096 --random-range-ratio 1 \
        --num-prompts 8 --tokenizer "$MODEL" > "$W/client_error/h200-bench_output_over_context.log" 2>&1
      printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' bench_output_over_context client_error "" "$?" 0 \
        "sglang.bench_serving, 8 prompts of 1,024 tokens asking 4,096 output tokens each against a 2,048-token context (the client's output)" no \
        >> "$W/cases.tsv"
    fi
    finish ;;
  tokenizer_config_garbage)  # the model folder's tokenizer_config.json cut mid-object
    mkdir -p "$W/badtokcfg" && cp "$MODEL"/*.json "$W/badtokcfg/" && printf '{"add_bos_token": true, "bos_token": ' > "$W/badtokcfg/tokenizer_config.json"
    start tokenizer_config_garbage startup_failure graceful_stop "model folder whose tokenizer_config.json is cut mid-object; if it becomes ready, 4 long requests, then the collector's SIGTERM 30 s later" -- \
      "${BASE[@]/$MODEL/$W/badtokcfg}"
    load_then_signal KILL none 30 ;;
  prompt_over_kv_pool)  # a KV pool smaller than one request's prompt, then an operator's stop
    start prompt_over_kv_pool graceful_stop client_error "--max-total-tokens 256; 2 requests of 1,000 input ids; SIGTERM to the main process 10 s later" -- \
      "${BASE[@]}" --max-total-tokens 256
    if wait_ready 240; then
      ids=$(seq -s, 1 1000 | sed 's/[0-9]\+/7/g')
      for _ in 1 2; do generate "{\"input_ids\": [$ids], \"sampling_params\": {\"max_new_tokens\": 16}}" & done
      sleep 10; kill -TERM "$SRV"; wait_exit 60
    fi
    finish ;;
  kv_cache_dtype_bogus)  # a KV cache dtype SGLang does not have
    start kv_cache_dtype_bogus startup_failure "" "--kv-cache-dtype bogus (not one of SGLang's choices)" -- \
      "${BASE[@]}" --kv-cache-dtype bogus
    wait_exit 120; finish ;;
  # ---- round 47 (labels written before the logs existed, 2026-12-04, the nineteenth session; the standing relabel rule
  # of rounds 20 to 46 holds) ----
  bench_oai_over_context)  # the OpenAI-compatible client asking for answers longer than the context
    BENCH_EXTRA=(--backend sglang-oai --random-output-len 8192)
    bench_client_case bench_oai_over_context client_error "" "sglang.bench_serving --backend sglang-oai, 8 prompts of 256 tokens asking 8,192 output tokens each, past the model's 4,096-token context (the client's output)" ;;
  bench_wrong_model_name)  # the OpenAI-compatible client naming a model the server does not serve
    BENCH_EXTRA=(--backend sglang-oai --model no-such-model)
    bench_client_case bench_wrong_model_name client_error "" "sglang.bench_serving --backend sglang-oai --model no-such-model against a server that serves another name (the client's output)" ;;
  bench_missing_api_key)  # a server that wants an API key, a client without one
    SRV_EXTRA=(--api-key kit-test-key); BENCH_EXTRA=(--backend sglang-oai)
    bench_client_case bench_missing_api_key client_error "" "sglang.bench_serving --backend sglang-oai without OPENAI_API_KEY against a server started with --api-key (the client's output)" ;;
  # ---- round 48 (labels written before the logs existed, 2026-12-04, the twentieth session; the standing relabel rule
  # of rounds 20 to 47 holds) ----
  cpu_offload_huge)  # more weights offloaded to host memory than the host has
    start cpu_offload_huge startup_failure host_oom_killed "--cpu-offload-gb 100000 (GB of host memory) on a 128 GiB host" -- \
      "${BASE[@]}" --cpu-offload-gb 100000
    wait_exit 150; finish ;;
  bench_num_prompts_zero)  # a benchmark asked for no requests at all
    BENCH_EXTRA=(--num-prompts 0)
    bench_client_case bench_num_prompts_zero client_error "" "sglang.bench_serving --num-prompts 0 against a healthy server (the client's output)" ;;
  bench_backend_bogus)  # a benchmark client given a backend it does not have
    BENCH_EXTRA=(--backend no-such-backend)
    bench_client_case bench_backend_bogus client_error "" "sglang.bench_serving --backend no-such-backend against a healthy server (the client's output)" ;;
  max_running_one_flood_stop)  # one running request at a time, 16 long requests queued, then an operator's stop
    start max_running_one_flood_stop graceful_stop client_error "--max-running-requests 1; 16 requests of 2,000 output tokens at once; SIGTERM to the main process 10 s later" -- \
      "${BASE[@]}" --max-running-requests 1
    if wait_ready 240; then
      for _ in $(seq 16); do generate '{"text": "hello", "sampling_params": {"max_new_tokens": 2000, "ignore_eos": true}}' & done
      sleep 10; kill -TERM "$SRV"; wait_exit 60
    fi
    finish ;;
  # ---- round 49 (labels written before the logs existed, 2026-12-04, the twentieth session; the standing relabel rule
  # of rounds 20 to 48 holds) ----
  triton_ptxas_missing)  # triton's PTX assembler pointed at a file that does not exist
    start triton_ptxas_missing startup_failure code_bug "TRITON_PTXAS_PATH=/nonexistent/ptxas (triton attention compiles its kernels with it); if it becomes ready, 4 long requests, then the collector's SIGTERM 30 s later" \
      TRITON_PTXAS_PATH=/nonexistent/ptxas -- "${BASE[@]}"
    load_then_signal KILL none 30 ;;
  max_prefill_huge)  # a prefill budget of 100 million tokens
    start max_prefill_huge startup_failure cuda_oom "--max-prefill-tokens 100000000" -- "${BASE[@]}" --max-prefill-tokens 100000000
    wait_exit 150; finish ;;
  kill_tokenizer_worker)  # SIGKILL of one of two tokenizer workers while serving (nothing says who killed it)
    start kill_tokenizer_worker unknown host_oom_killed "--tokenizer-worker-num 2; a process titled sglang::tokenizer* SIGKILLed while serving 4 requests" -- \
      "${BASE[@]}" --tokenizer-worker-num 2
    load_then_signal KILL sglang::tokenizer 60 ;;
  # ---- round 50 (labels written before the logs existed, 2026-12-04, the twenty-first session; the standing relabel
  # rule of rounds 20 to 49 holds) ----
  intermediate_huge_oom)  # an MLP width of 40 million: the dummy MLP weights (~490 GB) far past the GPU's memory
    start intermediate_huge_oom cuda_oom startup_failure "--json-model-override-args intermediate_size 40000000 (3 x 4 layers x 512 x 40M bf16, ~490 GB, on a 141 GB GPU)" -- \
      "${BASE[@]}" --json-model-override-args '{"intermediate_size": 40000000}'
    wait_exit 150; finish ;;
  quant_bnb_missing)  # bitsandbytes quantization asked for on a host without the bitsandbytes package
    start quant_bnb_missing startup_failure code_bug "--quantization bitsandbytes (the bundle has no bitsandbytes package)" -- \
      "${BASE[@]}" --quantization bitsandbytes
    wait_exit 150; finish ;;
  prometheus_dir_missing)  # metrics asked for with PROMETHEUS_MULTIPROC_DIR naming no folder
    start prometheus_dir_missing startup_failure unknown "PROMETHEUS_MULTIPROC_DIR=/nonexistent/prom with --enable-metrics; if it becomes ready, 4 long requests, then the collector's SIGTERM 30 s later" \
      PROMETHEUS_MULTIPROC_DIR=/nonexistent/prom -- "${BASE[@]}"
    load_then_signal KILL none 30 ;;
  log_level_bogus)  # a log level Python's logging does not have
    start log_level_bogus startup_failure "" "--log-level verbose (not a logging level)" -- "${BASE[@]}" --log-level verbose
    wait_exit 150; finish ;;
  # ---- round 51 (labels written before the logs existed, 2026-12-04, the twenty-second session; the standing relabel
  # rule of rounds 20 to 50 holds) ----
  trtllm_mha_hopper)  # TensorRT-LLM's MHA attention backend asked for on a Hopper GPU (server_args: Blackwell only)
    start trtllm_mha_hopper startup_failure "" "--attention-backend trtllm_mha on an H200 (SM90; the backend wants SM100)" -- \
      "${BASE[@]}" --attention-backend trtllm_mha
    wait_exit 150; finish ;;
  device_npu)  # an Ascend NPU asked for on a CUDA host (no torch_npu)
    start device_npu startup_failure code_bug "--device npu on an H200 host without torch_npu" -- "${BASE[@]}" --device npu
    wait_exit 150; finish ;;
  rope_theta_zero_nan)  # rope_theta 0: the rotary frequencies are 1/0, every position's cos/sin NaN; sampled requests
    start rope_theta_zero_nan nan_output unknown "rope_theta 0 (inv_freq = 1/0**x: inf, cos/sin NaN); requests sampled at temperature 0.8" -- \
      "${BASE[@]}" --json-model-override-args '{"rope_theta": 0.0}'
    sampled_then_wait 30 ;;
  layers_zero)  # a model of no decoder layers (num_hidden_layers 0)
    start layers_zero startup_failure code_bug "--json-model-override-args num_hidden_layers 0; if it becomes ready, 4 long requests, then the collector's SIGKILL 30 s later" -- \
      "${BASE[@]}" --json-model-override-args '{"num_hidden_layers": 0}'
    load_then_signal KILL none 30 ;;
  # ---- round 52 (labels written before the logs existed, 2026-12-04, the twenty-second session; the standing relabel
  # rule of rounds 20 to 51 holds) ----
  bench_dataset_path_missing)  # a benchmark client given a ShareGPT file that does not exist
    BENCH_EXTRA=(--dataset-name sharegpt --dataset-path /nonexistent/sharegpt.json)
    bench_client_case bench_dataset_path_missing client_error "" "sglang.bench_serving --dataset-name sharegpt --dataset-path /nonexistent/sharegpt.json against a healthy server (the client's output)" ;;
  gqa_heads_uneven)  # 6 query heads over 4 KV heads: the grouped-query ratio is no whole number
    start gqa_heads_uneven startup_failure code_bug "--json-model-override-args num_attention_heads 6, num_key_value_heads 4 (head_dim 64); if it becomes ready, 4 long requests, then the collector's SIGKILL 30 s later" -- \
      "${BASE[@]}" --json-model-override-args '{"num_attention_heads": 6, "num_key_value_heads": 4}'
    load_then_signal KILL none 30 ;;
  deepep_dense)  # DeepEP's all-to-all asked for on a dense model, on a host without the deep_ep package
    start deepep_dense startup_failure "" "--moe-a2a-backend deepep on a dense Llama (no deep_ep package); if it becomes ready, 4 long requests, then the collector's SIGKILL 30 s later" -- \
      "${BASE[@]}" --moe-a2a-backend deepep
    load_then_signal KILL none 30 ;;
  segv_scheduler_graph_capture)  # a native crash (SIGSEGV) of the scheduler while it captures CUDA graphs
    start segv_scheduler_graph_capture code_bug cuda_error "CUDA graphs on (no --disable-cuda-graph); SIGSEGV to the scheduler as soon as the log shows the capture starting" -- \
      "${BASE[@]:0:$((${#BASE[@]} - 1))}"  # BASE without its last flag, --disable-cuda-graph
    for _ in $(seq 480); do grep -qi "capture cuda graph\|capturing batches" "$LOG" 2>/dev/null && break; kill -0 "$SRV" 2>/dev/null || break; sleep 0.5; done
    pid=$(child_pid sglang::scheduler); [ -n "$pid" ] && kill -SEGV "$pid"
    wait_exit 90; finish ;;
  # ---- round 53 (labels written before the logs existed, 2026-12-04, the twenty-second session; the standing relabel
  # rule of rounds 20 to 52 holds; for the next held-out part, validation-r69) ----
  kv_fp4_hopper)  # an FP4 (E2M1) KV cache asked for on Hopper
    start kv_fp4_hopper startup_failure unknown "--kv-cache-dtype fp4_e2m1 on an H200; if it becomes ready, 4 long requests, then the collector's SIGKILL 30 s later" -- \
      "${BASE[@]}" --kv-cache-dtype fp4_e2m1
    load_then_signal KILL none 30 ;;
  eagle_plain_draft)  # EAGLE speculative decoding given a plain Llama (not an EAGLE head) as its draft model
    start eagle_plain_draft startup_failure code_bug "--speculative-algorithm EAGLE --speculative-draft-model-path the same plain Llama; if it becomes ready, 4 long requests, then the collector's SIGKILL 30 s later" -- \
      "${BASE[@]}" --speculative-algorithm EAGLE --speculative-draft-model-path "$MODEL" --speculative-num-steps 2 \
      --speculative-eagle-topk 1 --speculative-num-draft-tokens 3
    load_then_signal KILL none 30 ;;
  fa4_hopper)  # the FlashAttention 4 backend (written for Blackwell) asked for on Hopper
    start fa4_hopper startup_failure code_bug "--attention-backend fa4 on an H200; if it becomes ready, 4 long requests, then the collector's SIGKILL 30 s later" -- \
      "${BASE[@]}" --attention-backend fa4
    load_then_signal KILL none 30 ;;
  flashmla_on_llama)  # an MLA-only attention backend asked for on a model without MLA
    start flashmla_on_llama startup_failure code_bug "--attention-backend flashmla on a plain Llama (no multi-head latent attention); if it becomes ready, 4 long requests, then the collector's SIGKILL 30 s later" -- \
      "${BASE[@]}" --attention-backend flashmla
    load_then_signal KILL none 30 ;;
  # ---- round 54 (labels written before the logs existed, 2026-12-04, the twenty-third session; the standing relabel
  # rule of rounds 20 to 53 holds) ----
  dist_node0_alone)  # the first node of a 2-node TP group, whose second node never comes
    start dist_node0_alone nccl_error startup_failure "--tp-size 2 --nnodes 2 --node-rank 0 --dist-init-addr 127.0.0.1:$((PORT + 50)) --dist-timeout 60 (no second node ever joins)" -- \
      "${BASE[@]}" --tp-size 2 --nnodes 2 --node-rank 0 --dist-init-addr "127.0.0.1:$((PORT + 50))" --dist-timeout 60
    wait_exit 200; finish ;;
  nan_detection_rope_zero)  # rope_theta 0 (NaN rotary tables) with SGLang's own NaN detection on, sampled requests
    start nan_detection_rope_zero nan_output unknown "--enable-nan-detection with rope_theta 0 (cos/sin NaN); requests sampled at temperature 0.8" -- \
      "${BASE[@]}" --enable-nan-detection --json-model-override-args '{"rope_theta": 0.0}'
    sampled_then_wait 30 ;;
  tool_call_parser_bogus)  # a tool-call parser name SGLang does not have
    start tool_call_parser_bogus startup_failure "" "--tool-call-parser bogus (not a parser name)" -- "${BASE[@]}" --tool-call-parser bogus
    wait_exit 150; finish ;;
  sigabrt_scheduler)  # a SIGABRT of the scheduler while it serves (what an abort() in a native library does)
    start sigabrt_scheduler code_bug unknown "scheduler process got SIGABRT while serving 4 requests" -- "${BASE[@]}"
    load_then_signal ABRT sglang::scheduler 90 ;;
  sigabrt_detokenizer)  # a SIGABRT of the detokenizer while the server serves (an abort() in a native library there)
    start sigabrt_detokenizer code_bug unknown "detokenizer process got SIGABRT while serving 4 requests" -- "${BASE[@]}"
    load_then_signal ABRT sglang::detokenizer 90 ;;
  draft_path_missing)  # EAGLE speculative decoding with a draft model path that does not exist (offline host)
    start draft_path_missing startup_failure "" "--speculative-algorithm EAGLE --speculative-draft-model-path /nonexistent/draft (no such folder; no network)" -- \
      "${BASE[@]}" --speculative-algorithm EAGLE --speculative-draft-model-path /nonexistent/draft
    wait_exit 180; finish ;;
  bench_detokenizer_frozen)  # the benchmark client's view of a server whose detokenizer froze under it
    bench_then_stop_scheduler bench_detokenizer_frozen 15 watchdog_hang sglang::detokenizer ;;
  bench_oai_tokens)  # a healthy OpenAI-compatible benchmark: the server's prefill lines show how many tokens 256-token
    # random-ids prompts became (the simulator logged 320 for them through sglang-oai; run on 2026-12-05: 276 to 281,
    # docs/simulator.md); not an entry
    BENCH_EXTRA=(--backend sglang-oai)
    bench_client_case bench_oai_tokens server_side "" "sglang.bench_serving --backend sglang-oai, 8 random-ids prompts of 256 tokens, healthy (not an entry: the token counts of the server's prefill lines)" ;;
  sigbus_scheduler)  # a SIGBUS of the scheduler while it serves (what a bad mmap of a weights file does)
    start sigbus_scheduler code_bug unknown "scheduler process got SIGBUS while serving 4 requests" -- "${BASE[@]}"
    load_then_signal BUS sglang::scheduler 90 ;;
  sigfpe_detokenizer)  # a SIGFPE of the detokenizer while the server serves
    start sigfpe_detokenizer code_bug unknown "detokenizer process got SIGFPE while serving 4 requests" -- "${BASE[@]}"
    load_then_signal FPE sglang::detokenizer 90 ;;
  tp_size_zero)  # a tensor-parallel size of 0
    start tp_size_zero startup_failure code_bug "--tp-size 0" -- "${BASE[@]}" --tp-size 0
    wait_exit 150; finish ;;
  max_total_tokens_tiny)  # a KV cache of 16 tokens: smaller than any request's prompt plus its output
    start max_total_tokens_tiny kv_cache_oom startup_failure "--max-total-tokens 16 (the KV pool holds 16 tokens)" -- \
      "${BASE[@]}" --max-total-tokens 16
    wait_exit 150; finish ;;
  sigtrap_scheduler)  # a SIGTRAP of the scheduler while it serves (what a breakpoint or __builtin_trap in native code does)
    start sigtrap_scheduler code_bug unknown "scheduler process got SIGTRAP while serving 4 requests" -- "${BASE[@]}"
    load_then_signal TRAP sglang::scheduler 90 ;;
  sigabrt_main_serving)  # a SIGABRT of the server's main process (HTTP server and tokenizer manager) while it serves
    start sigabrt_main_serving code_bug unknown "main process got SIGABRT while serving 4 requests" -- "${BASE[@]}"
    load_then_signal ABRT main 90 ;;
  cuda_oom_oai_echo)  # ready server; another process takes all free memory but 256 MiB; OpenAI completions echoing
    # the prompt's logprobs (the prefill's logits over a 131072 vocabulary)
    start cuda_oom_oai_echo cuda_oom "" "after ready, another process takes all free GPU memory but 256 MiB; 8 /v1/completions of 4000-token prompts with echo and logprobs, vocab 131072" -- \
      "${BASE[@]}" --json-model-override-args '{"vocab_size": 131072}' --chunked-prefill-size -1 --max-prefill-tokens 65536
    if wait_ready 240; then
      hold_gpu 256
      ids=$(seq -s, 1 4000 | sed 's/[0-9]\+/7/g')
      for _ in 1 2 3 4 5 6 7 8; do
        curl -s -m 60 -H 'Content-Type: application/json' -d "{\"model\": \"default\", \"prompt\": [$ids], \"echo\": true, \"logprobs\": 1, \"max_tokens\": 4}" \
          "http://127.0.0.1:$PORT/v1/completions" >> "$LOG.client" 2>&1 &
      done
      wait_exit 60
    fi
    finish ;;
  nvidia_nodes_hidden)  # the GPU's device nodes are not devices in the server's mount namespace (/dev/null bound over
    # each /dev/nvidiaN), as in a container whose passthrough lacks the device nodes
    hidden_nodes_case nvidia_nodes_hidden '/dev/nvidia[0-9]*' "the GPU's device nodes are not devices" ;;
  nvidia_uvm_hidden)  # /dev/nvidia-uvm not a device (an LXC container whose config binds the GPU but not nvidia-uvm)
    hidden_nodes_case nvidia_uvm_hidden '/dev/nvidia-uvm' "the unified-memory node /dev/nvidia-uvm is not a device" ;;
  nvidiactl_hidden)  # /dev/nvidiactl not a device (the driver's control node missing from the passthrough)
    hidden_nodes_case nvidiactl_hidden '/dev/nvidiactl' "the driver's control node /dev/nvidiactl is not a device" ;;
  sigill_detokenizer)  # a SIGILL of the detokenizer while the server serves
    start sigill_detokenizer code_bug unknown "detokenizer process got SIGILL while serving 4 requests" -- "${BASE[@]}"
    load_then_signal ILL sglang::detokenizer 90 ;;
  sigbus_detokenizer)  # a SIGBUS of the detokenizer while the server serves
    start sigbus_detokenizer code_bug unknown "detokenizer process got SIGBUS while serving 4 requests" -- "${BASE[@]}"
    load_then_signal BUS sglang::detokenizer 90 ;;
  segv_main_loading)  # a SIGSEGV of the server's main process while its scheduler starts (a native crash there)
    start segv_main_loading code_bug unknown "the server's main process got SIGSEGV 3 s after its scheduler appeared, while starting" -- "${BASE[@]}"
    for _ in $(seq 120); do pid=$(child_pid sglang::scheduler); [ -n "$pid" ] && break; sleep 0.5; done
    sleep 3; kill -SEGV "$SRV"
    wait_exit 60; finish ;;
  sigill_main_serving)  # a SIGILL of the server's main process while it serves
    start sigill_main_serving code_bug unknown "main process got SIGILL while serving 4 requests" -- "${BASE[@]}"
    load_then_signal ILL main 90 ;;
  kill_detokenizer_idle)  # a SIGKILL of the detokenizer of a ready server with no request in flight (nothing says who)
    start kill_detokenizer_idle unknown host_oom_killed "detokenizer process got SIGKILL on a ready, idle server; the collector's SIGKILL of the group after 60 s if it lives on" -- "${BASE[@]}"
    if wait_ready 240; then
      pid=$(child_pid sglang::detokenizer); [ -n "$pid" ] && kill -KILL "$pid"
      wait_exit 60
    fi
    KILL_ONLY=1 finish ;;
  *) echo "unknown case $1" >&2 ;;
  esac
}

CASES=("$@")
ROUND4=(no_gpu missing_model context_too_long tp2_one_gpu bad_tokenizer kv_too_small fa3_missing prompt_too_long segv_scheduler)
ROUND6=(bad_attention_backend port_in_use bad_activation nan_sampling nan_sanitized gpu_taken_start cuda_oom_serving
        kill_detokenizer sigterm_stop frozen_scheduler host_oom_cgroup)
[ ${#CASES[@]} -gt 0 ] || CASES=("${ROUND4[@]}")
ROUND7=(sigint_stop kill_parent stuck_detokenizer bench_bad_tokenizer)
[ "${CASES[0]}" = round6 ] && CASES=("${ROUND6[@]}")
[ "${CASES[0]}" = round7 ] && CASES=("${ROUND7[@]}")
ROUND16A=(awq_on_plain bad_chat_template bad_json_override no_tokenizer_files sigterm_during_load max_running_zero)
ROUND16B=(sigterm_serving stop_detokenizer kv_pool_tiny_serving)
[ "${CASES[0]}" = round16a ] && CASES=("${ROUND16A[@]}")
[ "${CASES[0]}" = round16b ] && CASES=("${ROUND16B[@]}")
ROUND17A=(unknown_arch corrupt_config no_weights tokenizer_path_missing kill_scheduler_loading bad_host)
ROUND17B=(abort_scheduler_serving stop_main_process bench_sharegpt_offline)
[ "${CASES[0]}" = round17a ] && CASES=("${ROUND17A[@]}")
[ "${CASES[0]}" = round17b ] && CASES=("${ROUND17B[@]}")
ROUND18=(context_len_negative mem_fraction_zero page_size_zero model_path_is_file gguf_on_plain)
[ "${CASES[0]}" = round18 ] && CASES=("${ROUND18[@]}")
ROUND20=(tp_size_zero max_prefill_one stream_interval_zero)
[ "${CASES[0]}" = round20 ] && CASES=("${ROUND20[@]}")
ROUND21=(chunked_prefill_negative cuda_visible_bad kill_scheduler_serving segv_detokenizer sigquit_main bad_requests_then_stop)
[ "${CASES[0]}" = round21 ] && CASES=("${ROUND21[@]}")
ROUND22=(bad_dtype dp2_one_gpu mem_fraction_099 kill_main_during_load sigterm_scheduler)
[ "${CASES[0]}" = round22 ] && CASES=("${ROUND22[@]}")
ROUND23=(max_total_tokens_negative stream_interval_zero segv_main_serving)
[ "${CASES[0]}" = round23 ] && CASES=("${ROUND23[@]}")
ROUND24A=(speculative_no_draft lora_path_missing rope_bogus nccl_port_in_use nofile_limit)
ROUND24B=(sigill_scheduler watchdog_tiny)
[ "${CASES[0]}" = round24a ] && CASES=("${ROUND24A[@]}")
[ "${CASES[0]}" = round24b ] && CASES=("${ROUND24B[@]}")
ROUND25=(cuda_visible_index base_gpu_id_3 hub_name_offline watchdog_1s sigterm_detokenizer)
[ "${CASES[0]}" = round25 ] && CASES=("${ROUND25[@]}")
ROUND26=(hicache_too_big tokenizer_workers_zero kill_detokenizer_loading sigbus_scheduler)
[ "${CASES[0]}" = round26 ] && CASES=("${ROUND26[@]}")
ROUND27=(bad_jinja_template flashinfer_sampling sigfpe_detokenizer)
[ "${CASES[0]}" = round27 ] && CASES=("${ROUND27[@]}")
ROUND28A=(fake_libcuda fake_libnvml dist_init_unreachable kv_heads_mismatch)
ROUND28B=(token_id_out_of_vocab bad_grammar_requests)
[ "${CASES[0]}" = round28a ] && CASES=("${ROUND28A[@]}")
[ "${CASES[0]}" = round28b ] && CASES=("${ROUND28B[@]}")
ROUND29=(schedule_policy_bogus)  # (SIGABRT of the scheduler and a too long --context-length were dropped before any
#   run: they repeat round 16b's abort_scheduler_serving and round 4's context_too_long)
[ "${CASES[0]}" = round29 ] && CASES=("${ROUND29[@]}")
ROUND30=(kv_fp8_e5m2 dp_attention_tp1 ngram_speculative)
[ "${CASES[0]}" = round30 ] && CASES=("${ROUND30[@]}")
# Round 31: a load-time CUDA OOM, an NCCL bootstrap interface, a triton cache and an address-space limit. A server
# that still runs at the case's end is stopped by finish and relabelled graceful_stop by the pre-written rule.
ROUND31=(huge_vocab_override nccl_ifname_bogus triton_cache_unwritable ulimit_v_small)
[ "${CASES[0]}" = round31 ] && CASES=("${ROUND31[@]}")
# Round 32: a KV pool left nothing by the weights, a missing temporary folder, a native crash while starting.
ROUND32=(huge_layers_override tmpdir_missing segv_scheduler_loading)
[ "${CASES[0]}" = round32 ] && CASES=("${ROUND32[@]}")
# Round 33: an embedding smaller than the tokenizer, a missing C compiler for triton, a client with no server.
ROUND33=(vocab_too_small_override cc_missing bench_wrong_port)
[ "${CASES[0]}" = round33 ] && CASES=("${ROUND33[@]}")
# Round 34: broken and mismatched weights, a missing disaggregation transfer engine, a slow tokenizer with no
# sentencepiece model, and a full request queue before an operator's stop.
ROUND34=(corrupt_safetensors weights_shape_mismatch disagg_no_backend tokenizer_mode_slow queue_full_then_stop)
[ "${CASES[0]}" = round34 ] && CASES=("${ROUND34[@]}")
# Round 35: the benchmark client's view of a server killed under it; a KV pool far too small for the decoding asked.
ROUND35=(bench_server_killed kv_retract_serving)
[ "${CASES[0]}" = round35 ] && CASES=("${ROUND35[@]}")
ROUND36=(host_oom_cgroup_serving pp2_one_gpu ep2_dense bench_sigint_client max_new_tokens_over_context)
[ "${CASES[0]}" = round36 ] && CASES=("${ROUND36[@]}")
ROUND37=(api_key_refused_then_stop kill_scheduler_quiet bench_scheduler_killed_midrun double_sigint_serving)
[ "${CASES[0]}" = round37 ] && CASES=("${ROUND37[@]}")
ROUND38=(stream_clients_disconnect frozen_then_stopped)
[ "${CASES[0]}" = round38 ] && CASES=("${ROUND38[@]}")
# Round 39: a signal no crash path raises; a frozen detokenizer that recovers; the whole vocabulary's logprobs at every
# step; requests that arrive during a graceful drain.
ROUND39=(sigusr1_scheduler detokenizer_frozen_resumed huge_top_logprobs requests_during_drain)
[ "${CASES[0]}" = round39 ] && CASES=("${ROUND39[@]}")
# Round 40: CUDA graphs for a huge batch size; a context length far past the model's; the whole server frozen then
# resumed; SIGINT to the scheduler alone.
ROUND40=(cuda_graph_bs_huge context_length_huge group_frozen_resumed sigint_scheduler)
[ "${CASES[0]}" = round40 ] && CASES=("${ROUND40[@]}")
# Round 41: torch's allocator given an unknown option; NCCL's debug output on a healthy server that an operator stops;
# the main process frozen under load; a grammar backend SGLang lacks; a benchmark client whose server's scheduler froze.
ROUND41=(alloc_conf_bogus nccl_debug_healthy_stop main_frozen_killed grammar_backend_bogus bench_scheduler_frozen)
[ "${CASES[0]}" = round41 ] && CASES=("${ROUND41[@]}")
# Round 42: a CPU-time limit the scheduler reaches; logprobs asked from past a prompt's end; a negative max_new_tokens;
# one request sampling 256 long answers.
ROUND42=(cpu_time_limit logprob_start_len_huge max_new_tokens_negative parallel_samples_huge)
[ "${CASES[0]}" = round42 ] && CASES=("${ROUND42[@]}")
# Round 43: a SIGTERM during CUDA graph capture; NaN detection on a healthy server that an operator stops; a LoRA
# adapter whose config is cut.
ROUND43=(sigterm_during_graph_capture nan_detection_healthy_stop lora_config_garbage)
[ "${CASES[0]}" = round43 ] && CASES=("${ROUND43[@]}")
# Round 44: a static memory fraction above 1; a weights format SGLang does not have.
ROUND44=(mem_fraction_over_one load_format_bogus)
[ "${CASES[0]}" = round44 ] && CASES=("${ROUND44[@]}")
# Round 45: a seed the RNGs refuse; a missing preload library on a healthy server; a cut generation_config.json; SIGKILL of
# the scheduler during CUDA graph capture.
ROUND45=(random_seed_negative ld_preload_missing_stop generation_config_garbage kill_scheduler_graph_capture)
[ "${CASES[0]}" = round45 ] && CASES=("${ROUND45[@]}")
# Round 46: a benchmark client asking for answers past the context; a cut tokenizer_config.json; a prompt larger than
# the KV pool; a KV cache dtype SGLang lacks.
ROUND46=(bench_output_over_context tokenizer_config_garbage prompt_over_kv_pool kv_cache_dtype_bogus)
[ "${CASES[0]}" = round46 ] && CASES=("${ROUND46[@]}")
# Round 47: the OpenAI-compatible benchmark client's own failures: answers past the context, a model name the server
# does not serve, no API key for a server that wants one.
ROUND47=(bench_oai_over_context bench_wrong_model_name bench_missing_api_key)
[ "${CASES[0]}" = round47 ] && CASES=("${ROUND47[@]}")
# Round 48: weights offloaded past the host's memory; a benchmark of no requests; a benchmark backend that does not
# exist; a queue of long requests behind --max-running-requests 1 when an operator stops the server.
ROUND48=(cpu_offload_huge bench_num_prompts_zero bench_backend_bogus max_running_one_flood_stop)
[ "${CASES[0]}" = round48 ] && CASES=("${ROUND48[@]}")
# Round 49: triton's assembler missing; a prefill budget of 100 million tokens; a tokenizer worker SIGKILLed.
ROUND49=(triton_ptxas_missing max_prefill_huge kill_tokenizer_worker)
[ "${CASES[0]}" = round49 ] && CASES=("${ROUND49[@]}")
# Round 50: an MLP far past the GPU's memory; a quantization whose package is missing; a metrics folder that does not
# exist; a log level logging lacks.
ROUND50=(intermediate_huge_oom quant_bnb_missing prometheus_dir_missing log_level_bogus)
[ "${CASES[0]}" = round50 ] && CASES=("${ROUND50[@]}")
# Round 51: a Blackwell-only attention backend on Hopper; an Ascend device on a CUDA host; rope_theta 0 (NaN rotary
# tables) under sampling; a model of no layers.
ROUND51=(trtllm_mha_hopper device_npu rope_theta_zero_nan layers_zero)
[ "${CASES[0]}" = round51 ] && CASES=("${ROUND51[@]}")
# Round 52: a benchmark client's missing dataset file; query heads not a multiple of the KV heads; DeepEP on a dense
# model without its package; a SIGSEGV of the scheduler during CUDA graph capture.
ROUND52=(bench_dataset_path_missing gqa_heads_uneven deepep_dense segv_scheduler_graph_capture)
[ "${CASES[0]}" = round52 ] && CASES=("${ROUND52[@]}")
# Round 53 (for validation-r69): an FP4 KV cache on Hopper; EAGLE with a plain model as its draft; FlashAttention 4
# on Hopper; an MLA-only attention backend on a model without MLA.
ROUND53=(kv_fp4_hopper eagle_plain_draft fa4_hopper flashmla_on_llama)
[ "${CASES[0]}" = round53 ] && CASES=("${ROUND53[@]}")
# Round 54 (for validation-r70): a first node whose peer never joins; NaN rotary tables with SGLang's NaN detection on;
# a tool-call parser that does not exist; a SIGABRT of the scheduler while it serves.
ROUND54=(dist_node0_alone nan_detection_rope_zero tool_call_parser_bogus sigabrt_scheduler)
[ "${CASES[0]}" = round54 ] && CASES=("${ROUND54[@]}")
# Round 55 (for validation-r74): a SIGABRT of the detokenizer while it serves; EAGLE with a draft path that does not
# exist; the benchmark client's view of a frozen detokenizer; a healthy sglang-oai benchmark (not an entry: how many
# tokens the server counts for 256-token random-ids prompts).
ROUND55=(sigabrt_detokenizer draft_path_missing bench_detokenizer_frozen bench_oai_tokens)
[ "${CASES[0]}" = round55 ] && CASES=("${ROUND55[@]}")
# Round 56 (for validation-r87): a SIGBUS of the scheduler and a SIGFPE of the detokenizer while serving; a TP size
# of 0; a KV pool of 16 tokens.
ROUND56=(sigbus_scheduler sigfpe_detokenizer tp_size_zero max_total_tokens_tiny)
[ "${CASES[0]}" = round56 ] && CASES=("${ROUND56[@]}")
# Round 57 (for validation-r90): a SIGTRAP of the scheduler and a SIGABRT of the main process while serving; a GPU OOM
# through OpenAI completions that echo the prompt's logprobs; the GPU's device nodes hidden from the server.
ROUND57=(sigtrap_scheduler sigabrt_main_serving cuda_oom_oai_echo nvidia_nodes_hidden)
[ "${CASES[0]}" = round57 ] && CASES=("${ROUND57[@]}")
# Round 58 (for validation-r91): the unified-memory node and the driver's control node hidden from the server (the two
# nodes an LXC passthrough most often forgets); a SIGILL and a SIGBUS of the detokenizer while serving.
ROUND58=(nvidia_uvm_hidden nvidiactl_hidden sigill_detokenizer sigbus_detokenizer)
[ "${CASES[0]}" = round58 ] && CASES=("${ROUND58[@]}")
# Round 59 (written in the twenty-ninth session, not yet run: no device machine was lent when it was ready): a SIGSEGV of
# the main process while the server starts, a SIGILL of it while serving;
# a SIGKILL of the detokenizer of an idle server.
ROUND59=(segv_main_loading sigill_main_serving kill_detokenizer_idle)
[ "${CASES[0]}" = round59 ] && CASES=("${ROUND59[@]}")
for c in "${CASES[@]}"; do run_case "$c"; done
pack
echo "done: $W/cases.tsv"
cat "$W/cases.tsv"
