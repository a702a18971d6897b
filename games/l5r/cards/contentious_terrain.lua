-- Contentious Terrain (L5-3.6): Battle (Terrain, L5-12.9): put this card into play at the battlefield.
-- Once it resolves at the end of the segment, each Personality of yours there gets +1F until the
-- battle ends.
local effects = require "tabula.effects"
local kit = require "rules.kit"
local stats = require "rules.stats"
local zones = require "zones"
return {
  title = "Contentious Terrain",
  type = "strategy",
  deck = "fate",
  focus = 1,
  keywords = { "Terrain" },
  abilities = { kit.terrain_ability("put into play at the battlefield; once resolved, each of your Personalities there gets +1F until the battle ends") },
  on_terrain = function(match, card, b)
    local field = zones.field(match, b.defender, b.province)
    effects.modifier(match, { query = "force", name = "Contentious Terrain", source = card,
                              duration = { until_event = "battle_ended" },
                              applies = function(c)
                                return stats.is(c, "personality") and c.zone == field and c.owner == card.owner
                              end,
                              modify = function(v) return v + 1 end })
  end,
}
