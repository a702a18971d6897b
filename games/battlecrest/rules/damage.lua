-- Damage to a character (BC-8.2, BC-9.1) and the end of the game when a hero is
-- defeated (BC-14.1).
local characters = require "rules.characters"
local health = require "rules.health"

local damage = {}

local function defeat(match, seat)
  local other = seat % match.seats + 1
  match:log("%s is defeated", characters.name(characters.hero(match, seat)))
  match:finish{ winner = other, reason = characters.name(characters.hero(match, seat)) .. " defeated" }
end

-- Deals n damage to a character, one point at a time; `why` names the source for
-- the log. A minion flips at the first point and is destroyed at the next (excess is
-- lost within one damage event).
function damage.deal(match, obj, n, why)
  if n <= 0 or obj.gone then return end
  local name = characters.name(obj)
  if characters.is_hero(match, obj) then
    for _ = 1, n do
      if health.hit(match, obj.owner) then defeat(match, obj.owner) end
    end
    match:log("%s takes %d damage (%s): %s", name, n, why, health.text(match, obj.owner))
  elseif obj.side == "start" then
    obj:flip_side("flipped")
    match:log("%s takes %d damage (%s) and flips to %s", name, n, why, characters.name(obj))
  else
    match:log("%s takes %d damage (%s) and is destroyed", name, n, why)
    match:destroy(obj)
  end
end

return damage
