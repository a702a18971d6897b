# The Chernobog "new kind of passive" proof (docs/modding.md, "3. A new kind of
# passive"): the mod in docs/examples/chernobog-passives adds Ptilopsis (a trigger on
# the game's "passed" moment) and Myrtle (a modifier of its "die" question) without
# touching games/chernobog.
. "$(dirname "$0")/lib.sh"

MOD=docs/examples/chernobog-passives

# (a) The mod's scenarios, run against the game with the mod layered over it: every
# scenario of each file passes (as many "ok" lines as the file has scenarios).
run 0 "$TABULA" test --game chernobog --mod "$MOD" "$MOD"
scenarios_ok "$MOD" ptilopsis myrtle
case "$OUT" in *FAIL*|*"cannot load"*) fail "a scenario of the mod failed" ;; esac

# Without the mod the scenarios fail: neither operator exists in the game.
run 1 "$TABULA" test --game chernobog "$MOD"
contains "no operator 'ptilopsis'"
contains "no operator 'myrtle'"
contains "0 passed, "
case "$OUT" in *"ok   "*) fail "a scenario of the mod passed without the mod" ;; esac

# (b) Balance with the mod: no match fails and both have a line in the traits.
run 0 "$TABULA" simulate chernobog --mod "$MOD" -n 200 --jobs 2 --no-progress --json
contains '"errors": 0'
contains '"matches": 200'
contains '"trait": "ptilopsis"'
contains '"trait": "myrtle"'
run 0 "$TABULA" check chernobog --mod "$MOD"
contains "0 error(s)"

# (c) games/chernobog is untouched: it has neither operator, and with the mod its own
# scenarios fail only where they count the roster of sixteen (scenarios/setup.lua).
for f in ptilopsis myrtle; do
  [ -z "$(find games/chernobog -name "$f.lua")" ] || fail "games/chernobog has a $f.lua: the mod must add her"
done
run 1 "$TABULA" test chernobog --mod "$MOD"
contains "FAIL games/chernobog/scenarios/setup.lua:"
others=$(printf '%s\n' "$OUT" | grep '^FAIL' | grep -v '^FAIL games/chernobog/scenarios/setup.lua:')
[ -z "$others" ] || fail "the mod breaks game scenarios beyond the roster count:
$others"

# (d) A match with the mod replays from its record with the same --mod.
run 0 "$TABULA" play chernobog --mod "$MOD" --seed 1 --record "$WORK/m.jsonl" -q
run 0 "$TABULA" replay "$WORK/m.jsonl" --mod "$MOD"; contains ": ok, "
grep -q '"mods":\["chernobog-passives"\]' "$WORK/m.jsonl" || fail "the record header does not name the mod"
finish
