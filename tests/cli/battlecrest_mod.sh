# The Battlecrest modding proof (docs/modding.md, "Battlecrest: a changed card and a
# seventh landmark"): the mod in docs/examples/battlecrest-mod replaces Mutiny's
# Cutlass and adds landmark no. 7, Sunken Well, without touching games/battlecrest.
. "$(dirname "$0")/lib.sh"

MOD=docs/examples/battlecrest-mod

# (a) The mod's scenarios, run against the game with the mod layered over it: every
# scenario of each file passes.
run 0 "$TABULA" test --game battlecrest --mod "$MOD" "$MOD"
scenarios_ok "$MOD" cutlass sunken_well

# Without the mod they fail: no landmark 7 for the layout, the game's Cutlass. Only the
# two that check what the mod leaves as it was pass.
run 1 "$TABULA" test --game battlecrest "$MOD"
contains "option 'layout': no landmark has the number 7"
contains 'expected "mods/battlecrest-mod/cards/mutiny_cutlass.lua", got "games/battlecrest/cards/mutiny_cutlass.lua"'
contains 'expected {"start", 4}, got {"start", 3}'
contains "2 passed, "
passed=$(printf '%s\n' "$OUT" | grep '^ok ')
case "$passed" in *"no RALLY while Rig shows its START face"*"a random layout still draws the six landmarks"*) ;;
  *) fail "without the mod, other scenarios passed: $passed" ;; esac

# (b) games/battlecrest is untouched: no seventh landmark, its Cutlass is ATTACK 2
# MEDIUM. With the mod layered over it, its card and landmark scenarios fail only where
# they test the game's Cutlass (its ATTACK 2 MEDIUM, Reckless Cutlass's defence 0).
[ -z "$(find games/battlecrest -name 'sunken_well.lua')" ] || fail "games/battlecrest has a sunken_well.lua: the mod must add it"
! grep -rq 'number = 7' games/battlecrest/landmarks || fail "games/battlecrest has a landmark no. 7"
grep -q 'A.attack{ value = 2, range = R.MEDIUM }' games/battlecrest/cards/mutiny_cutlass.lua || fail "games/battlecrest's Cutlass changed"
run 1 "$TABULA" test games/battlecrest/scenarios/cards games/battlecrest/scenarios/landmarks --mod "$MOD"
failed=$(printf '%s\n' "$OUT" | grep '^FAIL' | sed 's/:[0-9]*: .*//' | sort | tr '\n' ' ')
[ "$failed" = "FAIL games/battlecrest/scenarios/cards/mutiny_cutlass.lua FAIL games/battlecrest/scenarios/cards/mutiny_cutlass.lua " ] \
  || fail "with the mod, game scenarios fail beyond the game's Cutlass: $failed"
contains "Cutlass: ATTACK 2 MEDIUM on a diagonal neighbour"
contains "Cutlass defends with 1, Reckless Cutlass with 0"
contains " passed, 2 failed"
run 0 "$TABULA" test games/battlecrest/scenarios/cards games/battlecrest/scenarios/landmarks
contains " passed, 0 failed"
run 0 "$TABULA" check battlecrest --mod "$MOD"
contains "0 error(s)"

# (c) Matches with the seventh landmark in slot P1 end, and it is used; without the mod
# the layout is a usage error.
run 0 "$TABULA" play battlecrest --mod "$MOD" -o layout=723456 --seed 1
contains "P1 (2,2) #7 Sunken Well: N DEF (1,2), S MOV (3,2), W ATK (2,1), star Undertow"
contains "Winner: seat"
run 0 "$TABULA" simulate battlecrest --mod "$MOD" -o layout=723456 -n 100 --jobs 2 --no-progress --json
contains '"matches": 100'
contains '"errors": 0'
contains '"unfinished": 0'
lines=$WORK/lines
: > "$lines"
for seed in 1 2 3 4 5 6 7 8 9 10; do
  "$TABULA" play battlecrest --mod "$MOD" -o layout=723456 --seed "$seed" >> "$lines" 2>&1 || fail "play --seed $seed"
done
grep -q "^Sunken Well flips to Dry Well" "$lines" || fail "Sunken Well was never used in 10 matches"
grep -q "^Mutiny activates Reckless Cutlass" "$lines" || fail "Reckless Cutlass was never activated in 10 matches"
run 2 "$TABULA" play battlecrest -o layout=723456 --seed 1
contains "error: option 'layout': no landmark has the number 7"

# A mod that renumbers one of the six leaves a random layout nothing to shuffle: a
# usage error too, while a layout naming the new number plays.
BAD=$WORK/renumbered
mkdir -p "$BAD/landmarks"
sed 's/number = 1,/number = 8,/' games/battlecrest/landmarks/hollow_log.lua > "$BAD/landmarks/hollow_log.lua"
run 2 "$TABULA" play battlecrest --mod "$BAD" --seed 1
contains "error: option 'layout': random shuffles the landmarks 1 to 6 (BC-17.5), and none has the number 1: give six numbers"
run 0 "$TABULA" play battlecrest --mod "$BAD" -o layout=823456 --seed 1
contains "P1 (2,2) #8 "

# (d) A match with the mod replays from its record with the same --mod, not without it.
run 0 "$TABULA" play battlecrest --mod "$MOD" -o layout=723456 --seed 3 --record "$WORK/m.jsonl" -q
grep -q '"mods":\["battlecrest-mod"\]' "$WORK/m.jsonl" || fail "the record header does not name the mod"
run 0 "$TABULA" replay "$WORK/m.jsonl" --mod "$MOD"
contains ": ok, "
run 1 "$TABULA" replay "$WORK/m.jsonl"
contains "option 'layout': no landmark has the number 7"

# (e) A card's questions are pure queries: a mod whose can() changes the match fails it
# with an error naming the card file and the ability, not a changed match.
HOSTILE="$WORK/sly"
mkdir -p "$HOSTILE/cards"
cat > "$HOSTILE/cards/akhena_sunlance.lua" <<'LUA'
local A = require "rules.abilities"
local R = require "rules.reach"
local sly = A.attack{ value = 2, range = R.SHORT }
local honest = sly.can
sly.can = function(act) act.card:turn() return honest(act) end
return {
  id = "akhena_sunlance", kind = "action", set = "akhena",
  sides = {
    start = { name = "Sunlance", move = 1, crest = "MOON", def = 1, flip = true, abilities = { sly } },
    flipped = { name = "Sunlance Ablaze", move = 1, crest = "MOON", def = 1, flip = true,
                abilities = { A.attack{ value = 2, crest = "SUN", range = R.MEDIUM } } },
  },
}
LUA
run 1 "$TABULA" play battlecrest --mod "$HOSTILE" --seed 1 -q
contains "obj:turn is not allowed inside the can function of mods/sly/cards/akhena_sunlance.lua sides.start.abilities[1] (ATTACK 2 SHORT) (a pure query)"

# (f) docs/modding.md shows the mod's two files as they are (all but their header comments).
doc_shows docs/modding.md "$MOD/cards/mutiny_cutlass.lua" "$MOD/landmarks/sunken_well.lua"
finish
