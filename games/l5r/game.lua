-- Legend of the Five Rings, the Gold-era two-player starter game (rules:
-- docs/games/l5r.md, spec ids L5-x.y). Every card is a file in cards/; the rules
-- that all cards share are in rules/.
require "rules.equip"      -- rule abilities: equip, petition and Favor actions, seppuku
require "rules.favor"
require "rules.seppuku"
require "rules.ranged"
require "rules.tactician"
local catalog = require "catalog"
local render = require "render"
local setup = require "setup"
local turn = require "turn"

local game = {
  name = "Legend of the Five Rings",
  version = "1.0",
  seats = { min = 2, max = 2, default = 2 },
  options = {
    deck1 = { default = "crane", help = "seat 1's decklist, decks/NAME.txt (a mod may add lists) (L5-21.2)" },
    deck2 = { default = "scorpion", help = "seat 2's decklist, decks/NAME.txt (L5-21.2)" },
    first_player = { default = "honor", choices = { "honor", "random", "honor_draw" },
                     help = "who takes turn 1 (L5-15.1, L5-15.2)" },
    one_time_events = { default = true, help = "each Event title resolves only once a game (L5-15.3)" },
    max_turns = { default = 200, min = 1, help = "a draw when this turn ends with no winner (L5-21.9)" },
    ask_to_pass = { default = false, help = "ask a player even when passing is all he may do, so that being asked "
                    .. "tells the other player nothing (L5-21.10); more questions (docs/games/l5r.md)" },
  },
}

catalog.load()

game.setup = setup.run
game.play = turn.play
game.render = render.text
game.view = render.view
game.scene = require "scene"
game.determinize = require "determinize"
game.evaluate = require "evaluate"

-- Balance tables (`tabula simulate`): each seat's deck, and "first" for the player who
-- took turn 1 (L5-15.1).
function game.traits(match, seat)
  local out = { "deck:" .. match.state.decks[seat] }
  if match.state.first == seat then out[#out + 1] = "first" end
  return out
end

return game
