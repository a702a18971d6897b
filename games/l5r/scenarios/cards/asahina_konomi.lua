-- Asahina Konomi (L5-3.5): no ability; Shugenja with Chi 5 (carries up to 5 Spells, L5-10.6),
-- HR 2, PH 4.
local T = require "tabula.test"
local P = require "positions"

T.scenario("Konomi (Chi 5) takes a fourth Spell where Yasutora (Chi 3) cannot (cards/asahina_konomi.lua) [L5-10.6]", function()
  local t = P.match{ ap = 1, phase = "action",
    home = { { { "Asahina Konomi", attach = { "Walking the Way", "Walking the Way", "Capturing the Soul" } },
               { "Asahina Yasutora", attach = { "Walking the Way", "Walking the Way", "Capturing the Soul" } } }, {} },
    hand = { { "Secrets on the Wind" }, {} } }
  P.pick(t, 1, "Secrets on the Wind: Limited — equip")   -- Konomi the only legal bearer (forced)
  P.next(t)
  T.eq(#P.card(t, 1, "home", "Asahina Konomi"):attachments(), 4)
  T.eq(P.card(t, 1, "home", "Secrets on the Wind"):counter("token"), 5, "her Chi")
end)

T.scenario("Konomi: HR 2; recruited she brings PH 4 (cards/asahina_konomi.lua) [L5-10.1, L5-9.2]", function()
  local t = P.match{ ap = 1, phase = "dynasty", honor = { 2, 3 },
    home = { { "The Aerie", "Marketplace" } }, provinces = { { "Asahina Konomi", "Naka Mahatsu" } } }
  P.pick(t, 1, "Recruit Asahina Konomi")          -- 7 gold: The Aerie and the Marketplace
  P.finish_turn(t)
  T.eq(P.honor(t)[1], 6)
end)
