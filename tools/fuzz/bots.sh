#!/usr/bin/env bash
# Fuzzes the external-agent protocol: every game of `tabula list`, N matches each,
# every seat played by tools/fuzz/bot.py (valid answers mixed with every kind of bad
# one), each match recorded, and each record of a match that ended normally replayed.
# A match may end in the bot's error (exit 1); a crash (exit 3 or a signal), a hang,
# a usage error (exit 2) or a replay that does not give the same result is a failure.
#
#   tools/fuzz/bots.sh [-n MATCHES_PER_GAME] [-j JOBS] [-s BASE_SEED] [-c CHAOS] [-T SECONDS]
#                      [-b BOT_TIMEOUT_MS] [-t TABULA] [-o OUT_DIR]
#
# -b is the host's --bot-timeout (default here 2000 ms, not the host's 30 s): a bot that
# sends half a line and waits is one of the fuzzed cases, and each such match waits it out.
#
# -T stops starting matches after SECONDS (the matches go round the games, so each
# game gets its share).
#
# CHAOS is the share of bad answers (tools/fuzz/bot.py); by default it goes round 0,
# 0.005, 0.02 and 0.1 from match to match, so some matches are played out and replayed
# and others end early in the bot's error.
#
# Prints "fuzz bots: M matches, A answers, C crashes, H hangs, D divergences" and
# exits 1 if any of the last three is not 0; the failing matches' records, outputs and
# the commands that play them again are kept in OUT_DIR (default: a temporary folder,
# removed when all went well). A Python bot starts in about 30 ms and a match with
# fuzz bots lasts tens of answers: for 10^6 answers, count answers, not matches, e.g.
#   tools/fuzz/bots.sh -n 2000 -j 2     (about 10^6 answers; see tools/fuzz/README.md)
set -uo pipefail
cd "$(dirname "$0")/../.."
N=3 JOBS=2 BASE=1 CHAOS="" LIMIT="" BOT_TIMEOUT=2000 TABULA=build/tabula OUTDIR=""
while getopts "n:j:s:c:T:b:t:o:" opt; do
  case $opt in
    n) N=$OPTARG ;; j) JOBS=$OPTARG ;; s) BASE=$OPTARG ;; c) CHAOS=$OPTARG ;; T) LIMIT=$OPTARG ;; b) BOT_TIMEOUT=$OPTARG ;;
    t) TABULA=$OPTARG ;; o) OUTDIR=$OPTARG ;; *) sed -n '2,27p' "$0"; exit 2 ;;
  esac
done
KEEP=1; [ -n "$OUTDIR" ] || { OUTDIR=$(mktemp -d); KEEP=0; }
mkdir -p "$OUTDIR"
SECONDS_EACH=${FUZZ_SECONDS:-300}
ADDRESS_SPACE_KB=${FUZZ_ADDRESS_SPACE_KB:-4194304}
if "$TABULA" --version 2>/dev/null | grep -q sanitizers; then ADDRESS_SPACE_KB=unlimited; fi
DEADLINE=$(( $(date +%s) + ${LIMIT:-315360000} ))
export TABULA OUTDIR SECONDS_EACH ADDRESS_SPACE_KB CHAOS DEADLINE BOT_TIMEOUT

# One match: GAME MIN_SEATS MAX_SEATS SEED. Prints "GAME SEED PLAY_EXIT REPLAY_EXIT".
one() {
  local game=$1 lo=$2 hi=$3 seed=$4
  [ "$(date +%s)" -lt "$DEADLINE" ] || return 255  # xargs starts no more
  local seats=$((lo + seed % (hi - lo + 1)))
  # How wild the bots are: some matches all valid (replayed to the end), most mixed.
  local chaos=$CHAOS
  [ -n "$chaos" ] || case $((seed % 4)) in 0) chaos=0 ;; 1) chaos=0.005 ;; 2) chaos=0.02 ;; 3) chaos=0.1 ;; esac
  local base="$OUTDIR/$game-$seed" agents=()
  for ((s = 0; s < seats; s++)); do agents+=(-a "exec:python3 -S tools/fuzz/bot.py $seed $chaos"); done
  local cmd=("$TABULA" play "$game" --seed "$seed" --seats "$seats" -q --bot-timeout "$BOT_TIMEOUT" --record "$base.jsonl" "${agents[@]}")
  FUZZ_ANSWERS="$base.answers" run "$base.play" "${cmd[@]}"; local played=$?
  local replayed=-
  if [ "$played" -eq 0 ]; then run "$base.replay" "$TABULA" replay "$base.jsonl"; replayed=$?; fi
  local answers; answers=$(stat -c %s "$base.answers" 2>/dev/null || echo 0)
  # Kept only when something went wrong: the record, the outputs, the command.
  if [ "$played" -le 1 ] && { [ "$replayed" = - ] || [ "$replayed" -eq 0 ]; }; then rm -f "$base".*
  else printf '%q ' "${cmd[@]}" > "$base.cmd"; fi
  echo "$game $seed $played $replayed $answers"
}
# run OUTFILE CMD...: CMD under the time and address-space limits, output in OUTFILE.
run() {
  local out=$1; shift
  (ulimit -v "$ADDRESS_SPACE_KB"; exec timeout -k 5 "$SECONDS_EACH" "$@") > "$out" 2>&1 < /dev/null
}
export -f one run

games=$("$TABULA" list | sed -n 's/^\([^ ]*\) .*, seats \([0-9-]*\)$/\1 \2/p')
[ -n "$games" ] || { echo "fuzz bots: no games from '$TABULA list'"; exit 2; }
# Round by round over the games, so a run stopped early has fuzzed each of them.
jobs_file="$OUTDIR/jobs"
for ((i = 0; i < N; i++)); do
  while read -r game seats; do echo "$game ${seats%-*} ${seats#*-} $((BASE + i))"; done <<< "$games"
done > "$jobs_file"
results="$OUTDIR/results"
xargs -P "$JOBS" -L 1 bash -c 'one "$@"' _ < "$jobs_file" > "$results" 2> /dev/null

# A hang: the time limit's exit (124, or 137 when it had to kill). A crash: exit 3 or
# another signal. A divergence: a replay of a normal end that did not end the same.
awk -v out="$OUTDIR" '
  function hung(x) { return x == 124 || x == 137 }
  function crashed(x) { return x == 3 || (x >= 128 && x != 137) }
  function note(what) { bad[++nb] = $1 "-" $2 " " what " (play exit " $3 ", replay exit " $4 ")" }
  { m++; a += $5 }
  $3 == 0 { ok++ }
  crashed($3) || ($4 != "-" && crashed($4)) { c++; note("crashed") }
  hung($3) || ($4 != "-" && hung($4)) { h++; note("hung") }
  $3 == 2 { u++; note("was a usage error") }
  $4 == 1 || $4 == 2 { d++; note("replay diverged") }
  END {
    printf "fuzz bots: %d matches, %d answers, %d crashes, %d hangs, %d divergences (%d ended normally and replayed)\n", m, a, c, h, d, ok
    for (i = 1; i <= nb && i <= 20; i++) print "  " bad[i] ": see " out "/" substr(bad[i], 1, index(bad[i], " ") - 1) ".*"
    exit (c + h + d + u) ? 1 : 0
  }' "$results"
status=$?
if [ "$status" -eq 0 ] && [ "$KEEP" -eq 0 ]; then rm -rf "$OUTDIR"; fi
exit $status
