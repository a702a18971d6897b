-- A player's troop track (CR-1.5, CR-7): five troops, mustered leftmost first.
local data = require "data"
local influence = require "rules.influence"
local moments = require "rules.moments"

local troops = {}

function troops.cards(match, seat) return match:zone("troops:" .. seat):cards() end

function troops.mustered(match, seat)
  local n = 0
  for _, t in ipairs(troops.cards(match, seat)) do if t.side == "mustered" then n = n + 1 end end
  return n
end

-- The leftmost unmustered troop: its object and its row of CR-1.5, or nil.
function troops.next(match, seat)
  for i, t in ipairs(troops.cards(match, seat)) do
    if t.side == "unmustered" then return t, data.troops[i] end
  end
  return nil
end

-- The crusade bonus of the mustered troops (CR-8.2).
function troops.crusade(match, seat)
  local n = 0
  for i, t in ipairs(troops.cards(match, seat)) do
    if t.side == "mustered" then n = n + data.troops[i].crusade end
  end
  return n
end

-- Flips the leftmost unmustered troop and gains its influence: the moment "mustered".
function troops.muster(match, seat, why)
  local troop, row = troops.next(match, seat)
  troop:flip_side("mustered")
  influence.gain(match, seat, row.influence, why)
  moments.raise(match, "mustered", seat, troops.mustered(match, seat), why)
end

return troops
