-- Crusade (CR-8): against an enemy token in a region holding your knight, if your power
-- against that enemy reaches its strength; the token goes to your play area, and you gain
-- its strength (Prussian, Slav) or its reward (Saracen).
local action_power = require "rules.power"
local buildings = require "rules.buildings"
local data = require "data"
local enemies = require "rules.enemies"
local influence = require "rules.influence"
local knights = require "rules.knights"
local map = require "map"
local memo = require "tabula.memo"
local moments = require "rules.moments"
local troops = require "rules.troops"

local crusade = { id = "crusade", name = "Crusade" }

function crusade.power(match, seat, x, enemy)
  return x + action_power.bonus(match, seat, "crusade", enemy)
end

-- The enemy tokens in regions holding the seat's knights: {region, token, strength}.
local function targets(match, seat)
  local out = {}
  for _, region in ipairs(knights.regions(match, seat)) do
    local token = enemies.at(match, region)
    if token then out[#out + 1] = { region = region, token = token, strength = enemies.strength(match, token.kind) } end
  end
  return out
end

-- The regions where a crusade is allowed: {region, token, strength, power}.
function crusade.choices(match, seat, x)
  local out = {}
  for _, t in ipairs(memo.get(match, targets, seat)) do
    local power = crusade.power(match, seat, x, t.token.kind)
    if power >= t.strength then out[#out + 1] = { region = t.region, token = t.token, strength = t.strength, power = power } end
  end
  return out
end

function crusade.performable(match, seat, x) return #crusade.choices(match, seat, x) > 0 end

-- CR-8.4: a Saracen's reward, if the player can and will take it; else 3 influence.
local function reward(match, seat, token, region)
  local what = token.props.reward
  local possible
  if what == "troop" then possible = troops.next(match, seat) ~= nil
  else possible = buildings.next_level(match, seat, what) ~= nil and buildings.room(match, region) end
  local take = false
  if possible then
    local label = what == "troop" and "muster your next troop for free"
                  or ("build your next %s in %s for free"):format(what, map.name(region))
    take = match:choose({ seat = seat, kind = "reward", prompt = "Saracen reward: take it or 3 influence?",
      options = { { id = "reward", label = label }, { id = "influence", label = "gain 3 influence" } } }) == "reward"
  end
  if not take then influence.gain(match, seat, 3, "Saracen reward")
  elseif what == "troop" then troops.muster(match, seat, "Saracen reward")
  else buildings.place(match, seat, what, region, "Saracen reward") end
end

function crusade.resolve(match, seat, x)
  local choices = crusade.choices(match, seat, x)
  if #choices == 0 then return end
  local options = {}
  for _, c in ipairs(choices) do
    local extra = c.token.props.reward and (", reward " .. c.token.props.reward) or ""
    options[#options + 1] = { id = c.region, label = ("%s in %s (strength %d, power %d%s)"):format(
      data.enemy_names[c.token.kind], map.name(c.region), c.strength, c.power, extra) }
  end
  local id = match:choose({ seat = seat, kind = "crusade", options = options,
    prompt = "Crusade: against which enemy?" })
  for _, c in ipairs(choices) do
    if c.region == id then
      match:move(c.token, match:zone("conquered:" .. seat))
      match:log("seat %d defeats the %s in %s", seat, data.enemy_names[c.token.kind], map.name(c.region))
      if c.token.kind == "saracen" then
        reward(match, seat, c.token, c.region)
      else
        influence.gain(match, seat, c.strength, "Crusade")
        enemies.advance(match, c.token.kind)
      end
      moments.raise(match, "defeated", seat, c.token.kind, c.region, c.strength)
    end
  end
end

return crusade
