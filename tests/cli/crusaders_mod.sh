# The Crusaders modding proof (docs/modding.md, "Crusaders: a changed order and an
# eleventh"): the mod in docs/examples/crusaders-mod replaces the Teutonic Order and adds
# an eleventh knight order, the Order of Mountjoy, without touching games/crusaders.
. "$(dirname "$0")/lib.sh"

MOD=docs/examples/crusaders-mod

# (a) The mod's scenarios, run against the game with the mod layered over it: every
# scenario of each file passes.
run 0 "$TABULA" test --game crusaders --mod "$MOD" "$MOD"
scenarios_ok "$MOD" teutonic mountjoy

# Without the mod they fail: no order mountjoy, the game's Teutonic Order. Only the one
# that checks what the mod leaves as it was (+2 against Prussians) passes.
run 1 "$TABULA" test --game crusaders "$MOD"
contains "P.match: order[1]: unknown knight order 'mountjoy' (templar, hospitaller,"
contains 'expected "mods/crusaders-mod/orders/teutonic.lua", got "games/crusaders/orders/teutonic.lua"'
contains '"Slav in Lutizia (strength 4, power 5)", got "Slav in Lutizia (strength 4, power 4)"'
contains "1 passed, 14 failed"
passed=$(printf '%s\n' "$OUT" | grep '^ok ')
case "$passed" in *"Teutonic (mod): still +2 against a Prussian"*) ;;
  *) fail "without the mod, another scenario passed: $passed" ;; esac

# (b) games/crusaders is untouched: no eleventh order, its Teutonic Order has no bonus
# against Slavs. With the mod layered over it, its scenarios fail only where they test
# the game's Teutonic Order and where they pin the game's ten orders, "(base pool)": the
# deal of a seed (CR-16.1 shuffles eleven orders now) and the start regions of the game
# (CR-2.8: the mod's order brings two more), each saying so.
[ -z "$(find games/crusaders -name 'mountjoy.lua')" ] || fail "games/crusaders has a mountjoy.lua: the mod must add it"
grep -q 'enemy == "prussian" and 2 or 0' games/crusaders/orders/teutonic.lua || fail "games/crusaders' Teutonic Order changed"
! grep -q 'slav' games/crusaders/orders/teutonic.lua || fail "games/crusaders' Teutonic Order names Slavs"
run 1 "$TABULA" test games/crusaders --mod "$MOD"
failed=$(printf '%s\n' "$OUT" | grep '^FAIL' | sed 's/:[0-9]*: .*//' | sort | uniq -c | awk '{ print $1, $3 }' | tr '\n' ' ')
[ "$failed" = "1 games/crusaders/scenarios/orders/montesa.lua 1 games/crusaders/scenarios/orders/templar.lua 3 games/crusaders/scenarios/orders/teutonic.lua 5 games/crusaders/scenarios/setup.lua " ] \
  || fail "with the mod, game scenarios fail beyond the Teutonic Order, the fallback and the deal: $failed"
contains "Teutonic: no +2 against a Slav"
[ "$(printf '%s\n' "$OUT" | grep -c "base pool: this scenario pins the game's ten knight orders (CR-1.7), and the mods change them (mods/crusaders-mod/orders/teutonic.lua, mods/crusaders-mod/orders/mountjoy.lua): it tests the game without mods")" = 7 ] \
  || fail "the seven base-pool scenarios do not each say so"
run 0 "$TABULA" test games/crusaders
contains " passed, 0 failed"
run 0 "$TABULA" check crusaders --mod "$MOD"
contains "0 error(s)"

# (c) Matches with the mod end; in ten of them Mountjoy is kept and its +1 gained.
run 0 "$TABULA" play crusaders --mod "$MOD" --seats 3 --seed 1
contains "Winner: seat"
run 0 "$TABULA" simulate crusaders --mod "$MOD" --seats 3 -n 20 --jobs 2 --no-progress --json
contains '"matches": 20'
contains '"errors": 0'
contains '"unfinished": 0'
lines=$WORK/lines
played_lines "$lines" crusaders --mod "$MOD" --seats 3
grep -q "keeps Order of Mountjoy" "$lines" || fail "Mountjoy was never kept in 10 matches"
grep -q "gains 1 influence (Order of Mountjoy)" "$lines" || fail "Mountjoy's +1 was never gained in 10 matches"

# (d) A match with the mod replays from its record with the same --mod, not without it
# (ten orders deal differently from eleven).
run 0 "$TABULA" play crusaders --mod "$MOD" --seats 3 --seed 4 --record "$WORK/m.jsonl" -q
grep -q '"mods":\["crusaders-mod"\]' "$WORK/m.jsonl" || fail "the record header does not name the mod"
run 0 "$TABULA" replay "$WORK/m.jsonl" --mod "$MOD"
contains ": ok, "
run 1 "$TABULA" replay "$WORK/m.jsonl"
contains "diverged"

# (e) An order file is checked when the game loads, naming the mod's file: a misspelt
# hook is an error, not an order without its ability.
BAD=$WORK/misspelt
mkdir -p "$BAD/orders"
sed 's/defeated = /defeat = /' "$MOD/orders/mountjoy.lua" > "$BAD/orders/mountjoy.lua"
run 1 "$TABULA" check crusaders --mod "$BAD"
contains "mods/misspelt/orders/mountjoy.lua: 'defeat' is not a field of an order (id, name, text, start; hooks on questions building_cost, power, score, step_cost; hooks on moments built, defeated, gained, mustered, resolved, stepped, upgraded)"

# An end-game bonus is a pure query: one that changes the match fails it, named.
SLY="$WORK/sly"
mkdir -p "$SLY/buildings"
sed 's/score = function(match, seat) return #play_area.tokens(match, seat) end/score = function(match, seat) match.state.influence[seat] = 99 match:create{ kind = "tile" } return 0 end/' \
  games/crusaders/buildings/castle.lua > "$SLY/buildings/castle.lua"
grep -q 'match:create' "$SLY/buildings/castle.lua" || fail "the sly castle was not made"
run 0 "$TABULA" check crusaders --mod "$SLY"
cat > "$WORK/sly_scenario.lua" <<'LUA'
local T = require "tabula.test"
local P = require "positions"
T.scenario("castle IV's bonus may not act", function()
  local t = P.match{ active = 2, built = { { castle = 4 } }, supply = 1, tokens = { nil, { 0, 0, 0, 0, 0, 12 } } }
  t:answer("resolve:6")
  local status, err = t:run{ allow_error = true }
  T.eq(status, "error")
  T.truthy(err:find("match:create is not allowed inside the final.score function of mods/sly/buildings/castle.lua (a pure query)", 1, true), err)
end)
LUA
run 0 "$TABULA" test --game crusaders --mod "$SLY" "$WORK/sly_scenario.lua"
contains "1 passed, 0 failed"

# (f) docs/modding.md shows the mod's two files as they are (all but their header comments).
doc_shows docs/modding.md "$MOD/orders/teutonic.lua" "$MOD/orders/mountjoy.lua"
finish
