local game = { name = "Broken", seats = 1 }
function game.setup(match)
  local x = = 1
end
return game
