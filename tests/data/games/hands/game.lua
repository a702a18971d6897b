-- Each seat holds three cards only it sees, and the game has no determinize hook:
-- mcts must refuse it (tests/unit/test_mcts.cpp, tests/cli/mcts.sh); tests/hostile/mcts.sh
-- adds hooks of its own.
local game = { seats = 2 }

function game.setup(match)
  for seat = 1, 2 do
    local hand = match:zone{ id = "hand:" .. seat, kind = "hand", owner = seat }
    for n = 1, 3 do match:create{ kind = "card" .. n, owner = seat, zone = hand } end
  end
end

function game.play(match)
  match:choose{ seat = 1, options = { "a", "b" } }
  return { winner = 1 }
end

return game
