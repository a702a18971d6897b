# The L5R new-reaction proof (docs/games/l5r.md, "Modding"): the mod in
# docs/examples/l5r-reaction-mod adds Daidoji Tetsu, whose Reaction says its presence
# rule as data (presence = true), and a deck list that plays him.
. "$(dirname "$0")/lib.sh"

MOD=docs/examples/l5r-reaction-mod

# (a) The mod's scenarios pass with the mod; without it every one fails, those that
# build a position naming him with a clear error.
run 0 "$TABULA" test --game l5r --mod "$MOD" "$MOD"
scenarios_ok "$MOD" daidoji_tetsu
run 1 "$TABULA" test --game l5r "$MOD"
printf '%s\n' "$OUT" | grep -q '^0 passed, ' || fail "without the mod, some scenarios passed: $OUT"
contains "unknown card 'Daidoji Tetsu' (home of seat 1): no card file has this title (a mod's card needs its --mod)"

# (b) games/l5r is untouched; with the mod its scenarios fail only where they pin the
# pool of 58 titles, and say so.
[ -z "$(find games/l5r -name 'daidoji_tetsu.lua')" ] || fail "games/l5r has Daidoji Tetsu: the mod must add it"
run 1 "$TABULA" test l5r --mod "$MOD"
failed=$(printf '%s\n' "$OUT" | grep '^FAIL' | sed 's/:[0-9]*: .*//' | sort | tr '\n' ' ')
[ "$failed" = "FAIL games/l5r/scenarios/conventions.lua FAIL games/l5r/scenarios/conventions.lua " ] \
  || fail "with the mod, game scenarios fail beyond the two that pin the pool: $failed"
contains "this scenario pins the game's card pool (L5-3), which the mods change: 'Daidoji Tetsu' is mods/l5r-reaction-mod/cards/daidoji_tetsu.lua"
run 0 "$TABULA" check l5r --mod "$MOD"
contains "0 error(s)"

# (c) presence is checked like any field: a Battle action may not say it.
BAD=$WORK/bad
mkdir -p "$BAD/cards"
sed 's/timing = "reaction", presence = true,/timing = "battle", presence = true,/' "$MOD/cards/daidoji_tetsu.lua" > "$BAD/cards/daidoji_tetsu.lua"
run 1 "$TABULA" check l5r --mod "$BAD"
contains "mods/bad/cards/daidoji_tetsu.lua: abilities[1] (guard): presence = true is for an ability that is no Battle action (a Battle action always needs presence, L5-7.2)"

# (d) Matches with the mod's deck list end without error, and in some the Reaction is
# used.
run 0 "$TABULA" simulate l5r --mod "$MOD" -o deck1=crane_tetsu -n 40 --jobs 2 --no-progress --json
contains '"errors": 0'
contains '"unfinished": 0'
used=0
for seed in $(seq 1 20); do
  "$TABULA" play l5r --mod "$MOD" -o deck1=crane_tetsu --seed "$seed" 2>&1 | grep -q "^Seat 1: Daidoji Tetsu: Reaction" && used=$((used + 1))
done
[ "$used" -gt 0 ] || fail "Tetsu's Reaction was never used in 20 matches"

# (e) A misspelt title in a scenario's position is named, with the scenario's line.
TYPO=$WORK/typo
mkdir -p "$TYPO/scenarios"
cat > "$TYPO/scenarios/typo.lua" <<'LUA'
local T = require "tabula.test"
local P = require "positions"
T.scenario("a misspelt title", function()
  P.match{ ap = 2, phase = "action", hand = { {}, { "Tell the Tail" } } }
end)
LUA
run 1 "$TABULA" test --game l5r "$TYPO"
contains "typo.lua:4: unknown card 'Tell the Tail' (hand of seat 2): no card file has this title"

# (f) docs/games/l5r.md shows the mod's card as it is.
doc_shows docs/games/l5r.md "$MOD/cards/daidoji_tetsu.lua"
finish
