# Shared helpers for the command-line tests. Each test: bash T.sh TABULA SOURCE_DIR
set -u
TABULA=$1
SRC=$2
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
cd "$SRC"
FAILS=0

fail() { echo "FAIL: $*"; FAILS=$((FAILS + 1)); }

# run EXPECTED_EXIT CMD...: runs CMD, keeps stdout+stderr in $OUT
run() {
  local want=$1; shift
  OUT=$("$@" 2>&1 < /dev/null)
  local got=$?
  [ "$got" -eq "$want" ] || fail "exit $got (wanted $want): $*
$OUT"
}

contains() { # contains TEXT WHAT
  case "$OUT" in *"$1"*) ;; *) fail "${2:-output} lacks '$1':
$OUT" ;; esac
}

# scenarios_ok DIR NAME...: $OUT, the output of `tabula test` run on the mod or game
# folder DIR, has an "ok" line for every scenario of each DIR/scenarios/NAME.lua, and
# every scenario passed.
scenarios_ok() {
  local dir=$1 f want got
  shift
  for f in "$@"; do
    want=$(grep -c '^T.scenario(' "$dir/scenarios/$f.lua")
    got=$(printf '%s\n' "$OUT" | grep -c "^ok   $dir/scenarios/$f.lua:")
    [ "$want" -gt 0 ] && [ "$got" -eq "$want" ] || fail "scenarios/$f.lua: $got of $want scenarios ok:
$OUT"
  done
  contains " passed, 0 failed"
}

# doc_shows PAGE FILE...: the Markdown page PAGE shows each Lua FILE as it is, all but
# its header comments (the lines starting with "--" at its top).
doc_shows() {
  local page=$1 f
  shift
  for f in "$@"; do
    python3 - "$f" "$page" <<'PY' || fail "$page does not show $f as it is"
import sys
lines = open(sys.argv[1]).read().splitlines()
while lines and lines[0].startswith("--"):
    lines.pop(0)
sys.exit(0 if "\n".join(lines) in open(sys.argv[2]).read() else 1)
PY
  done
}

# rule_ids_cited GAME TOTAL: every bold rule id of the game's rules page,
# docs/games/GAME.md ("- **CR-6.2** ..."), is cited by a scenario of games/GAME/scenarios
# ("TOTAL of TOTAL rule ids cited"). The page is the game's rules reference: the
# repository stands on its own files.
rule_ids_cited() {
  run 0 python3 tools/stats/rule_coverage.py "docs/games/$1.md" "games/$1/scenarios"
  contains "$2 of $2 rule ids cited"
}

# files_named GAME FILE...: each games/GAME/<folder>/<file> given has a scenario file
# games/GAME/scenarios/<folder>/<file> whose every scenario names it
# ("... (<folder>/<file>) [ids]").
files_named() {
  local game=$1 file name kind scen all naming
  shift
  for file in "$@"; do
    name=$(basename "$file")
    kind=$(basename "$(dirname "$file")")
    scen="games/$game/scenarios/$kind/$name"
    [ -f "$scen" ] || { fail "$file has no scenario file $scen"; continue; }
    all=$(grep -c '^T\.scenario(' "$scen")
    naming=$(grep -c "^T\.scenario(\"[^\"]*($kind/$name)" "$scen")
    [ "$all" -gt 0 ] && [ "$all" -eq "$naming" ] || fail "$scen: $naming of $all scenarios name $kind/$name"
  done
}

# played_lines FILE GAME ARGS...: what `play GAME ARGS --seed N` prints for seeds 1 to 10,
# all into FILE (a mod's card or order shows in some of them).
played_lines() {
  local file=$1 game=$2 seed
  shift 2
  : >"$file"
  for seed in 1 2 3 4 5 6 7 8 9 10; do
    "$TABULA" play "$game" "$@" --seed "$seed" >>"$file" 2>&1 || fail "play $game --seed $seed"
  done
}

# only_base_pool_fail N TEXT: after `test GAME --mod M` (in $OUT), every failing scenario
# is marked "(base pool)", and N of them say TEXT (why the mod breaks what they pin).
only_base_pool_fail() {
  local failed
  failed=$(printf '%s\n' "$OUT" | grep '^FAIL' | grep -vc '(base pool)')
  [ "$failed" = 0 ] || fail "with the mod, $failed scenarios not marked (base pool) fail"
  [ "$(printf '%s\n' "$OUT" | grep -c "$2")" = "$1" ] || fail "the $1 base-pool scenarios do not each say so"
}

# mod_matches_end FILE GAME ARGS...: `simulate GAME ARGS -n 20` has no error and no
# unfinished match, and FILE gets what `play` prints for seeds 1 to 10 (played_lines).
mod_matches_end() {
  local file=$1 game=$2
  shift 2
  run 0 "$TABULA" simulate "$game" "$@" -n 20 --jobs 2 --no-progress --json
  contains '"errors": 0'
  contains '"unfinished": 0'
  played_lines "$file" "$game" "$@"
}

finish() {
  if [ "$FAILS" -eq 0 ]; then echo "all checks passed"; exit 0; fi
  echo "$FAILS check(s) failed"; exit 1
}
