# Isolation between matches: whatever a match does to the state its matches share, the
# next match of the same worker starts from the game as loaded, so `simulate` gives each
# match the result `play` gives it alone. Libraries and host metatables are read-only.
. "$(dirname "$0")/lib.sh"

# A game that wins for seat 1 in a pristine state and for seat 2 if it meets any trace
# an earlier match left: a module local, a global, a field of the game table, a weak
# cache keyed by a shared table, a table of a required module.
game traces <<'LUA'
local data = require "data"
local game = { seats = 2 }
local count = 0
local cache = setmetatable({}, { __mode = "k" })
function game.setup(match) end
function game.play(match)
  local clean = count == 0 and seen == nil and game.extra == nil and cache[data] == nil and #data.list == 0
  count = count + 1
  seen = true
  game.extra = 1
  cache[data] = true
  data.list[#data.list + 1] = 1
  return { winner = clean and 1 or 2 }
end
return game
LUA
mkdir -p "$G/traces" && echo 'return { list = {} }' > "$G/traces/data.lua"
expect 0 "$TABULA" simulate traces --games-dir "$G" -n 40 --json --no-progress
contains '"wins": 40'; contains '"reloads": 40'
expect 0 "$TABULA" simulate traces --games-dir "$G" -n 40 --jobs 2 --json --no-progress
contains '"wins": 40'
expect 0 "$TABULA" simulate traces --games-dir "$G" -n 3 --no-progress
contains "changed the state its matches share"; contains "upvalue count of require('game').play = 1 (was 0)"

# What every match shares is read-only: the libraries, strings' metatable, the match's
# metatable; finalizers are refused.
for body in 'string.len = nil' 'table.insert = print' 'rawset(math, "pi", 3)' 'getmetatable("").__index.x = 1' \
            'getmetatable(match).__index.roll = nil' 'setmetatable({}, { __gc = function() end })' \
            'tabula.version = "x"'; do
  game shared <<LUA
local game = { seats = 1 }
function game.setup(match) end
function game.play(match) $body; return { winner = 1 } end
return game
LUA
  expect 1 "$TABULA" play shared --games-dir "$G" --seed 1
  contains "games/shared/game.lua:3:"
done
# A game's own globals are its own: setting one is allowed and seen by its modules.
game globals <<'LUA'
local game = { seats = 1 }
function game.setup(match) shared_value = 5 end
function game.play(match) return { winner = shared_value == 5 and _G.shared_value == 5 and 1 or nil } end
return game
LUA
expect 0 "$TABULA" simulate globals --games-dir "$G" -n 5 --json --no-progress; contains '"wins": 5'

# Scenarios of one file run each in a host of their own.
mkdir -p "$G/traces/scenarios"
cat > "$G/traces/scenarios/twice.lua" <<'LUA'
local T = require "tabula.test"
for i = 1, 3 do
  T.scenario("match " .. i .. " starts clean", function()
    local t = T.match{ seed = i }
    T.eq(t:run(), "finished")
    T.eq(t.result.winners, { 1 })
  end)
end
LUA
expect 0 "$TABULA" test "$G/traces"; contains "3 passed, 0 failed"

# Every shipped game, match for match against play: tests/hostile/isolation_games.sh.
finish
