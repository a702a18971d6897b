-- Ptilopsis (mod; faction "rhine_lab", not in the game). PASSIVE.
--   MOD-P1: while she is on the main track, each time an opponent token passes her
--           square during a normal move (CH-6.2), that token's owner receives a Sora
--           mark: their next roll is reduced by 3, at least 1 (CH-8.9).
--   MOD-P2: passing only. A move that ends on her square captures her (CH-6.7); a move
--           stopped before her square (CH-6.3), a jump over her (CH-6.5), a shortcut
--           (CH-6.6) or a displacement (CH-6.8) passes nothing; her own side's tokens
--           never mark their owner (CH-8.5). Home or in her lane she marks nobody.
-- A kind of passive no game operator has: a trigger on the game's "passed" moment.
local effects = require "tabula.effects"
local rules = require "rules"

-- Is this "passed" moment an opponent going past her square on the main track?
local function passes_her(ptilopsis, ev)
  return ev.token.seat ~= ptilopsis.seat and ev.square == rules.square(ptilopsis)
end

local function mark_passer(match, ptilopsis, ev)
  rules.log(match, "%s passes %s", ev.token, ptilopsis)
  rules.give_mark(match, ev.token.seat, "sora")
end

return {
  id = "ptilopsis", name = "Ptilopsis", faction = "rhine_lab",
  summary = "PASSIVE (mod): an opponent passing her gets a Sora mark (next roll -3)",
  passive = function(match, ptilopsis)
    effects.trigger(match, {
      event = "passed", name = "Ptilopsis marks", source = ptilopsis, seat = ptilopsis.seat,
      condition = function(ev) return passes_her(ptilopsis, ev) end,
      operation = function(ev) mark_passer(match, ptilopsis, ev) end })
  end,
}
