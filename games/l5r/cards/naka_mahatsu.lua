-- Naka Mahatsu (L5-3.5): Reaction (once per turn): only while it is an Action phase or Mahatsu is at
-- the battlefield, respond to an elemental or Thunder action (ability line carries Thunder or an
-- element keyword, L5-14.3): negate all its effects. Limited: search your Fate deck for a card with
-- Thunder or an element keyword, show it, put it into your hand, shuffle the deck.
local flow = require "tabula.flow"
local catalog = require "catalog"
local kit = require "rules.kit"
local ELEMENTAL = { Air = true, Earth = true, Fire = true, Water = true, Void = true, Thunder = true }
return {
  title = "Naka Mahatsu",
  type = "personality",
  deck = "dynasty",
  clan = "Unaligned",
  gold = 12, force = 5, chi = 6, honor_requirement = 4, personal_honor = 2,
  keywords = { "Ronin", "Shugenja", "Alchemist", "Air", "Earth", "Fire", "Water", "Void", "Thunder" },
  unique = true,
  abilities = {
    { id = "negate", timing = "reaction", presence = true,           -- Action phase, or at the battlefield
      text = "negate an elemental or Thunder action (Action phase, or Mahatsu at the battlefield)",
      responds = function(_, x)                                      -- L5-14.3, L5-17.4: the ability line
        for l in pairs(x.line) do if ELEMENTAL[l] then return true end end
        return false
      end,
      resolve = function(ctx) flow.negate(ctx.d.responds_to, "all") end },
    { id = "search", timing = "limited",
      text = "search your Fate deck for a card with Thunder or an element keyword",
      resolve = function(ctx)
        if not ctx:allowed("search") then return end
        kit.search_fate(ctx.match, ctx.seat, function(c)
          local def = catalog.of(c)
          for k in pairs(def.has) do if ELEMENTAL[k] then return true end end
          for _, a in ipairs(def.abilities) do
            for _, l in ipairs(a.labels) do if ELEMENTAL[l] then return true end end
          end
          return false
        end, "Naka Mahatsu: take a Thunder or elemental card", true)
      end },
  },
}
