# The Chernobog modding proof (docs/modding.md): the example mod in
# docs/examples/chernobog-mod replaces Texas's skill and adds a 17th operator,
# Lappland, without touching games/chernobog.
. "$(dirname "$0")/lib.sh"

MOD=docs/examples/chernobog-mod

# (a) The mod's own scenarios, run against the game with the mod layered over it.
run 0 "$TABULA" test --game chernobog --mod "$MOD" "$MOD"
contains "ok   $MOD/scenarios/texas.lua:"
contains "ok   $MOD/scenarios/lappland.lua:"
contains " passed, 0 failed"
case "$OUT" in *FAIL*) fail "a scenario of the mod failed" ;; esac

# The mod's scenarios need the mod: without it, Lappland does not exist.
run 1 "$TABULA" test --game chernobog "$MOD"
contains "no operator 'lappland'"

# (b) Balance with the mod: no match fails and Lappland has a line in the traits.
run 0 "$TABULA" simulate chernobog --mod "$MOD" -n 200 --jobs 2 --no-progress --json
contains '"errors": 0'
contains '"matches": 200'
contains '"trait": "lappland"'
contains '"trait": "texas"'
run 0 "$TABULA" check chernobog --mod "$MOD"
contains "0 error(s)"

# (c) games/chernobog is untouched: the original Texas still passes her scenarios
# without the mod, and fails them with it (the mod really replaces her).
[ -e games/chernobog/skills/lappland.lua ] && fail "games/chernobog has a lappland.lua: the mod must add her"
run 0 "$TABULA" test chernobog --filter texas
contains "ok   games/chernobog/scenarios/skills/texas.lua:"
contains " passed, 0 failed"
run 1 "$TABULA" test chernobog --mod "$MOD" --filter texas
contains "FAIL games/chernobog/scenarios/skills/texas.lua:"

# (d) A broken skill file in a mod fails at load with the file and what is wrong,
# for every command.
cp -r "$MOD" "$WORK/broken"
sed -i 's/limit = 3, no_effect = 6/limit = 0, no_effect = 6/' "$WORK/broken/skills/texas.lua"
grep -q "limit = 0" "$WORK/broken/skills/texas.lua" || fail "could not break the copy of the mod"
WANT="mods/broken/skills/texas.lua: manual.limit must be a whole number, 1 or more"
run 1 "$TABULA" play chernobog --mod "$WORK/broken" --seed 1 -q; contains "error: $WANT"
run 1 "$TABULA" check chernobog --mod "$WORK/broken"; contains "$WANT"; contains "1 error(s)"
run 1 "$TABULA" simulate chernobog --mod "$WORK/broken" -n 4 --no-progress; contains "$WANT"
run 1 "$TABULA" test --game chernobog --mod "$WORK/broken" "$WORK/broken"; contains "$WANT"
# A skill file whose id is not its name.
mkdir -p "$WORK/badid/skills"
sed 's/id = "lappland"/id = "lapland"/' "$MOD/skills/lappland.lua" > "$WORK/badid/skills/lappland.lua"
run 1 "$TABULA" check chernobog --mod "$WORK/badid"
contains "mods/badid/skills/lappland.lua: id must be the file's name ('lappland')"
run 2 "$TABULA" play chernobog --mod "$WORK/nosuchmod"; contains "--mod $WORK/nosuchmod: no such folder"

# (e) Records: the header names the mods; replay with the same --mod, and a warning without.
run 0 "$TABULA" play chernobog --mod "$MOD" --seed 3 --record "$WORK/m.jsonl" -q
run 0 "$TABULA" replay "$WORK/m.jsonl" --mod "$MOD"; contains ": ok, "
run 1 "$TABULA" replay "$WORK/m.jsonl"; contains "diverged at decision"
contains "warning: the record was played with mods chernobog-mod, this replay has no mods (give the same --mod folders)"
grep -q '"mods":\["chernobog-mod"\]' "$WORK/m.jsonl" || fail "the record header does not name the mod"
finish
