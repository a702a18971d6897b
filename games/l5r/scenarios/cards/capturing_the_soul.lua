-- Capturing the Soul (L5-3.6): Ritual Limited: bow its Shugenja and any of your other Shugenja,
-- remove the Spell from the game: if their Chi sum exceeds 3x the target's Chi, the target is
-- removed from the game (L5-10.9, L5-17.12).
local T = require "tabula.test"
local P = require "positions"

local function ex11()
  return P.match{ ap = 1, phase = "action", honor = { 10, 3 },
    home = { { { "Asahina Yasutora", attach = { "Walking the Way", "Walking the Way", "Capturing the Soul" } },
               "Asahina Konomi", "Doji Genshin" },
             { "Voitagi", "Shosuro Koshiba" } },
    hand = { { "Secrets on the Wind" }, {} } }
end

T.scenario("Ex-11: Yasutora and Konomi (3 + 5 = 8 > 6) remove Voitagi from the game; he is not dead (cards/capturing_the_soul.lua) [L5-10.6, L5-10.9, L5-17.12]", function()
  local t = ex11()
  P.next(t)
  T.truthy(P.offers(t, "Secrets on the Wind: Limited — equip"), "Konomi may take a Spell")
  t:answer(P.option(t, "Capturing the Soul"))
  P.pick(t, 1, "Voitagi")
  local p = P.next(t)
  T.eq(p.kind, "ritual")
  T.eq(p.labels, { "Asahina Konomi" }, "only his other unbowed Shugenja; Genshin is none")
  t:answer(P.option(t, "Asahina Konomi"))
  P.next(t)
  T.eq(P.titles(t, 2, "removed"), { "Voitagi" })
  T.eq(P.card(t, 2, "removed", "Voitagi").props.dead, nil, "not dead")
  T.eq(P.honor(t), { 10, 3 })
  T.eq(P.titles(t, 1, "removed"), { "Capturing the Soul" })
  T.eq(P.card(t, 1, "home", "Asahina Yasutora").turned, true)
  T.eq(P.card(t, 1, "home", "Asahina Konomi").turned, true)
  T.eq(#P.card(t, 1, "home", "Asahina Yasutora"):attachments(), 2, "two Spells left")
end)

T.scenario("Capturing the Soul on Koshiba: 8 > 9 is false; nothing happens and the Spell is gone (cards/capturing_the_soul.lua) [L5-17.12]", function()
  local t = ex11()
  P.pick(t, 1, "Capturing the Soul")
  P.pick(t, 1, "Shosuro Koshiba")
  P.pick(t, 1, "Asahina Konomi")
  P.next(t)
  T.truthy(P.card(t, 2, "home", "Shosuro Koshiba") ~= nil)
  T.eq(P.titles(t, 1, "removed"), { "Capturing the Soul" })
end)

T.scenario("Capturing the Soul alone: Yasutora's 3 > 3 x Chi 0... Voitagi's 2 x 3 = 6: no; a ritual of one (cards/capturing_the_soul.lua) [L5-10.9]", function()
  local t = ex11()
  P.pick(t, 1, "Capturing the Soul")
  P.pick(t, 1, "Voitagi")
  t:answer({})                                   -- nobody joins
  P.next(t)
  T.truthy(P.card(t, 2, "home", "Voitagi") ~= nil, "3 > 6 is false")
  T.eq(P.card(t, 1, "home", "Asahina Konomi").turned, false)
end)

T.scenario("A Shugenja carrying Chi Spells takes no more (cards/capturing_the_soul.lua) [L5-10.6]", function()
  local t = P.match{ ap = 1, phase = "action",
    home = { { { "Asahina Yasutora", attach = { "Walking the Way", "Walking the Way", "Capturing the Soul" } }, "Doji Genshin" }, {} },
    hand = { { "Secrets on the Wind" }, {} } }
  P.next(t)
  T.truthy(not P.offers(t, "Secrets on the Wind"), "Yasutora is full, Genshin is no Shugenja")
end)
