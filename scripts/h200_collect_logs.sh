#!/usr/bin/env bash
# Provoke failures of real SGLang 0.5.17 on the H200 test host, outside the kit, and keep each server's
# whole log as a held-out corpus entry (tests/corpus/README.md): the label is the fault that was
# provoked, written before the log exists, so no rule is written from these texts.
# Run from the repo root after scripts/h200_run.sh (or anything that unpacked the bundle) on the same
# host: needs $KIT_H200_ROOT/site (SGLang) and $KIT_H200_ROOT/models/tiny-llama (the tiny model).
# Usage: scripts/h200_collect_logs.sh [CASE ...]   (default: every case below)
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
[ -d "$SITE/sglang" ] && [ -f "$MODEL/config.json" ] || { echo "h200_collect_logs: unpack the bundle first (scripts/h200_run.sh)" >&2; exit 2; }
mkdir -p "$W" "$OUT"
export PYTHONPATH=$SITE HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 HF_DATASETS_OFFLINE=1 PYTHONUNBUFFERED=1
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
BASE=(--model-path "$MODEL" --load-format dummy --attention-backend triton --sampling-backend pytorch
      --enable-metrics --mem-fraction-static 0.5 --disable-cuda-graph)
PORT=30100
printf 'case\tclass\talt_class\texit\tseconds\tnote\n' > "$W/cases.tsv"

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
  setsid env "${envs[@]}" python3 -m sglang.launch_server "$@" --port "$PORT" > "$LOG" 2>&1 &
  SRV=$!
  echo "[$(date -u +%T)] $NAME: pid $SRV port $PORT"
}

# finish: stop the server group if still alive (SIGTERM, then SIGKILL after 15 s), record the case.
finish() {
  local rc=""
  if kill -0 "$SRV" 2>/dev/null; then
    kill -TERM -- "-$SRV" 2>/dev/null
    for _ in $(seq 30); do kill -0 "$SRV" 2>/dev/null || break; sleep 0.5; done
    kill -KILL -- "-$SRV" 2>/dev/null
  fi
  wait "$SRV" 2>/dev/null; rc=$?
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$NAME" "$CLASS" "$ALT" "$rc" "$(( $(date +%s) - T0 ))" "$NOTE" >> "$W/cases.tsv"
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
generate() {  # generate JSON: one /generate request, the answer appended to the log's side file
  curl -s -m 60 -H 'Content-Type: application/json' -d "$1" "http://127.0.0.1:$PORT/generate" >> "$LOG.client" 2>&1
  echo >> "$LOG.client"
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
  *) echo "unknown case $1" >&2 ;;
  esac
}

CASES=("$@")
[ ${#CASES[@]} -gt 0 ] || CASES=(no_gpu missing_model context_too_long tp2_one_gpu bad_tokenizer kv_too_small fa3_missing prompt_too_long segv_scheduler)
for c in "${CASES[@]}"; do run_case "$c"; done
pack
echo "done: $W/cases.tsv"
cat "$W/cases.tsv"
