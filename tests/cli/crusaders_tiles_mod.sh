# A Crusaders bonus tile that hooks a moment no tile of the game uses (docs/games/crusaders.md,
# "Modding"): docs/examples/crusaders-tiles adds the Hospice, whose hook 'stepped' is a
# trigger on the moment the rules raise when a knight steps, without touching
# games/crusaders.
. "$(dirname "$0")/lib.sh"

MOD=docs/examples/crusaders-tiles

# (a) The mod's scenarios pass with it, and fail without it, naming the unknown tile.
run 0 "$TABULA" test --game crusaders --mod "$MOD" "$MOD"
scenarios_ok "$MOD" hospice
run 1 "$TABULA" test --game crusaders "$MOD"
contains "P.match: tiles.lorraine: unknown kind of tile 'hospice' (castle_cost_1, church_cost_1,"
contains "0 passed, 5 failed"

# (b) No tile of the game hooks 'stepped', and the rules and the flow name no tile; with
# the mod the game's own scenarios fail only where they pin its tiles ("(base pool)").
! grep -rq "stepped = " games/crusaders/tiles || fail "a tile of the game hooks 'stepped'"
for id in games/crusaders/tiles/*.lua; do
  id=$(basename "$id" .lua)
  ! grep -rq "$id" games/crusaders/rules games/crusaders/actions games/crusaders/turn.lua games/crusaders/setup.lua \
    || fail "the rules or the flow name the tile $id"
done
run 1 "$TABULA" test games/crusaders --mod "$MOD"
only_base_pool_fail 9 "base pool: this scenario pins the game's 30 bonus tiles (CR-1.3), and the mods change them (mods/crusaders-tiles/tiles/hospice.lua)"
run 0 "$TABULA" check crusaders --mod "$MOD"
contains "0 error(s)"

# (c) Matches with the mod end, and in some a Hospice gives its +1.
lines=$WORK/lines
mod_matches_end "$lines" crusaders --mod "$MOD" --seats 3
grep -q "gains 1 influence (Hospice)" "$lines" || fail "no Hospice gave its +1 in 10 matches"

# (d) Mistakes in a tile file name the file and the field.
BAD=$WORK/typo
mkdir -p "$BAD/tiles"
sed 's/stepped = /steped = /' "$MOD/tiles/hospice.lua" > "$BAD/tiles/hospice.lua"
run 1 "$TABULA" check crusaders --mod "$BAD"
contains "mods/typo/tiles/hospice.lua: 'steped' is not a field of a tile (id, name, text, copies; hooks on questions building_cost, power, score, step_cost; hooks on moments built, defeated, gained, mustered, resolved, stepped, upgraded)"
sed 's/copies = 2/copies = 1.5/' "$MOD/tiles/hospice.lua" > "$BAD/tiles/hospice.lua"
run 1 "$TABULA" check crusaders --mod "$BAD"
contains "mods/typo/tiles/hospice.lua: copies must be a whole number, 0 or more"

# (e) The game's page shows the tile file as it is.
doc_shows docs/games/crusaders.md "$MOD/tiles/hospice.lua"
finish
