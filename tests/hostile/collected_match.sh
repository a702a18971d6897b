# A scenario's test match collected while its match is still in use: the TestMatch
# (what T.match returns) is garbage as soon as a script keeps only `.match`, and a
# collection inside one of that match's methods (a filter that calls collectgarbage)
# must not free the match under the method's feet. The match lives on until the
# scenario ends (lua_api/l_test.h: TestSession::collected).
. "$(dirname "$0")/lib.sh"

game dropped <<'LUA'
local game = { seats = 1 }
function game.setup(match)
  local deck = match:zone{ id = "deck", kind = "deck" }
  for i = 1, 40 do match:create{ kind = "card" .. i, zone = deck } end
end
function game.play(match) return { winner = 1 } end
return game
LUA
mkdir -p "$G/dropped/scenarios"
cat > "$G/dropped/scenarios/dropped.lua" <<'LUA'
local T = require "tabula.test"
T.scenario("a test match collected in the middle of zone:search", function()
  local m = T.match{ seed = 1 }.match   -- the TestMatch is garbage from here
  local seen = m:zone("deck"):search(function() collectgarbage(); collectgarbage(); return true end)
  T.eq(#seen, 40)
  T.eq(#m:objects{}, 40)   -- still there after the collections, until the scenario ends
end)
T.scenario("many test matches made and dropped in one scenario", function()
  for i = 1, 200 do
    local m = T.match{ seed = i }.match
    m:zone("deck"):search(function() collectgarbage("step"); return false end)
  end
end)
LUA
expect 0 "$TABULA" test "$G/dropped"
contains "2 passed, 0 failed"
finish
