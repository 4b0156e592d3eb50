#!/usr/bin/env bash
# A/B reference for profile h200-tiny on the H200 test host, WITHOUT the kit: the same server argv and the
# same bench_serving arguments the kit used (32 / 256 / 1,024 prompts at concurrency 1 / 64 / 256, seed 1,
# one warm-up request, --flush-cache), started from a plain shell with the full environment and no
# /metrics polling. Run it after scripts/h200_run.sh in the same command (it reuses the unpacked bundle):
# if its figures match the kit's on the same machine, the kit adds no overhead and differences from
# ../shared/gpu/README.md are the machine's.
# Usage: scripts/h200_plain_bench.sh   (environment: OUT, KIT_H200_ROOT as for h200_run.sh;
#        KIT_H200_PLAIN_BUDGET_S, default 240: the whole script's time limit)
# Output: $OUT/h200-plain.tgz (server log, bench outputs and JSONL results, steps.log).
set -uo pipefail

ROOT=$(pwd)
OUT=${OUT:-$ROOT/.work/h200-out}
KIT_H200_ROOT=${KIT_H200_ROOT:-/opt/sglang-kit}
BUDGET_S=${KIT_H200_PLAIN_BUDGET_S:-240}
MODEL="$KIT_H200_ROOT/models/tiny-llama"
W="$KIT_H200_ROOT/plain"
PORT=30010
mkdir -p "$OUT" "$W"
[ -f "$KIT_H200_ROOT/site/.complete" ] || { echo "h200_plain_bench: run scripts/h200_run.sh first" >&2; exit 2; }
export PYTHONPATH="$KIT_H200_ROOT/site" PYTHONUNBUFFERED=1 HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 HF_DATASETS_OFFLINE=1
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1

T0=$(date +%s)
log() { echo "[$(date -u +%FT%T.%3NZ)] +$(( $(date +%s) - T0 ))s $*" | tee -a "$W/steps.log"; }
pack() { tar czf "$OUT/.h200-plain.tgz.tmp" -C "$W" . && mv -f "$OUT/.h200-plain.tgz.tmp" "$OUT/h200-plain.tgz"; }
( while sleep 15; do pack; done ) &
SNAP=$!
SRV=""
finish() {
  if [ -n "$SRV" ] && kill -0 "$SRV" 2>/dev/null; then
    kill -TERM "$SRV"; for _ in $(seq 1 40); do kill -0 "$SRV" 2>/dev/null || break; sleep 0.5; done
    kill -0 "$SRV" 2>/dev/null && kill -KILL "$SRV"
    wait "$SRV" 2>/dev/null; log "server stopped, exit status $?"
  fi
  kill "$SNAP" 2>/dev/null; wait "$SNAP" 2>/dev/null; pack; rm -f "$OUT/.h200-plain.tgz.tmp"
}
trap finish EXIT

# The kit's launch command for h200-tiny (ledger launch_cmd), on another port.
log "START python3 -m sglang.launch_server --model-path $MODEL ... --port $PORT"
python3 -m sglang.launch_server --model-path "$MODEL" --load-format dummy --attention-backend triton \
  --sampling-backend pytorch --mem-fraction-static 0.5 --host 127.0.0.1 --port "$PORT" --enable-metrics \
  > "$W/server.log" 2>&1 &
SRV=$!
t=$(date +%s.%N)
# Ready = one real generation answered (the log's "ready to roll" alone is not readiness).
generate_once() {
  python3 -c 'import json, sys, urllib.request as u
req = u.Request(sys.argv[1], data=json.dumps({"text": "hello", "sampling_params": {"max_new_tokens": 4}}).encode(),
                headers={"Content-Type": "application/json"})
u.urlopen(req, timeout=5).read()' "http://127.0.0.1:$PORT/generate" > /dev/null 2>&1
}
until generate_once; do
  kill -0 "$SRV" 2>/dev/null || { log "server died before ready"; tail -20 "$W/server.log"; exit 1; }
  [ $(( $(date +%s) - T0 )) -lt "$BUDGET_S" ] || { log "not ready within the budget"; exit 1; }
  sleep 1
done
log "READY after $(awk -v a="$t" -v b="$(date +%s.%N)" 'BEGIN {printf "%.1f", b - a}')s"

for level in 1:32 64:256 256:1024; do
  c=${level%%:*}; n=${level##*:}
  left=$(( BUDGET_S - ($(date +%s) - T0) ))
  [ "$left" -gt 20 ] || { log "SKIP c$c: budget spent"; continue; }
  log "BENCH c$c n$n"
  timeout "$left" python3 -m sglang.bench_serving --backend sglang --base-url "http://127.0.0.1:$PORT" \
    --dataset-name random-ids --random-input-len 256 --random-output-len 128 --random-range-ratio 1.0 \
    --num-prompts "$n" --request-rate inf --tokenizer "$MODEL" --output-file "$W/bench-c$c.jsonl" --seed 1 \
    --disable-tqdm --max-concurrency "$c" --warmup-requests 1 --flush-cache > "$W/bench-c$c.txt" 2>&1
  log "bench c$c rc=$?"
  grep -E "Output token throughput|Median TTFT|P99 TTFT|Median TPOT|Median ITL|Benchmark duration" "$W/bench-c$c.txt" \
    | tee -a "$W/steps.log"
done
