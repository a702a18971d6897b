-- Shosuro Keiichi (L5-3.7): Ninja Battle, bow Keiichi: Ranged 3 attack. Then (separate effect) you may
-- discard a card from your hand to straighten Keiichi.
local zones = require "zones"
return {
  title = "Shosuro Keiichi",
  type = "personality",
  deck = "dynasty",
  clan = "Scorpion",
  gold = 7, force = 3, chi = 4, personal_honor = 1,
  keywords = { "Samurai", "Ninja" },
  -- Ninja Battle, bow Keiichi: Ranged 3; then, a separate effect (L5-17.5), you may
  -- discard a card from your hand to straighten him.
  ranged = { strength = 3, labels = { "Ninja" }, after = function(ctx, keiichi)
    local match = ctx.match
    local hand = zones.get(match, "hand", ctx.seat)
    if not ctx:allowed("straighten") or hand:count() == 0 or not keiichi.in_play then return end
    local options = { { id = "decline", label = "Keep Keiichi bowed" } }
    for _, c in ipairs(hand:cards()) do
      options[#options + 1] = { id = tostring(c.id), label = "Discard " .. c.kind .. " to straighten Keiichi", card = c }
    end
    local _, o = match:choose{ seat = ctx.seat, kind = "keiichi", prompt = "Shosuro Keiichi: straighten him?",
                               options = options }
    if o.card then
      match:move(o.card, zones.get(match, "fate_discard", ctx.seat))
      keiichi:unturn()
    end
  end },
}
