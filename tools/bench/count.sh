#!/usr/bin/env bash
# Instructions executed by the standard `tabula simulate` runs, counted by callgrind:
# the stable measure of a change (wall-clock time on a shared machine varies by a
# third; instruction counts by about ±0.5%, from Lua's random string-hash seed).
#
#   tools/bench/count.sh [--games-dir DIR] [TABULA]
#
# For each of `simulate tictactoe -n 2000`, `ludo -n 50`, `chess -n 5` and
# `chernobog -n 20` (seed 1, one job) it prints the instruction count and the md5 of
# the `--json` summary without its timing lines and the game's id, name and version:
# two binaries, or two versions of a game (--games-dir on a copy), play the same
# matches exactly when the md5s agree.
# Then, if lua5.4 is installed, the count of the same 50 Ludo matches played by
# plain_ludo.lua with no host: the ceiling of rules written in Lua.
# TABULA defaults to build/bench/tabula (tools/bench/run.sh builds it), else
# build/tabula. Needs valgrind (tools/bench/setup.sh installs it). Takes about ten
# seconds. Not part of CI.
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/../.."
GAMES=()
while [ $# -gt 0 ]; do
  case $1 in
    --games-dir) GAMES=(--games-dir "$2"); shift 2 ;;
    -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) TABULA=$1; shift ;;
  esac
done
TABULA=${TABULA:-$( [ -x build/bench/tabula ] && echo build/bench/tabula || echo build/tabula )}
[ -x "$TABULA" ] || { echo "count: $TABULA is not an executable (build it: tools/setup.sh)" >&2; exit 2; }
command -v valgrind >/dev/null || { echo "count: valgrind not found (run tools/bench/setup.sh)" >&2; exit 2; }

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
echo "| run | instructions | summary md5 |"
echo "| --- | ---: | --- |"
for run in "tictactoe 2000" "ludo 50" "chess 5" "chernobog 20"; do
  set -- $run
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$TABULA" simulate "$1" -n "$2" "${GAMES[@]}" \
    --seed 1 --jobs 1 --no-progress --json >"$TMP/out.json" 2>"$TMP/err" ||
    { cat "$TMP/err" >&2; echo "count: simulate $1 failed" >&2; exit 1; }
  n=$(sed -n 's/.*refs: *//p' "$TMP/err" | head -n 1)
  # The matches played, not what names the game (its id, name and version lines).
  md5=$(grep -v -e second -e '^  "game":' -e '^  "name":' -e '^  "version":' "$TMP/out.json" | md5sum | cut -c1-32)
  echo "| \`simulate $1 -n $2\` | $n | $md5 |"
done
# The same Ludo matches in plain Lua 5.4 (tools/bench/plain_ludo.lua): the ceiling.
if command -v lua5.4 >/dev/null; then
  valgrind --tool=callgrind --callgrind-out-file=/dev/null lua5.4 tools/bench/plain_ludo.lua 50 1 \
    >"$TMP/out.json" 2>"$TMP/err" || { cat "$TMP/err" >&2; echo "count: plain_ludo.lua failed" >&2; exit 1; }
  echo "| \`lua5.4 plain_ludo.lua 50\` | $(sed -n 's/.*refs: *//p' "$TMP/err" | head -n 1) | (same matches as ludo -n 50) |"
fi
