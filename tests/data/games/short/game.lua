-- Unit-test fixture: a flow of about 300 VM instructions, shorter than the profile's
-- sampling period (tests/unit/test_script_profile.cpp).
local game = { name = "Short", version = "1", seats = 1 }

function game.setup(match) end

function game.play(match)
  for _ = 1, 300 do end
  return { winner = 1 }
end

return game
