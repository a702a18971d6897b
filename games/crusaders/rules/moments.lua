-- The moments the rules raise and the questions they ask, through the match's effects
-- (tabula.effects): an order's, a building's or a tile's hooks (rules/hooks.lua), and any
-- trigger or modifier a mod's file registers, take part in the game here. Nothing in the
-- rules names an order, a building or a tile.
--
--   moments (events; ev.seat is the player it happens to)
--     mustered {seat, troop, why}                 a troop turned (Muster, a Saracen reward)
--     stepped {seat, knight, from, to, cost}      a knight's step (Move)
--     built {seat, building, level, region, why}  a building placed (Build, a Saracen reward)
--     upgraded {seat, wedge, position}            a wedge turned to its upgraded side
--     defeated {seat, enemy, region, strength}    a crusade won, its strength or reward taken
--     resolved {seat, action, x}                  an action resolved (each share of a split)
--     gained {seat, amount, why}                  influence gained
--   questions (queries: the answer so far, then the arguments)
--     "power" (power, seat, action, enemy)        an action's power (CR-11; enemy for Crusade)
--     "step_cost" (cost, seat, from, leaving_enemy)  a Move step's cost (CR-6.2)
--     "building_cost" (cost, seat, building, level, region)  a building's cost (CR-9.3)
--     "score" (score, seat)                       a final score (CR-13)
local effects = require "tabula.effects"

local moments = {}

-- Each moment's fields after the seat, in the order raise takes them; a hook on the
-- moment gets the first one first.
moments.FIELDS = { mustered = { "troop", "why" }, stepped = { "knight", "from", "to", "cost" },
                   built = { "building", "level", "region", "why" }, upgraded = { "wedge", "position" },
                   defeated = { "enemy", "region", "strength" }, resolved = { "action", "x" },
                   gained = { "amount", "why" } }
moments.QUESTIONS = { "building_cost", "power", "score", "step_cost" }
-- The moments about a region (a tile's copy hears only those about its own).
moments.REGION = { built = true, defeated = true }

local FIELDS, emit, listens, select = moments.FIELDS, effects.emit, effects.listens, select

-- Raises the moment `name` of `seat` with its fields (in FIELDS' order); nothing is
-- built or dispatched when nothing listens.
function moments.raise(match, name, seat, ...)
  if not listens(match, name, "seat", seat) then return end
  local ev, fields = { name = name, seat = seat }, FIELDS[name]
  for i = 1, select("#", ...) do ev[fields[i]] = (select(i, ...)) end
  emit(match, ev)
end

-- Asks a question: `base`, as the match's modifiers change it.
moments.ask = effects.query

return moments
