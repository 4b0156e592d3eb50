#!/usr/bin/env bash
# Run the kit against real SGLang 0.5.17 on the H200 test host, from the repo root of the checkout that
# travelled there with the folder packed by scripts/h200_pack.sh (.gpu/):
#   1. unpack the bundle to $KIT_H200_ROOT/site and the tiny model to $KIT_H200_ROOT/models/tiny-llama
#      (default KIT_H200_ROOT=/opt/sglang-kit; the profiles' --model-path points there);
#   2. install ansible-core's wheels with pip --no-index --no-deps --target $KIT_H200_ROOT/ansible;
#   3. generate the 0.5.17 flag table with SGLang's real parser (torch is there) and compare it with the
#      committed one;
#   4. for each profile: ansible-playbook tune.yml -i inventories/h200 -e profile=PROFILE;
#   5. pack ledgers, reports, plots, server logs, Ansible output and the step log into ONE archive
#      $OUT/h200-run.tgz, re-packed every 15 s so that a command stopped at its time limit still
#      returns what it had.
# Usage: scripts/h200_run.sh [PROFILE[@FAULT] ...]   (default: h200-badflag h200-tiny h200-oom h200-tiny-nograph)
#   PROFILE@FAULT runs scripts/inject_fault.py FAULT beside the profile (a frozen scheduler or detokenizer,
#   a killed scheduler, an out-of-vocabulary request; see that script) and keeps its inject.log and the
#   time-stamped server log in inject-PROFILE@FAULT/.
# Environment: OUT (archive folder; default .work/h200-out), KIT_H200_ROOT, KIT_H200_BUDGET_S (seconds
# the profiles may take in all, counted from the start; default 570), KIT_H200_PROFILE_TIMEOUT_S (default 420),
# KIT_H200_ANSIBLE_ARGS (more ansible-playbook arguments, split on spaces; for dry runs elsewhere),
# KIT_H200_FLAG_TABLE (0: skip regenerating the flag table with the real parser, 20 s).
# Exit status: 0 when every profile ended as expected (h200-tiny passed, h200-oom failed with cuda_oom,
# h200-badflag failed, before the start by SGLang's own parser or at the start with startup_failure; any
# other profile must pass), 1 otherwise, 2 bad setup, 3 a part of a split bundle still to carry (h200_join.sh).
set -uo pipefail

