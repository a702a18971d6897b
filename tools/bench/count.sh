#!/usr/bin/env bash
# Instructions executed by the standard `tabula simulate` runs, counted by callgrind:
# the stable measure of a change (wall-clock time on a shared machine varies by a
# third; instruction counts by about ±0.5%, from Lua's random string-hash seed).
#
#   tools/bench/count.sh [--games-dir DIR] [TABULA]   the table
#   tools/bench/count.sh --check [TABULA]             against the baseline (CI)
#   tools/bench/count.sh --update [TABULA]            writes a new baseline
#
# Runs `simulate tictactoe -n 2000`, `ludo -n 50`, `chess -n 5`, `chernobog -n 20`,
# `l5r -n 3`, `battlecrest -n 5` and `crusaders -n 3` (seed 1, one job) and prints each
# one's instruction count and the md5 of its `--json` summary without the timing lines,
# the game's id, name and version, and how the matches end: two binaries, or two versions of a game
# (--games-dir on a copy), play the same matches exactly when the md5s agree. Then, if
# lua5.4 is installed, the count of the same 50 Ludo matches played by plain_ludo.lua
# with no host: the ceiling of rules written in Lua.
#
# --check compares each count with the baseline in tools/bench/counts.txt and fails
# (exit 1) when one grew by more than 3%; one that fell by more than 3% is reported, so
# that the baseline is brought down with it. The baseline names the heading in
# docs/performance.md that says why the counts are what they are; --check fails if that
# heading is missing. --update writes the counts of this binary as the new baseline,
# keeping the heading: change it to the section that explains the change, in the same
# commit. Counts depend on the compiler and the build type: the baseline is for the
# RelWithDebInfo build that tools/setup.sh makes (ctest runs --check only there).
#
# TABULA defaults to build/bench/tabula (tools/bench/run.sh builds it) for the table
# and to build/tabula for --check and --update. Needs valgrind (tools/setup.sh installs
# it); exit 77 without it, for ctest to report the test skipped. Takes about a minute.
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/../.."
GAMES=()
MODE=table
TABULA=
while [ $# -gt 0 ]; do
  case $1 in
    --games-dir) GAMES=(--games-dir "$2"); shift 2 ;;
    --check) MODE=check; shift ;;
    --update) MODE=update; shift ;;
    -h|--help) sed -n '2,29p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "count: unknown flag '$1' (see --help)" >&2; exit 2 ;;
    *) TABULA=$1; shift ;;
  esac
done
if [ -z "$TABULA" ]; then
  if [ "$MODE" = table ] && [ -x build/bench/tabula ]; then TABULA=build/bench/tabula; else TABULA=build/tabula; fi
fi
[ -x "$TABULA" ] || { echo "count: $TABULA is not an executable (build it: tools/setup.sh)" >&2; exit 2; }
if ! command -v valgrind >/dev/null; then
  echo "count: valgrind not found (tools/setup.sh installs it): instruction counts skipped" >&2
  exit 77
