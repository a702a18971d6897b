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

# A trace left by some matches only, anywhere among those a worker plays between two
# checks of the shared state: the matches after it are played again from the game as
# loaded, so none of them meets it (a match that meets it is a draw).
game sometimes <<'LUA'
local game = { seats = 2 }
local left = false
function game.setup(match) end
function game.play(match)
  if left then return { draw = true } end
  if match:random(5) == 1 then left = true end
  return { winner = 1 }
end
return game
LUA
for jobs in 1 2; do
  expect 0 "$TABULA" simulate sometimes --games-dir "$G" -n 100 --jobs $jobs --json --no-progress --results "$G/some$jobs.jsonl"
  contains '"wins": 100'; contains '"draws": 0'
  reloads=$(printf '%s' "$OUT" | sed -n 's/.*"reloads": \([0-9]*\).*/\1/p')
  [ "${reloads:-0}" -gt 5 ] || fail "sometimes: expected a reload after each match that left its trace, got '$reloads'"
  [ "$(wc -l < "$G/some$jobs.jsonl")" = 100 ] || fail "sometimes: --results has not one line per match"
  [ "$(cut -d, -f1 "$G/some$jobs.jsonl" | sort -u | wc -l)" = 100 ] || fail "sometimes: a match is missing or repeated in --results"
  eval "reloads_$jobs=$reloads"
done
[ "$reloads_1" = "$reloads_2" ] || fail "sometimes: $reloads_1 reloads with one job, $reloads_2 with two"

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