ROOT=$(pwd)
[ -f "$ROOT/tune.yml" ] && [ -d "$ROOT/inventories/h200" ] || { echo "h200_run: run from the repo root" >&2; exit 2; }
PACK="$ROOT/.gpu"
OUT=${OUT:-$ROOT/.work/h200-out}
export KIT_H200_ROOT=${KIT_H200_ROOT:-/opt/sglang-kit}
BUDGET_S=${KIT_H200_BUDGET_S:-570}
PROFILE_TIMEOUT_S=${KIT_H200_PROFILE_TIMEOUT_S:-420}
PROFILES=("$@")
[ ${#PROFILES[@]} -gt 0 ] || PROFILES=(h200-badflag h200-tiny h200-oom h200-tiny-nograph)

W="$KIT_H200_ROOT/run"          # scratch folder packed into the archive
mkdir -p "$OUT" "$W" "$KIT_H200_ROOT" "$ROOT/results"
T0=$(date +%s.%N)
since() { awk -v a="$1" -v b="$(date +%s.%N)" 'BEGIN {printf "%.1f", b - a}'; }
log() { echo "[$(date -u +%FT%T.%3NZ)] +$(since "$T0")s $*" | tee -a "$W/steps.log"; }
# Prefix every line with a UTC timestamp (time from a crash in the server log to the module's verdict).
stamp() { while IFS= read -r line; do printf '%s %s\n' "$(date -u +%T.%3N)" "$line"; done; }

pack() {
  tar czf "$OUT/.h200-run.tgz.tmp" -C "$W" . -C "$ROOT" results 2>/dev/null \
    && mv -f "$OUT/.h200-run.tgz.tmp" "$OUT/h200-run.tgz"
}
( while sleep 15; do pack; done ) &
SNAP=$!
# After a profile stopped at its time limit: stop the server the kit left behind, by the process group
# recorded in its pid file (never by name), so the next profile or command finds the GPU and port free.
stop_left_server() {
  python3 - "$ROOT/.work/server/sglang.pid.json" <<'EOF_PY' 2>&1 | tee -a "$W/steps.log"
import json, os, signal, sys, time
try:
    rec = json.load(open(sys.argv[1]))
except (OSError, ValueError):
    sys.exit(0)
pgid = rec.get("pgid") or rec.get("pid")
if not pgid or not os.path.exists(f"/proc/{rec.get('pid')}"):
    sys.exit(0)
print(f"stopping the server left running: process group {pgid}")
for sig, wait in ((signal.SIGTERM, 30), (signal.SIGKILL, 5)):
    try:
        os.killpg(pgid, sig)
    except ProcessLookupError:
        break
    for _ in range(wait * 2):
        if not os.path.exists(f"/proc/{rec.get('pid')}"):
            break
        time.sleep(0.5)
EOF_PY
}
finish() {
  stop_left_server
  kill "$SNAP" 2>/dev/null; wait "$SNAP" 2>/dev/null
  mkdir -p "$ROOT/results"; pack; cp "$W/steps.log" "$OUT/steps.log" 2>/dev/null
  rm -f "$OUT/.h200-run.tgz.tmp"
}
trap finish EXIT

export PYTHONUNBUFFERED=1 HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 HF_DATASETS_OFFLINE=1
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
export LANG=C.UTF-8 LC_ALL=C.UTF-8 ANSIBLE_CONFIG="$ROOT/ansible.cfg" ANSIBLE_FORCE_COLOR=0 ANSIBLE_NOCOLOR=1

log "host: $(uname -srm); $(nproc) cores; python3 $(python3 -c 'import sys; print(sys.version.split()[0], sys.executable)')"
{ nvidia-smi --query-gpu=name,memory.total,memory.used,driver_version --format=csv,noheader
  python3 -m pip list --disable-pip-version-check 2>/dev/null \
    | grep -iE '^(jinja2|pyyaml|markupsafe|packaging|matplotlib|torch|triton|transformers|cryptography|resolvelib) '
} > "$W/host.txt" 2>&1
cat "$W/host.txt" | tee -a "$W/steps.log"

# 1. bundle and model (a bundle split over calls is joined first: scripts/h200_join.sh)
if [ ! -f "$PACK/site.tar.xz" ] && [ ! -f "$KIT_H200_ROOT/site/.complete" ]; then
  "$ROOT/scripts/h200_join.sh"; rc=$?
  [ "$rc" -eq 3 ] && { log "SETUP: the bundle is not whole yet: carry its next part (h200_join exit 3)"; exit 3; }
  [ "$rc" -eq 0 ] || { log "SETUP: joining the bundle failed (h200_join exit $rc)"; exit 2; }
fi
(cd "$PACK" && sha256sum --quiet -c MANIFEST) || { log "SETUP: .gpu/MANIFEST does not match (re-run scripts/h200_pack.sh)"; exit 2; }
if [ -f "$KIT_H200_ROOT/site/.complete" ]; then
  log "bundle: $KIT_H200_ROOT/site is still there from an earlier command (warm machine)"
else
  t=$(date +%s.%N); rm -rf "$KIT_H200_ROOT/site"; mkdir -p "$KIT_H200_ROOT/site"
  if command -v xz >/dev/null; then tar -xJf "$PACK/site.tar.xz" -C "$KIT_H200_ROOT/site"
  else python3 -c "import sys, tarfile; tarfile.open(sys.argv[1]).extractall(sys.argv[2])" "$PACK/site.tar.xz" "$KIT_H200_ROOT/site"; fi \
    || { log "SETUP: unpacking the bundle failed"; exit 2; }
  touch "$KIT_H200_ROOT/site/.complete"
  log "bundle: unpacked in $(since "$t")s ($(du -sh "$KIT_H200_ROOT/site" | cut -f1))"
fi
mkdir -p "$KIT_H200_ROOT/models/tiny-llama" && cp "$PACK"/model/*.json "$KIT_H200_ROOT/models/tiny-llama/"
# Model shapes for dummy weights (assets/models/): their config, the shared tiny tokenizer beside it.
for shape in "$ROOT"/assets/models/*/; do
  name=$(basename "$shape"); mkdir -p "$KIT_H200_ROOT/models/$name"
  cp "$PACK"/model/tokenizer*.json "$PACK"/model/generation_config.json "$shape"config.json "$KIT_H200_ROOT/models/$name/"
done

# 2. ansible-core
t=$(date +%s.%N)
python3 -m pip install -q --disable-pip-version-check --no-index --no-deps --no-compile --upgrade \
  --target "$KIT_H200_ROOT/ansible" "$PACK"/wheels/*.whl > "$W/pip.log" 2>&1 \
  || { log "SETUP: installing the ansible-core wheels failed:"; tail -5 "$W/pip.log" | tee -a "$W/steps.log"; exit 2; }
export PYTHONPATH="$KIT_H200_ROOT/ansible:$KIT_H200_ROOT/site"
PLAYBOOK=(python3 -m ansible.cli.playbook)
log "ansible: $("${PLAYBOOK[@]}" --version 2>&1 | head -1) installed in $(since "$t")s"

# 3. flag table from the real parser (torch is here), compared with the committed one
t=$(date +%s.%N)
if [ "${KIT_H200_FLAG_TABLE:-1}" = 0 ]; then
  log "flag table: skipped (KIT_H200_FLAG_TABLE=0)"
elif python3 scripts/gen_flag_table.py --expect-version 0.5.17 --output "$W/sglang-0.5.17.h200.json" > "$W/gen_flag_table.log" 2>&1; then
  python3 - "$ROOT/sim/sglang_sim/flag_tables/sglang-0.5.17.json" "$W/sglang-0.5.17.h200.json" > "$W/flag-table-diff.txt" <<'EOF'
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:3])
ka = {o["dest"] + " " + "/".join(o["option_strings"]): o for o in a["options"]}
kb = {o["dest"] + " " + "/".join(o["option_strings"]): o for o in b["options"]}
print("committed:", a["generated_with"], "| on the H200:", b["generated_with"])
print(f"options: committed {len(ka)}, H200 {len(kb)}")
for k in sorted(set(ka) | set(kb)):
    if k not in kb: print("only committed:", k)
    elif k not in ka: print("only H200:", k)
    elif ka[k] != kb[k]:
        print("differs:", k, {f: (ka[k][f], kb[k][f]) for f in ka[k] if ka[k][f] != kb[k].get(f)})
EOF
  log "flag table: generated in $(since "$t")s; $(sed -n 2p "$W/flag-table-diff.txt"); $(($(wc -l < "$W/flag-table-diff.txt") - 2)) option(s) differ"
else
  log "flag table: gen_flag_table.py failed ($(tail -1 "$W/gen_flag_table.log"))"
fi

# 4. the profiles
status=0
for arg in "${PROFILES[@]}"; do
  p=${arg%@*}; fault=""; [ "$arg" != "$p" ] && fault=${arg#*@}
  # Each profile gets at most what is left of the budget (the device stops a command at 600 s).
  left=$(awk -v e="$(since "$T0")" -v b="$BUDGET_S" 'BEGIN {printf "%d", b - e}')
  if [ "$left" -lt 90 ]; then
    log "SKIP $p: only ${left}s of the ${BUDGET_S}s budget left"; status=1; continue
  fi
  limit=$(( left < PROFILE_TIMEOUT_S ? left : PROFILE_TIMEOUT_S ))
  t=$(date +%s.%N)
  log "RUN $arg: ansible-playbook tune.yml -i inventories/h200 -e profile=$p"
  inj=""
  if [ -n "$fault" ]; then
    python3 scripts/inject_fault.py "$fault" --pid-file "$ROOT/.work/server/sglang.pid.json" \
      --out "$W/inject-$arg" --timeout "$limit" > "$W/inject-$arg.out" 2>&1 &
    inj=$!
  fi
  timeout -k 15 "$limit" "${PLAYBOOK[@]}" tune.yml -i inventories/h200 -e "profile=$p" ${KIT_H200_ANSIBLE_ARGS:-} 2>&1 \
    | stamp > "$W/ansible-$arg.log"
  rc=${PIPESTATUS[0]}
  case $rc in 124|137) log "TIMEOUT $p after ${limit}s"; stop_left_server ;; esac
  if [ -n "$inj" ]; then sleep 3; kill "$inj" 2>/dev/null; wait "$inj" 2>/dev/null; fi
  mkdir -p "$W/server-$arg" && cp -p "$ROOT"/.work/server/*.log "$ROOT"/.work/server/*.json "$W/server-$arg/" 2>/dev/null
  verdict=$(grep -E 'msg: |"msg":' "$W/ansible-$arg.log" | grep -E 'server (died|failed|stalled|hung)|startup_failure|cuda_oom|problem\(s\)|own parser' | tail -1 | cut -c1-400)
  log "END $arg: exit status $rc after $(since "$t")s${verdict:+; verdict: $verdict}"
  case "$arg:$rc" in
    h200-tiny:0) ;;
    h200-faults@freeze_*:2) grep -q 'watchdog_hang' "$W/ansible-$arg.log" || status=1 ;;
    h200-faults@oov_request:2) grep -q 'cuda_error' "$W/ansible-$arg.log" || status=1 ;;
    h200-faults@kill_scheduler:2) ;;
    h200-oom:2) grep -q 'cuda_oom' "$W/ansible-$arg.log" || status=1 ;;
    h200-badflag:2) grep -qE "startup_failure|own parser rejects" "$W/ansible-$arg.log" || status=1 ;;
    h200-tiny-nograph:0) ;;
    h200-oom:*|h200-badflag:*|h200-tiny:*|h200-tiny-nograph:*) status=1 ;;
    *:0) ;;
    *) status=1 ;;
  esac
  pack
done
nvidia-smi --query-gpu=memory.used --format=csv,noheader > "$W/gpu-after.txt" 2>&1
log "done: exit status $status"
exit "$status"
