#!/usr/bin/env bash
# Runs the whole `pnpm test` several times in a row (default 3) while CPU burners (default 2,
# one per core on our machines) keep the machine busy, and stops at the first failure.
# A test asserts behaviour, not speed: it must pass on a busy machine (see
# docs/adr/0022-tests-real-dependencies-no-timings.md). Usage: bash scripts/test-under-load.sh [runs] [burners]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
burners=${2:-2}
pids=()
stop_burners() { ((${#pids[@]})) && kill "${pids[@]}" 2>/dev/null || true; }
trap stop_burners EXIT INT TERM
for ((i = 0; i < burners; i++)); do
  node -e 'for (;;);' &
  pids+=($!)
done
for ((run = 1; run <= runs; run++)); do
  started=$SECONDS
  echo "=== pnpm test, run $run of $runs, beside $burners CPU burners ==="
  pnpm test
  echo "=== run $run passed in $((SECONDS - started)) s ==="
done
echo "pnpm test passed $runs times in a row beside $burners CPU burners"
