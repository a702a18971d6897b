-- Unit-test fixture: match:log and match:logging.
local game = { name = "Logbook fixture", version = "1.0", seats = 1 }

function game.setup(match) end

function game.play(match)
  match.state.logging = match:logging()
  match:log("rolled %d", match:roll(6))
  match:finish{ winner = 1 }
end

return game
