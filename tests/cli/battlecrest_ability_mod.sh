# The Battlecrest new-ability proof (docs/games/battlecrest.md, "Modding"): the mod in
# docs/examples/battlecrest-ability-mod gives Akhena a fifth action card, Sandstorm,
# whose SCORCH is a kind of ability the game has not got, by its own card file and a
# row file alone; the solo AI weighs it by the strike value the card declares.
. "$(dirname "$0")/lib.sh"

MOD=docs/examples/battlecrest-ability-mod

# (a) The mod's scenarios pass with the mod, and every one fails without it.
run 0 "$TABULA" test --game battlecrest --mod "$MOD" "$MOD"
scenarios_ok "$MOD" sandstorm
run 1 "$TABULA" test --game battlecrest "$MOD"
printf '%s\n' "$OUT" | grep -q '^0 passed, ' || fail "without the mod, some scenarios passed: $OUT"

# (b) games/battlecrest is untouched; with the mod, every game scenario that fails is
# one that pins the printed rows, and says so.
[ -z "$(find games/battlecrest -name 'akhena_sandstorm.lua')" ] || fail "games/battlecrest has Sandstorm: the mod must add it"
run 1 "$TABULA" test battlecrest --mod "$MOD"
fails=$(printf '%s\n' "$OUT" | grep -c '^FAIL')
pinned=$(printf '%s\n' "$OUT" | grep -c "this scenario pins the printed rows (BC-1.5, BC-1.6), which the mods change: akhena's row is akhena_sunlance, akhena_dune_stride, akhena_javelin, akhena_crescent_guard, akhena_sandstorm (mods/battlecrest-ability-mod/rows/akhena.lua)")
[ "$fails" -gt 0 ] && [ "$fails" -eq "$pinned" ] || fail "with the mod, $fails game scenarios fail, $pinned of them for the printed rows"
run 0 "$TABULA" test battlecrest
contains " passed, 0 failed"

# (c) check is clean; a row that leaves a card out is a warning (tabula.warn, shown by
# default), not an error.
run 0 "$TABULA" check battlecrest --mod "$MOD"
contains "0 error(s)"
case "$OUT" in *"no hero's row plays"*) fail "the mod's cards are all in a row: $OUT" ;; esac
DISPLACED=$WORK/displaced
mkdir -p "$DISPLACED/rows"
cp -r "$MOD/cards" "$DISPLACED/"
echo 'return { "akhena_sunlance", "akhena_dune_stride", "akhena_sandstorm", "akhena_crescent_guard" }' > "$DISPLACED/rows/akhena.lua"
run 0 "$TABULA" check battlecrest --mod "$DISPLACED"
contains "warning: games/battlecrest/cards/akhena_javelin.lua: no hero's row plays the action card 'akhena_javelin' (a row is rows/<set>.lua)"
contains "0 error(s)"
TYPO=$WORK/typo
mkdir -p "$TYPO/rows"
cp -r "$MOD/cards" "$TYPO/"
sed 's/"akhena_sandstorm" }/"akhena_sandstrom" }/' "$MOD/rows/akhena.lua" > "$TYPO/rows/akhena.lua"
run 1 "$TABULA" check battlecrest --mod "$TYPO"
contains "mods/typo/rows/akhena.lua: row[5] names 'akhena_sandstrom', which is no action card"
BAD=$WORK/badstrike
mkdir -p "$BAD"
cp -r "$MOD/cards" "$MOD/rows" "$BAD/"
sed -i 's/strike = function(act) return #burnt(act) > 0 and n or nil end,/strike = n,/' "$BAD/cards/akhena_sandstorm.lua"
run 1 "$TABULA" check battlecrest --mod "$BAD"
contains "mods/badstrike/cards/akhena_sandstorm.lua: sides.start.abilities[1]: strike must be a function(act) giving the solo AI's strike value (BC-15.4)"

# (d) Matches end; the solo AI, playing Akhena, activates Sandstorm in some of 20
# matches, and never when the card declares no strike.
run 0 "$TABULA" simulate battlecrest --mod "$MOD" -n 50 --jobs 2 --no-progress --json
contains '"errors": 0'
contains '"unfinished": 0'
solo_uses() { # solo_uses MOD: matches of 20 in which the AI activates Sandstorm
  local n=0 seed
  for seed in $(seq 1 20); do
    "$TABULA" play battlecrest --mod "$1" -o solo=true -o ai_seat=1 --seed "$seed" 2>&1 | grep -q "^Akhena activates Sandstorm" && n=$((n + 1))
  done
  echo "$n"
}
[ "$(solo_uses "$MOD")" -gt 0 ] || fail "the solo AI never activated Sandstorm in 20 matches"
BLIND=$WORK/blind
mkdir -p "$BLIND"
cp -r "$MOD/cards" "$MOD/rows" "$BLIND/"
sed -i '/strike = function/d' "$BLIND/cards/akhena_sandstorm.lua"
[ "$(solo_uses "$BLIND")" -eq 0 ] || fail "the solo AI activated Sandstorm with no strike declared"

# (e) A record replays with the mod, and not without it.
run 0 "$TABULA" play battlecrest --mod "$MOD" --seed 3 --record "$WORK/m.jsonl" -q
run 0 "$TABULA" replay "$WORK/m.jsonl" --mod "$MOD"
contains ": ok, "
run 1 "$TABULA" replay "$WORK/m.jsonl"
contains "diverged"

# (f) docs/games/battlecrest.md shows the mod's card as it is.
doc_shows docs/games/battlecrest.md "$MOD/cards/akhena_sandstorm.lua"
finish
