#!/usr/bin/env bash
# Random-playout throughput of a game with 1 and 2 jobs, measured side by side
# in one run. Usage: tools/bench/simulate.sh [GAME] [MATCHES]
# Prints a Markdown table: matches/s, moves/s (every choice point, forced ones
# included), decisions/s (choices with more than one option), and the 2-job/1-job ratio.
set -euo pipefail
cd "$(dirname "$0")/../.."
GAME=${1:-ludo}
N=${2:-2000}
TABULA=${TABULA:-build/tabula}
[ -x "$TABULA" ] || { echo "bench: $TABULA not built (run tools/setup.sh)" >&2; exit 2; }

field() { sed -n "s/.*\"$1\": \([0-9.e+-]*\).*/\1/p" | head -n 1; }

declare -A MPS DPS CPS
for jobs in 1 2; do
  out=$("$TABULA" simulate "$GAME" -n "$N" --jobs "$jobs" --seed 1 --json --no-progress)
  errors=$(echo "$out" | field errors)
  [ "$errors" = 0 ] || { echo "bench: $errors match errors in $GAME" >&2; exit 1; }
  MPS[$jobs]=$(echo "$out" | field matches_per_second)
  DPS[$jobs]=$(echo "$out" | field decisions_per_second)
  CPS[$jobs]=$(echo "$out" | field moves_per_second)
done

echo "$GAME, $N random matches, $(nproc) cores, $(date -u +%Y-%m-%d)"
echo
echo "| jobs | matches/s | moves/s | decisions/s |"
echo "| ---: | ---: | ---: | ---: |"
for jobs in 1 2; do
  printf '| %d | %.0f | %.0f | %.0f |\n' "$jobs" "${MPS[$jobs]}" "${CPS[$jobs]}" "${DPS[$jobs]}"
done
awk -v a="${MPS[2]}" -v b="${MPS[1]}" 'BEGIN { printf "\n2 jobs / 1 job: %.2fx\n", a / b }'
