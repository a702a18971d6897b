# Runaway scripts: every place the host runs Lua is under the instruction budget and
# the memory cap, and a script cannot catch a limit's error and go on.
. "$(dirname "$0")/lib.sh"

evil() { # evil NAME BODY: a game whose play runs BODY
  game "$1" <<LUA
local game = { seats = 1 }
function game.setup(match) end
function game.play(match)
$2
  return { winner = 1 }
end
return game
LUA
}
evil tostring_loop 'error(setmetatable({}, { __tostring = function() while true do end end }))'
evil tostring_huge 'error(setmetatable({}, { __tostring = function() return string.rep("x", 200 * 1024 * 1024) end }))'
evil tostring_ok   'error(setmetatable({}, { __tostring = function() return "a custom error" end }))'
evil handler_loop  'xpcall(error, function() while true do end end)'
evil pcall_budget  'while true do pcall(function() while true do end end) end'
evil pcall_memory  'local t = {} while true do pcall(function() for i = 1, 1e9 do t[#t + 1] = string.rep("y", 1000) .. i end end) t = {} end'
evil deep_pcall   'local function f(n) return pcall(f, n + 1) end while true do f(1) end'
evil coroutine_loop 'local co = coroutine.wrap(function() while true do end end) co()'
evil big_string   'local s = string.rep("z", 2^30)'
expect 1 "$TABULA" play tostring_loop --games-dir "$G" --seed 1 --instruction-limit 2000000
contains "error object is a table value whose __tostring failed"
for g in handler_loop pcall_budget deep_pcall coroutine_loop; do
  expect 1 "$TABULA" play $g --games-dir "$G" --seed 1 --instruction-limit 2000000
  contains "instruction budget exceeded"
done
for g in pcall_memory big_string; do
  expect 1 "$TABULA" play $g --games-dir "$G" --seed 1 --memory-limit 64
  contains "memory"
done
expect 1 "$TABULA" play tostring_huge --games-dir "$G" --seed 1 --memory-limit 64
contains "error object is a table value whose __tostring failed"
expect 1 "$TABULA" play tostring_ok --games-dir "$G" --seed 1; contains "a custom error"
# The same in simulate: each costs its match, and the run goes on.
expect 1 "$TABULA" simulate pcall_budget --games-dir "$G" -n 3 --jobs 2 --no-progress --instruction-limit 2000000
contains "errors 3"
finish
