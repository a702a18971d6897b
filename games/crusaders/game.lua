-- Crusaders: Thy Will Be Done, 2 to 5 players (rules: docs/games/crusaders.md, spec ids
-- CR-x.y). The map is data (regions.lua), each knight order a file in orders/, each
-- building type one in buildings/, each kind of bonus tile one in tiles/; the five
-- actions are in actions/.
local catalog = require "catalog"
local render = require "render"
local setup = require "setup"
local turn = require "turn"

local game = {
  name = "Crusaders: Thy Will Be Done",
  version = "1.0",
  seats = { min = 2, max = 5, default = 2 },
  perfect_information = true,  -- nothing is hidden (docs/games/crusaders.md, "Who sees what"): mcts may search it
  options = {
    players = { default = 0, choices = { 0, 2, 3, 4, 5 }, help = "the player count; 0: the seat count (--seats) (CR-15)" },
    wheel = { default = "random", help = "six wedge ids for positions 1..6, comma-separated, or random (CR-2.5, CR-16.3)" },
    knight_orders = { default = true, help = "deal two knight orders to each player (CR-2.7)" },
    round_limit = { default = 200, min = 1, help = "the game ends and is scored after this many rounds (CR-12.3)" },
  },
}

catalog.load()

game.setup = setup.run
game.play = turn.play
game.render = render.text
game.view = render.view
game.scene = require "scene"
game.evaluate = require "evaluate"

function game.traits(match, seat)
  local out = { "seat:" .. seat }
  local order = match.state.order[seat]
  if order then out[#out + 1] = "order:" .. order end
  return out
end

return game
