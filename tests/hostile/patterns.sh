# Backtracking patterns: string.find/match/gmatch/gsub run on the host's matcher, whose
# step limit ends a costly call with a clear error (exit 1) in well under a second,
# whatever calls it: the method syntax, pcall in a loop, a gsub callback. A loop of
# calls each under the limit is stopped by the instruction budget, which the steps
# are charged to (the command line counts with the watchdog).
. "$(dirname "$0")/lib.sh"
SECONDS_EACH=${HOSTILE_SECONDS:-20}

# pattern_game NAME CODE: a one-seat game whose play runs CODE (with `s`, 200000 a's).
pattern_game() {
  game "$1" <<LUA
local game = { name = "$1", version = "1", seats = 1 }
function game.setup(match) end
function game.play(match)
  local s = string.rep("a", 200000)
  $2
  match:finish{ winner = 1, reason = "survived" }
end
return game
LUA
}

pattern_game find 'string.find(s, ".-.-.-.-b")'
pattern_game method 's:find(".-.-.-.-b")'
pattern_game match 'local a, b = s:match("(.-)(.-)b")'
pattern_game gsub 's:gsub(".-.-b", "")'
pattern_game gmatch 'for w in s:gmatch(".-.-b") do end'
pattern_game backref 'string.find(s, "(.-)%1b")'
pattern_game pcall_loop 'for i = 1, 1e9 do pcall(string.find, s, ".-.-.-.-b") end'
pattern_game in_callback 'string.gsub("xyz", "%a", function(c) return (s:find(".-.-.-b")) end)'
pattern_game error_handler 'xpcall(error, function(e) return s:match(".-.-.-b") end, "x")'
# Each call under the step limit, many calls over the budget.
pattern_game small_loop 'local t = s:sub(1, 150) while true do pcall(string.find, t, ".-.-b") end'

for g in find method match gsub gmatch backref pcall_loop in_callback; do
  expect 1 "$TABULA" play "$g" --games-dir "$G" --seed 1
  contains "pattern too costly (more than 10000000 steps; a backtracking pattern?)" "$g"
  contains "games/$g/game.lua:" "$g"
  lacks "survived" "$g"
done
# In a message handler Lua reports its own "error in error handling"; the run ends all the same.
expect 1 "$TABULA" play error_handler --games-dir "$G" --seed 1
lacks "survived"
expect 1 "$TABULA" play small_loop --games-dir "$G" --seed 1
contains "games/small_loop/game.lua:5: instruction budget exceeded"
# The same in simulate, where each costly match costs its own match only.
expect 1 "$TABULA" simulate method --games-dir "$G" -n 3 --jobs 2 --no-progress
contains "pattern too costly"
finish
