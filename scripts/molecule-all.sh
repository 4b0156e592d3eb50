#!/usr/bin/env bash
# Run every molecule scenario one after another (`make molecule`), each with its whole log under
# .work/molecule/NAME.log. A failed scenario does not stop the others; at the end the failed tasks of each
# failed scenario are printed again, last, where a CI log's tail shows them. Exit status: 0 when all passed.
set -uo pipefail
cd "$(dirname "$0")/.."
logdir=.work/molecule
mkdir -p "$logdir"
failed=()
summary=()
for conf in molecule/*/molecule.yml; do
  scenario=$(basename "$(dirname "$conf")")
  start=$SECONDS
  # molecule 26 then prints "CRITICAL 'molecule/default/molecule.yml' glob failed.  Exiting." and goes on:
  # it looks for a `default` scenario to share state with, and this project has none. Harmless.
  echo "=== molecule test -s $scenario (a CRITICAL line about molecule/default next is molecule's own: harmless)"
  molecule test -s "$scenario" 2>&1 | tee "$logdir/$scenario.log"
  rc=${PIPESTATUS[0]}
  summary+=("molecule $scenario: rc=$rc in $((SECONDS - start)) s (log: $logdir/$scenario.log)")
  if ((rc != 0)); then
    failed+=("$scenario")
  fi
done
if ((${#failed[@]})); then
  for scenario in "${failed[@]}"; do
    echo
    echo "=== molecule $scenario failed: the failed tasks (first 3 of them, ANSI colours stripped) ==="
    sed 's/\x1b\[[0-9;]*m//g' "$logdir/$scenario.log" \
      | grep -n -E -A 40 '(fatal|failed): \[' | grep -v -E '^[0-9]+-\s*$' | head -n 150
  done
fi
echo
printf '%s\n' "${summary[@]}"
((${#failed[@]} == 0))
