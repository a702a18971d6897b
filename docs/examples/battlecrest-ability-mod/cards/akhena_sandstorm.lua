-- Sandstorm / Sandstorm Raging (BCA-1): Akhena's fifth action card, with SCORCH, an
-- ability of a kind the game has not got (BCA-2).
local damage = require "rules.damage"
local reach = require "rules.reach"
local row = require "rules.row"

-- SCORCH n RANGE: every enemy character within RANGE of your hero takes n damage. It
-- is no attack: no defence (BC-8.2), no target to choose, no ATK or RNG bonus.
local function scorch(n, range)
  local function burnt(act) return reach.enemies_within(act.match, act.seat, act.hero.space, range) end
  return {
    kind = "scorch", label = ("SCORCH %d %s"):format(n, range.text),
    can = function(act) return #burnt(act) > 0 end,
    perform = function(act)
      for _, c in ipairs(burnt(act)) do damage.deal(act.match, c, n, row.name(act.card)) end
    end,
    strike = function(act) return #burnt(act) > 0 and n or nil end,   -- the solo AI's weight (BC-15.4)
  }
end

return {
  id = "akhena_sandstorm", kind = "action", set = "akhena",
  sides = {
    start = { name = "Sandstorm", move = 1, crest = "SUN", def = 1, flip = true,
              abilities = { scorch(1, reach.MEDIUM) } },
    flipped = { name = "Sandstorm Raging", move = 1, crest = "MOON", def = 0, flip = true,
                abilities = { scorch(2, reach.SHORT) } },
  },
}
