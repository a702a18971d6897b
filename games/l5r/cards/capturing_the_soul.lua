-- Capturing the Soul (L5-3.6): Ritual Limited (L5-10.9): bow the Shugenja carrying it plus any number
-- (0 or more) of your other unbowed Shugenja, and put this Spell out of the game; choose a Personality
-- as the target. Add up the current Chi of every Shugenja bowed for this; if the sum exceeds three
-- times the target's current Chi, the target and everything attached to him are removed from the game.
local kit = require "rules.kit"
local moves = require "rules.moves"
return {
  title = "Capturing the Soul",
  type = "spell",
  deck = "fate",
  gold = 2, focus = 1,
  keywords = { "Ritual" },
  abilities = {
    { id = "capture", timing = "limited", labels = { "Ritual" },
      text = "bow the Shugenja and any of your other Shugenja, remove this Spell: remove a Personality whose Chi x3 is less than their Chi",
      targets = { { key = "target", prompt = "Capturing the Soul: which Personality?",
                    choices = function(ctx) return kit.personalities(ctx.match) end } },
      costs = { { kind = "bow_bearer" },
                { kind = "ritual", key = "ritual", choices = function(ctx)      -- L5-10.9, D-6
                  return kit.personalities(ctx.match, function(p)
                    return p.owner == ctx.seat and p ~= ctx.performer and not p.turned and kit.stats.has(p, "Shugenja")
                  end)
                end },
                { kind = "remove_self" } },
      resolve = function(ctx)
        local t = ctx.targets.target
        if not t or not ctx:allowed("remove") then return end
        local sum = kit.stats.chi(ctx.match, ctx.performer)
        for _, p in ipairs(ctx.paid.ritual) do sum = sum + kit.stats.chi(ctx.match, p) end
        if sum > 3 * kit.stats.chi(ctx.match, t) then moves.remove(ctx.match, t) end   -- L5-17.12
      end },
  },
}
