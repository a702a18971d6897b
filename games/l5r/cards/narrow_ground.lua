-- Narrow Ground (L5-3.8): Battle (Terrain): put this card into play at the battlefield. Once it
-- resolves at the end of the segment, until the battle ends every Personality there with Force greater
-- than 2 has Force 2.
local effects = require "tabula.effects"
local kit = require "rules.kit"
local stats = require "rules.stats"
local zones = require "zones"
return {
  title = "Narrow Ground",
  type = "strategy",
  deck = "fate",
  focus = 1,
  keywords = { "Terrain" },
  abilities = { kit.terrain_ability("put into play at the battlefield; once resolved, every Personality there with Force above 2 has Force 2") },
  -- Until the battle ends, Force above 2 becomes 2, after every other modifier (L5-21.11).
  on_terrain = function(match, card, b)
    local field = zones.field(match, b.defender, b.province)
    effects.modifier(match, { query = "force", name = "Narrow Ground", order = 1000000, source = card,
                              duration = { until_event = "battle_ended" },
                              applies = function(c) return stats.is(c, "personality") and c.zone == field end,
                              modify = function(v) return math.min(v, 2) end })
  end,
}
