-- Mutiny, hero of the set Mutiny (BC-1.6): crests ANCHOR and POWDER, three action
-- cards (rows/mutiny.lua) and the minion Rig. Star ability Press Gang: Mutiny and Rig
-- exchange cells, only while Rig is on the map; Mutiny enters his new cell first, then
-- Rig (BC-12.1).
local characters = require "rules.characters"
local hazards = require "rules.hazards"

return {
  id = "mutiny", kind = "hero", name = "Mutiny",
  crests = { "ANCHOR", "POWDER" },
  row = require "rows.mutiny",
  health = "mutiny_health",
  minion = "rig",
  ai = "mutiny_ai",
  star = {
    id = "press_gang", name = "Press Gang",
    usable = function(ctx) return characters.minion(ctx.match, ctx.seat) ~= nil end,
    resolve = function(ctx)
      local match, hero = ctx.match, ctx.hero
      local rig = characters.minion(match, ctx.seat)
      local a, b = hero.space, rig.space
      characters.swap(match, hero, rig)
      match:log("Press Gang: Mutiny %s -> %s, Rig %s -> %s", a, b, b, a)
      hazards.enter(match, hero, b)
      if not rig.gone then hazards.enter(match, rig, a) end
    end,
  },
}
