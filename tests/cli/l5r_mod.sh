# The L5R modding proof (docs/modding.md, "L5R: a changed card and a new card"): the mod
# in docs/examples/l5r-mod replaces Tell the Tale, adds Steadfast Line and a deck list
# that plays it, without touching games/l5r.
. "$(dirname "$0")/lib.sh"

MOD=docs/examples/l5r-mod

# (a) The mod's scenarios, run against the game with the mod layered over it: every
# scenario of each file passes.
run 0 "$TABULA" test --game l5r --mod "$MOD" "$MOD"
scenarios_ok "$MOD" tell_the_tale steadfast_line

# Without the mod they fail: no Steadfast Line, the game's Tell the Tale (+1 behind).
# Only "level or ahead", where both cards gain 1, passes.
run 1 "$TABULA" test --game l5r "$MOD"
contains "no card 'Steadfast Line' in the pool"
contains 'expected "mods/l5r-mod/cards/tell_the_tale.lua", got "games/l5r/cards/tell_the_tale.lua"'
contains "expected 5, got 4"
contains "1 passed, "
passed=$(printf '%s\n' "$OUT" | grep '^ok ')
case "$passed" in *"level or ahead, it gains 1"*) ;; *) fail "without the mod, other scenarios passed: $passed" ;; esac

# (b) games/l5r is untouched: it has no Steadfast Line, its Tell the Tale gains 1, and
# with the mod layered over it its own scenarios fail only where they test what the
# mod changes: Tell the Tale's +1 behind in Honor, and the two that pin the pool of 58
# titles, each in a file of games/l5r/cards, which say so (positions.base_pool).
[ -z "$(find games/l5r -name 'steadfast_line.lua')" ] || fail "games/l5r has a steadfast_line.lua: the mod must add it"
grep -q 'text = "gain 1 Honor"' games/l5r/cards/tell_the_tale.lua || fail "games/l5r's Tell the Tale changed"
run 1 "$TABULA" test l5r --mod "$MOD"
failed=$(printf '%s\n' "$OUT" | grep '^FAIL' | sed 's/:[0-9]*: .*//' | sort | tr '\n' ' ')
[ "$failed" = "FAIL games/l5r/scenarios/cards/tell_the_tale.lua FAIL games/l5r/scenarios/conventions.lua FAIL games/l5r/scenarios/conventions.lua " ] \
  || fail "with the mod, game scenarios fail beyond Tell the Tale's and the pool's: $failed"
contains "Tell the Tale: +1 Honor for the active player"
contains "the pool: 58 titles"
contains "this scenario pins the game's card pool (L5-3), which the mods change: 'Steadfast Line' is mods/l5r-mod/cards/steadfast_line.lua"
contains "every card file names the spec table its card comes from"
contains " passed, 3 failed"
run 0 "$TABULA" check l5r --mod "$MOD"
contains "0 error(s)"

# (c) 100 matches with the mod's deck list for seat 1: no error, every match ends.
run 0 "$TABULA" simulate l5r --mod "$MOD" -o deck1=crane_steadfast -n 100 --jobs 2 --no-progress --json
contains '"matches": 100'
contains '"errors": 0'
contains '"unfinished": 0'
# ... and both cards are played: Steadfast Line in battles, Tell the Tale's 2 Honor.
lines=$WORK/lines
: > "$lines"
for seed in 1 2 3 4 5 6 7 8 9 10; do
  "$TABULA" play l5r --mod "$MOD" -o deck1=crane_steadfast --seed "$seed" >> "$lines" 2>&1 || fail "play --seed $seed"
done
grep -q "^Seat 1: Steadfast Line: Battle" "$lines" || fail "Steadfast Line was never played in 10 matches"
grep -q "^Seat 2 gains 2 Honor (Tell the Tale)" "$lines" || fail "Tell the Tale never gained 2 in 10 matches"

# (d) A deck list is checked before the match: one naming an unknown card, or breaking
# L5-3.1, is a usage error (exit 2) naming its file and line. The lists are in a mod of
# their own, layered with the example.
BAD=$WORK/bad
mkdir -p "$BAD/decks"
{ head -20 "$MOD/decks/crane_steadfast.txt"; echo "1 Steadfast Lines"; } > "$BAD/decks/typo.txt"
sed 's/^3 Marketplace$/4 Marketplace/' "$MOD/decks/crane_steadfast.txt" > "$BAD/decks/four_markets.txt"
sed 's/^1 Imperial Gift$/2 Imperial Gift/' "$MOD/decks/crane_steadfast.txt" > "$BAD/decks/two_gifts.txt"
cp "$MOD/decks/crane_steadfast.txt" "$BAD/decks/needs_mod.txt"
run 2 "$TABULA" play l5r --mod "$MOD" --mod "$BAD" -o deck1=typo --seed 1
contains "error: option 'deck1': mods/bad/decks/typo.txt:21: unknown card 'Steadfast Lines'"
run 2 "$TABULA" play l5r --mod "$MOD" --mod "$BAD" -o deck2=four_markets --seed 1
contains "error: option 'deck2': mods/bad/decks/four_markets.txt:15: 4 copies of 'Marketplace': at most 3 (L5-3.1)"
run 2 "$TABULA" simulate l5r --mod "$MOD" --mod "$BAD" -o deck1=two_gifts -n 2
contains "mods/bad/decks/two_gifts.txt:19: 2 copies of 'Imperial Gift': at most 1 (L5-3.1)"
run 2 "$TABULA" play l5r --mod "$BAD" -o deck1=needs_mod --seed 1
contains "mods/bad/decks/needs_mod.txt:24: unknown card 'Steadfast Line'"
run 2 "$TABULA" play l5r -o deck1=crane_steadfast --seed 1
contains "no file 'decks/crane_steadfast.txt'"

# (e) docs/modding.md shows the two card files as they are (all but their header comments).
doc_shows docs/modding.md "$MOD/cards/tell_the_tale.lua" "$MOD/cards/steadfast_line.lua"

# (f) A match with the mod replays from its record with the same --mod, not without it.
run 0 "$TABULA" play l5r --mod "$MOD" -o deck1=crane_steadfast --seed 3 --record "$WORK/m.jsonl" -q
grep -q '"mods":\["l5r-mod"\]' "$WORK/m.jsonl" || fail "the record header does not name the mod"
run 0 "$TABULA" replay "$WORK/m.jsonl" --mod "$MOD"
contains ": ok, "
run 1 "$TABULA" replay "$WORK/m.jsonl"
contains "no file 'decks/crane_steadfast.txt'"
finish
