-- The Towers of the Yogo (L5-3.4): bow: produce 4 gold. Grants an ability to every Personality you
-- control whose clan is Scorpion: "Battle, bow this Personality: choose an enemy Follower, or an enemy
-- Personality with no Follower attached, at the battlefield; it bows."
local actions = require "rules.actions"
local kit = require "rules.kit"
local zones = require "zones"
local card = {
  title = "The Towers of the Yogo",
  type = "stronghold",
  clan = "Scorpion",
  province_strength = 7, starting_honor = 1, produces = 4,
  -- Grants every Scorpion-clan Personality you control "Battle, bow this Personality:
  -- an enemy Follower, or an enemy Personality with no Follower, at the battlefield
  -- bows" (L5-17.2): registered below as a rule ability of such Personalities.
}

-- The Personalities the granted ability is on: Scorpion clan, controlled by a seat
-- whose Stronghold this is (not Voitagi, who is Unaligned).
local function bearers(match, seat)
  local out = {}
  for _, c in ipairs(zones.get(match, "home", seat):cards()) do
    if c.kind == card.title then
      return kit.personalities(match, function(p) return p.owner == seat and kit.stats.clan(p) == "Scorpion" end)
    end
  end
  return out
end

actions.rule({
  id = "towers", timing = "battle", costs = { { kind = "bow_self" } },
  text = "(The Towers of the Yogo) bow this Personality: an enemy Follower, or enemy Personality with no Follower, at the battlefield bows",
  targets = { { key = "target", prompt = "The Towers of the Yogo: what bows?",
                choices = function(ctx) return kit.bowable_enemies(ctx) end } },
  resolve = function(ctx) kit.bow(ctx, ctx.targets.target) end,
}, bearers)

return card