fi
[ "$MODE" = table ] || [ ${#GAMES[@]} -eq 0 ] || { echo "count: --games-dir is for the table only" >&2; exit 2; }

BASELINE=tools/bench/counts.txt
PERFORMANCE=docs/performance.md
RUNS=("tictactoe 2000" "ludo 50" "chess 5" "chernobog 20" "l5r 3" "battlecrest 5" "crusaders 3")
LIMIT=3  # percent

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# refs FILE: the instruction count callgrind wrote at the end of its log.
refs() { sed -n 's/.*refs: *//p' "$1" | head -n 1 | tr -d ,; }
# 1234567 -> 1,234,567
grouped() { echo "$1" | sed ':a;s/\B[0-9]\{3\}\>/,&/;ta'; }

# count GAME N: sets N_REFS and MD5 for `simulate GAME -n N`.
count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$TABULA" simulate "$1" -n "$2" "${GAMES[@]}" \
    --seed 1 --jobs 1 --no-progress --json >"$TMP/out.json" 2>"$TMP/err" ||
    { tail -n 20 "$TMP/err" >&2; echo "count: simulate $1 -n $2 failed" >&2; exit 1; }
  N_REFS=$(refs "$TMP/err")
  # The matches played, not what names the game (its id, name and version lines), nor
  # how they end ("endings", which came after the baseline's summaries and says nothing
  # the rest does not pin down).
  MD5=$(sed -e '/^  "endings": \[\],$/d' -e '/^  "endings": \[$/,/^  \],$/d' -e '/^  "endings_others":/d' "$TMP/out.json" |
    grep -v -e second -e '^  "game":' -e '^  "name":' -e '^  "version":' | md5sum | cut -c1-32)
}

# over NOW WAS: NOW is more than LIMIT% above WAS.
over() { awk -v a="$1" -v b="$2" -v l="$LIMIT" 'BEGIN { exit !(a > b * (1 + l / 100)) }'; }

# The baseline's "why:" line and its count and md5 of a run ("GAME N").
why() { sed -n 's/^why: *//p' "$BASELINE"; }
base() { awk -v g="$1" -v n="$2" '$1 == g && $2 == n { print $3, $4 }' "$BASELINE"; }

if [ "$MODE" = table ]; then
  echo "| run | instructions | summary md5 |"
  echo "| --- | ---: | --- |"
  for run in "${RUNS[@]}"; do
    set -- $run
    count "$1" "$2"
    echo "| \`simulate $1 -n $2\` | $(grouped "$N_REFS") | $MD5 |"
  done
  # The same Ludo matches in plain Lua 5.4 (tools/bench/plain_ludo.lua): the ceiling.
  if command -v lua5.4 >/dev/null; then
    valgrind --tool=callgrind --callgrind-out-file=/dev/null lua5.4 tools/bench/plain_ludo.lua 50 1 \
      >"$TMP/out.json" 2>"$TMP/err" || { cat "$TMP/err" >&2; echo "count: plain_ludo.lua failed" >&2; exit 1; }
    echo "| \`lua5.4 plain_ludo.lua 50\` | $(grouped "$(refs "$TMP/err")") | (same matches as ludo -n 50) |"
  fi
  exit 0
fi

[ -f "$BASELINE" ] || { echo "count: no baseline $BASELINE (write one with --update)" >&2; exit 2; }
WHY=$(why)
if [ "$MODE" = update ]; then
  {
    sed -n '/^#/p' "$BASELINE"
    echo "why: ${WHY:-(name the docs/performance.md heading that explains these counts)}"
    for run in "${RUNS[@]}"; do
      set -- $run
      count "$1" "$2"
      echo "$1 $2 $N_REFS $MD5"
      echo "count: simulate $1 -n $2: $N_REFS" >&2
    done
  } >"$TMP/new"
  cp "$TMP/new" "$BASELINE"
  echo "count: wrote $BASELINE; name on its why: line the heading in $PERFORMANCE that says why" >&2
  exit 0
fi

# --check
status=0
if [ -z "$WHY" ] || ! grep -qxF "## $WHY" "$PERFORMANCE" && ! grep -qxF "### $WHY" "$PERFORMANCE"; then
  echo "count: FAIL: $BASELINE's why: line ('$WHY') names no heading of $PERFORMANCE: say there why the counts changed" >&2
  status=1
fi
for run in "${RUNS[@]}"; do
  set -- $run
  read -r was was_md5 <<<"$(base "$1" "$2")" || true
  if [ -z "${was:-}" ]; then
    echo "count: FAIL: simulate $1 -n $2 has no baseline in $BASELINE (--update writes one)" >&2
    status=1
    continue
  fi
  count "$1" "$2"
  # Lua's string-hash seed (the time and addresses) now and then moves a count by 3%:
  # one over the limit is counted twice more, and the least of the three stands.
  for again in 1 2; do
    over "$N_REFS" "$was" || break
    least=$N_REFS
    count "$1" "$2"
    [ "$N_REFS" -lt "$least" ] || N_REFS=$least
  done
  pct=$(awk -v a="$N_REFS" -v b="$was" 'BEGIN { printf "%+.1f", (a - b) * 100 / b }')
  line="simulate $1 -n $2: $N_REFS instructions, baseline $was ($pct%)"
  [ "$MD5" = "$was_md5" ] || line+="; other matches than the baseline's (md5 $MD5, was $was_md5)"
  if over "$N_REFS" "$was"; then
    echo "count: FAIL: $line: more than $LIMIT% over. If the cost is meant, run tools/bench/count.sh --update and say why in $PERFORMANCE, in the same commit" >&2
    status=1
  elif awk -v a="$N_REFS" -v b="$was" -v l="$LIMIT" 'BEGIN { exit !(a < b * (1 - l / 100)) }'; then
    echo "count: $line: more than $LIMIT% under: bring the baseline down with it (--update), so that the next regression counts from here"
  else
    echo "count: $line"
  fi
done
exit $status
