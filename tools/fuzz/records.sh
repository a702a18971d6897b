#!/usr/bin/env bash
# Fuzzes `tabula replay` with mutated records: records of real matches of every game
# of `tabula list` (random agents), each mutated COUNT times (tools/fuzz/mutate_record.py:
# byte flips, lines dropped, repeated or swapped, truncation, field values swapped or
# made hostile), each mutant replayed. Every replay must end by itself with exit 0
# (the mutation changed nothing that matters), 1 (a bad record or a divergence) or 2;
# never exit 3, a signal or a hang.
#
#   tools/fuzz/records.sh [-r RECORDS_PER_GAME] [-m MUTANTS_PER_RECORD] [-j JOBS] [-s SEED] [-t TABULA] [-o OUT_DIR]
#
# Prints "fuzz records: R replays (E0 ok, E1 bad or diverged, E2 usage), C crashes,
# H hangs" and exits 1 if C or H is not 0, keeping the failing mutants in OUT_DIR.
set -uo pipefail
cd "$(dirname "$0")/../.."
RECORDS=1 MUTANTS=30 JOBS=2 SEED=1 TABULA=build/tabula OUTDIR=""
while getopts "r:m:j:s:t:o:" opt; do
  case $opt in
    r) RECORDS=$OPTARG ;; m) MUTANTS=$OPTARG ;; j) JOBS=$OPTARG ;; s) SEED=$OPTARG ;; t) TABULA=$OPTARG ;;
    o) OUTDIR=$OPTARG ;; *) sed -n '2,14p' "$0"; exit 2 ;;
  esac
done
KEEP=1; [ -n "$OUTDIR" ] || { OUTDIR=$(mktemp -d); KEEP=0; }
mkdir -p "$OUTDIR/records" "$OUTDIR/mutants"
SECONDS_EACH=${FUZZ_SECONDS:-120}
ADDRESS_SPACE_KB=${FUZZ_ADDRESS_SPACE_KB:-4194304}
if "$TABULA" --version 2>/dev/null | grep -q sanitizers; then ADDRESS_SPACE_KB=unlimited; fi
export TABULA SECONDS_EACH ADDRESS_SPACE_KB

games=$("$TABULA" list | sed -n 's/^\([^ ]*\) .*, seats \([0-9-]*\)$/\1 \2/p')
[ -n "$games" ] || { echo "fuzz records: no games from '$TABULA list'"; exit 2; }
while read -r game seats; do
  lo=${seats%-*}; hi=${seats#*-}
  for ((i = 0; i < RECORDS; i++)); do
    seed=$((SEED + i)); r="$OUTDIR/records/$game-$seed.jsonl"
    "$TABULA" play "$game" --seed "$seed" --seats $((lo + i % (hi - lo + 1))) -q --record "$r" > /dev/null 2>&1
    [ -s "$r" ] || { echo "fuzz records: no record from $game seed $seed"; exit 2; }
    python3 tools/fuzz/mutate_record.py "$r" "$OUTDIR/mutants" "$MUTANTS" "$seed"
  done
done <<< "$games"

# replay_one MUTANT: prints "EXIT MUTANT".
replay_one() {
  (ulimit -v "$ADDRESS_SPACE_KB"; exec timeout -k 5 "$SECONDS_EACH" "$TABULA" replay "$1") > "$1.out" 2>&1 < /dev/null
  echo "$? $1"
}
export -f replay_one
find "$OUTDIR/mutants" -name '*.jsonl' -print0 | sort -z | xargs -0 -P "$JOBS" -n 1 bash -c 'replay_one "$1"' _ > "$OUTDIR/results"

awk '
  { n++; e[$1]++ }
  $1 == 3 || ($1 >= 128 && $1 != 137) { c++; bad[++nb] = $2 " exit " $1 }
  $1 == 124 || $1 == 137 { h++; bad[++nb] = $2 " hung" }
  END {
    printf "fuzz records: %d replays (%d ok, %d bad or diverged, %d usage), %d crashes, %d hangs\n", n, e[0], e[1], e[2], c, h
    for (i = 1; i <= nb && i <= 20; i++) print "  " bad[i] " (output in the same name .out)"
    exit (c + h) ? 1 : 0
  }' "$OUTDIR/results"
status=$?
if [ "$status" -eq 0 ] && [ "$KEEP" -eq 0 ]; then rm -rf "$OUTDIR"; fi
exit $status
