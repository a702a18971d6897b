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

# game.determinize, the game's redeal of what the seat cannot see: one that leaves a
# hidden card as it is, one that fails, loops, or gives match:redeal what it cannot take.
determinizing() { # determinizing NAME BODY: tests/data/games/hands (a hidden hand a seat) with that hook
  mkdir -p "$G/$1"
  sed "s/^return game\$/function game.determinize(match, seat) $2 end\nreturn game/" tests/data/games/hands/game.lua \
    >"$G/$1/game.lua"
}
determinizing leaky 'match:redeal(seat, { { match:zone("hand:1") } })'
expect 1 "$TABULA" play leaky --games-dir "$G" --seed 1 -a mcts:iterations=5
contains "leaky: game.determinize: left object #"
contains "in zone 'hand:2' hidden from seat 1 as it is: a search would see it"
determinizing failing 'error("no deal today")'
expect 1 "$TABULA" play failing --games-dir "$G" --seed 1 -a mcts:iterations=5
contains "the search could not deal the hidden cards again"
contains "no deal today"
determinizing looping 'while true do end'
expect 1 "$TABULA" play looping --games-dir "$G" --seed 1 -a mcts:iterations=5 --instruction-limit 2000000
contains "instruction budget exceeded"
determinizing numbers 'match:redeal(seat, { { 42 } })'
expect 1 "$TABULA" play numbers --games-dir "$G" --seed 1 -a mcts:iterations=5
contains "match:redeal: pool 1, item 1: a zone or an object, not number"
determinizing noseat 'match:redeal(7)'
expect 1 "$TABULA" play noseat --games-dir "$G" --seed 1 -a mcts:iterations=5
contains "match:redeal: seat 7 is not a seat of this match (1 to 2)"
determinizing whole 'match:redeal(seat)'
expect 0 "$TABULA" play whole --games-dir "$G" --seed 1 -a mcts:iterations=5 -a mcts:iterations=5 -q
contains "Winner: seat 1"

expect 2 "$TABULA" play tictactoe --seed 1 -a mcts:iterations=1000000000
contains "needs a number from 1 to 100000000"
expect 2 "$TABULA" play tictactoe --seed 1 -a mcts:ms=99999999999
contains "'ms=99999999999' needs a number"
expect 2 "$TABULA" play tictactoe --seed 1 -a "mcts:iterations=5,iterations"
contains "needs a number"
finish
