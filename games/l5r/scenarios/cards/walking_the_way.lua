-- Walking the Way (L5-3.6): Limited: bow its Shugenja, destroy it: take any card of your Fate
-- deck into your hand, then shuffle.
local T = require "tabula.test"
local P = require "positions"
local zones = require "zones"

T.scenario("Walking the Way: any card of the Fate deck comes to hand; the Spell is destroyed, its Shugenja bowed (cards/walking_the_way.lua) [L5-3.6, L5-10.7, D-19]", function()
  local t = P.match{ ap = 1, phase = "action",
    home = { { { "Asahina Yasutora", attach = { "Walking the Way" } }, "Daidoji Kenshi" }, {} } }
  local deck = zones.get(t.match, "fate", 1)
  local before = deck:count()
  P.pick(t, 1, "Walking the Way")
  local p = P.next(t)
  T.eq(p.kind, "search")
  T.eq(#p.options, before, "every card of the deck is offered")
  local title = p.labels[#p.labels]
  t:answer(p.options[#p.options])
  P.next(t)
  T.eq(P.titles(t, 1, "hand"), { title })
  T.eq(deck:count(), before - 1)
  T.eq(P.titles(t, 1, "fate_discard"), { "Walking the Way" })
  T.eq(P.card(t, 1, "home", "Asahina Yasutora").turned, true)
end)

T.scenario("Walking the Way cannot be cast once its Shugenja is bowed (cards/walking_the_way.lua) [L5-10.7, L5-2.7]", function()
  local t = P.match{ ap = 1, phase = "action",
    home = { { { "Asahina Yasutora", bowed = true, attach = { "Walking the Way" } }, "Daidoji Kenshi" }, {} } }
  P.next(t)
  T.truthy(P.offers(t, "petition"))
  T.truthy(not P.offers(t, "Walking the Way"))
end)

T.scenario("Walking the Way on a Personality who is not a Shugenja cannot be cast (cards/walking_the_way.lua) [L5-10.7, L5-10.8]", function()
  local t = P.match{ ap = 1, phase = "action",
    home = { { { "Doji Genshin", attach = { "Walking the Way" } }, { "Asahina Yasutora", attach = { "Walking the Way" } } },
             {} } }
  P.next(t)
  local offered = 0
  for _, l in ipairs(t:pending().labels) do if l:find("Walking the Way", 1, true) then offered = offered + 1 end end
  T.eq(offered, 1, "only the copy on Yasutora, a Shugenja; the one on Genshin stays attached, uncast")
end)
