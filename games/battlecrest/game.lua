-- Battlecrest, the Fellwoods map: Akhena against Mutiny, or either against the solo
-- AI (rules: docs/games/battlecrest.md, spec ids BC-x.y). Every card is a file in
-- cards/, every landmark one in landmarks/; the rules they share are in rules/.
local catalog = require "catalog"
local render = require "render"
local setup = require "setup"
local turn = require "turn"

local game = {
  name = "Battlecrest",
  version = "1.0",
  seats = 2,
  perfect_information = true,  -- nothing is hidden (docs/games/battlecrest.md, "Who sees what"): mcts may search it
  options = {
    layout = { default = "random", help = "landmark numbers for slots P1..P6, such as 123456, or random (BC-2.1)" },
    heroes = { default = "akhena,mutiny", help = "the hero sets of seats 1 and 2 (BC-2.2)" },
    first_seat = { default = 0, choices = { 0, 1, 2 }, help = "who takes the first turn; 0: the match RNG draws (BC-2.3)" },
    solo = { default = false, help = "the seat ai_seat is played by the game's own AI (BC-15)" },
    ai_seat = { default = 2, choices = { 1, 2 }, help = "the seat the solo AI plays (BC-17.6)" },
    round_limit = { default = 100, min = 1, help = "a draw when this many rounds pass with no winner (BC-14.2)" },
  },
}

catalog.load()
require "ai.solo"   -- loaded with the game, not in a match's first AI decision (decide.lua)

game.setup = setup.run
game.play = turn.play
game.render = render.text
game.view = render.view
game.scene = require "scene"
game.evaluate = require "evaluate"

function game.traits(match, seat)
  local out = { "hero:" .. match.state.sets[seat], "seat:" .. seat }
  if match.state.first == seat then out[#out + 1] = "first" end
  if match.state.ai_seat == seat then out[#out + 1] = "ai" end
  return out
end

return game
