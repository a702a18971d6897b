# The mcts agent against hostile games: playouts that never end, a flow that loops
# without a decision inside a playout, a playout that allocates (memory stays bounded:
# every playout starts from the same copy), an error raised only in playouts, and
# absurd budgets. Each ends on its own with a clear error or a finished match.
. "$(dirname "$0")/lib.sh"

# The sanitizers' build cannot branch a match (no arena): mcts says so, and no more.
if "$TABULA" --version | grep -q sanitizers; then
  expect 1 "$TABULA" play tictactoe --seed 1 -a mcts:iterations=3
  contains "matches cannot branch"
  finish
fi

game endless <<'LUA'
local game = { seats = 2, perfect_information = true }
function game.setup(match) end
function game.play(match)
  while true do match:choose{ seat = match:seat(), options = { "a", "b" } } match:next_turn() end
end
return game
LUA
expect 1 "$TABULA" play endless --games-dir "$G" --seed 1 -a mcts:iterations=3
contains "went on for 100000 decisions without the match ending"

# Loops without asking anything once a playout has left the real match's first move.
game loops <<'LUA'
local game = { seats = 2, perfect_information = true }
function game.setup(match) match.state.n = 0 end
function game.play(match)
  match:choose{ options = { "a", "b" } }
  while true do end
end
return game
LUA
expect 1 "$TABULA" play loops --games-dir "$G" --seed 1 -a mcts:iterations=5 --instruction-limit 2000000
contains "a playout of the search failed"
contains "instruction budget exceeded"

# Every playout holds 20 MiB more at each decision (60 MiB by its end) under a 96 MiB
# cap: each starts from the same copy of the state, so none meets the cap, playout
# after playout (3,000 MiB allocated in all).
game hungry <<'LUA'
local game = { seats = 2, perfect_information = true }
function game.setup(match) end
function game.play(match)
  local held = {}
  for turn = 1, 3 do
    match:choose{ seat = 1 + turn % 2, options = { "a", "b" } }
    for i = 1, 80 do held[#held + 1] = string.rep(string.char(64 + i % 26), 256 * 1024) .. turn end
  end
  return { winner = 1 }
end
return game
LUA
expect 0 "$TABULA" play hungry --games-dir "$G" --seed 1 -a mcts:iterations=25 -a mcts:iterations=25 -q --memory-limit 96
contains "Winner: seat 1"

# An error raised only where the search goes (the match's RNG draws differently in
# playouts): the match fails with it.
game trap <<'LUA'
local game = { seats = 2, perfect_information = true }
function game.setup(match) end
function game.play(match)
  match:choose{ seat = 1, options = { "a", "b" } }
  if match:roll(1000) == 1000 or match:choose{ seat = 2, options = { "x", "y" } } == "y" then
    error("a trap in the rules")
  end
  return { winner = 1 }
end
return game
LUA
expect 1 "$TABULA" play trap --games-dir "$G" --seed 1 -a mcts:iterations=50
contains "a playout of the search failed"
contains "a trap in the rules"

expect 2 "$TABULA" play tictactoe --seed 1 -a mcts:iterations=1000000000
contains "needs a number from 1 to 100000000"
expect 2 "$TABULA" play tictactoe --seed 1 -a mcts:ms=99999999999
contains "'ms=99999999999' needs a number"
expect 2 "$TABULA" play tictactoe --seed 1 -a "mcts:iterations=5,iterations"
contains "needs a number"
finish
