# A Crusaders order that hooks a moment no order of the game uses (docs/games/crusaders.md,
# "Modding"): docs/examples/crusaders-hooks adds the Order of Saint George, whose hook
# 'mustered' is a trigger on the moment the rules raise when a troop is mustered,
# without touching games/crusaders.
. "$(dirname "$0")/lib.sh"

MOD=docs/examples/crusaders-hooks

# (a) The mod's scenarios pass with it, and fail without it, naming the unknown order.
run 0 "$TABULA" test --game crusaders --mod "$MOD" "$MOD"
scenarios_ok "$MOD" saint_george
run 1 "$TABULA" test --game crusaders "$MOD"
contains "P.match: order[1]: unknown knight order 'saint_george' (templar, hospitaller,"
contains "0 passed, 8 failed"

# (b) games/crusaders names no moment hook of Saint George, and with the mod its own
# scenarios fail only where they pin the game's ten orders ("(base pool)"), each saying so.
! grep -rq "mustered = " games/crusaders/orders || fail "an order of the game hooks 'mustered'"
run 1 "$TABULA" test games/crusaders --mod "$MOD"
only_base_pool_fail 7 "base pool: this scenario pins the game's ten knight orders (CR-1.7), and the mods change them (mods/crusaders-hooks/orders/saint_george.lua)"
contains ", 7 failed"
run 0 "$TABULA" check crusaders --mod "$MOD"
contains "0 error(s)"

# (c) Matches with the mod end, and in some Saint George is kept and its +1 gained.
lines=$WORK/lines
mod_matches_end "$lines" crusaders --mod "$MOD" --seats 3
grep -q "keeps Order of Saint George" "$lines" || fail "Saint George was never kept in 10 matches"
grep -q "gains 1 influence (Order of Saint George)" "$lines" || fail "Saint George's +1 was never gained in 10 matches"

# (d) Mistakes in an order file name the file and the field: a hook on a moment the
# rules do not raise, and a hook's answer that is not a whole number.
BAD=$WORK/typo
mkdir -p "$BAD/orders"
sed 's/mustered = /musterd = /' "$MOD/orders/saint_george.lua" > "$BAD/orders/saint_george.lua"
run 1 "$TABULA" check crusaders --mod "$BAD"
contains "mods/typo/orders/saint_george.lua: 'musterd' is not a field of an order (id, name, text, start; hooks on questions building_cost, power, score, step_cost; hooks on moments built, defeated, gained, mustered, resolved, stepped, upgraded)"
HALF=$WORK/half
mkdir -p "$HALF/orders" "$HALF/scenarios"
sed 's/return 1 end/return 0.5 end/' "$MOD/orders/saint_george.lua" > "$HALF/orders/saint_george.lua"
cat > "$HALF/scenarios/half.lua" <<'LUA'
local T = require "tabula.test"
local P = require "positions"
T.scenario("a hook's influence is a whole number", function()
  local t = P.match{ active = 1, order = { "saint_george" }, tokens = { { 9, 3, 0, 0, 0, 0 } } }
  t:answer("resolve:2")
  local status, err = t:run{ allow_error = true }
  T.eq(status, "error")
  T.truthy(err:find("the mustered hook of mods/half/orders/saint_george.lua gave 0.5: give a whole number", 1, true), err)
end)
LUA
run 0 "$TABULA" test --game crusaders --mod "$HALF" "$HALF"
contains "1 passed, 0 failed"

# A building file hooks moments too: a farm whose hook on "built" gains 1 more for a farm,
# for every player from setup on.
FARM=$WORK/farmstead
mkdir -p "$FARM/buildings" "$FARM/scenarios"
sed 's/^  final = {/  built = function(building) if building == "farm" then return 1 end end,\n  final = {/' \
  games/crusaders/buildings/farm.lua > "$FARM/buildings/farm.lua"
grep -q 'built = function' "$FARM/buildings/farm.lua" || fail "the farmstead farm was not made"
cat > "$FARM/scenarios/farm.lua" <<'LUA'
local T = require "tabula.test"
local P = require "positions"
T.scenario("a building's hook on 'built': farm I gains 1 + 1, for either player; a church 1", function()
  for _, case in ipairs{ { 1, "farm", 2 }, { 2, "farm", 2 }, { 1, "church", 1 } } do
    local seat, kind, gain = case[1], case[2], case[3]
    local tokens, knights = {}, {}
    tokens[seat], knights[seat] = { 0, 0, 3, 3, 3, 3 }, { "thuringia" }
    local t = P.match{ active = seat, knights = knights, tiles = { thuringia = false }, tokens = tokens }
    t:answer("resolve:3", kind .. ":thuringia")
    T.eq(t:run{ turns = 1 }, "turn")
    T.eq(P.influence(t, seat), gain, kind .. " by seat " .. seat)
  end
end)
LUA
run 0 "$TABULA" test --game crusaders --mod "$FARM" "$FARM"
contains "1 passed, 0 failed"

# (e) The game's page shows the order file as it is.
doc_shows docs/games/crusaders.md "$MOD/orders/saint_george.lua"
finish
