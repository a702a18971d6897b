-- Akhena, the hero card (BC-1.5): star ability Kindle — flip one of your action cards
-- other than the card being activated; its ready/exhausted state does not change.
local T = require "tabula.test"
local P = require "positions"

local FAR = { akhena = "(1,1)", mutiny = "(6,4)", rig = "(5,6)" }

T.scenario("Kindle flips a ready card, which stays ready; the activated card is not offered (cards/akhena.lua) [BC-1.5, BC-13.1, BC-13.3]", function()
  P.printed_rows()
  local t = P.match{ at = FAR }
  t:answer("activate", "akhena_crescent_guard")      -- no one to Force: the STAR alone
  P.at(t, "kindle", { "akhena_sunlance", "akhena_dune_stride", "akhena_javelin" })
  T.truthy(P.took(t, "star", "kindle"), "(1,1) touches no landmark: Kindle is the only star ability")
  t:answer("akhena_javelin")
  P.at(t, "action")
  T.eq(P.side(t, "akhena_javelin"), "flipped", "Twin Javelins")
  T.falsy(P.exhausted(t, "akhena_javelin"), "still ready")
end)

T.scenario("Kindle flips an exhausted card, which stays exhausted; flipped back the same way (cards/akhena.lua) [BC-1.5, BC-13.1]", function()
  local t = P.match{ at = FAR, cards = { akhena_sunlance = { side = "flipped", exhausted = true } } }
  t:answer("activate", "akhena_crescent_guard", "akhena_sunlance")
  P.at(t, "action")
  T.eq(P.side(t, "akhena_sunlance"), "start", "Sunlance Ablaze back to Sunlance")
  T.truthy(P.exhausted(t, "akhena_sunlance"), "still exhausted")
end)

T.scenario("Kindle can flip Dune Stride, which has no flip icon of its own (cards/akhena.lua) [BC-1.5, BC-13.1]", function()
  local t = P.match{ at = FAR }
  t:answer("activate", "akhena_crescent_guard", "akhena_dune_stride")
  P.at(t, "action")
  T.eq(P.side(t, "akhena_dune_stride"), "flipped", "Mirage Step")
end)

T.scenario("Kindle is offered beside a touched landmark's star; choosing Kindle leaves Standing Stones unflipped (cards/akhena.lua) [BC-13.1, BC-13.4]", function()
  local t = P.match{ at = { akhena = "(4,5)", mutiny = "(1,1)", rig = "(2,1)" },
                     cards = { akhena_sunlance = { exhausted = true } } }
  t:answer("activate", "akhena_crescent_guard")
  P.at(t, "star", { "kindle", "standing_stones" })   -- Forest Shrine's Blessing: Akhena is not damaged
  t:answer("kindle", "akhena_javelin")
  P.at(t, "action")
  T.eq(P.side(t, "akhena_javelin"), "flipped")
  T.eq(P.side(t, "standing_stones"), "start")
  T.truthy(P.exhausted(t, "akhena_sunlance"), "no Ley Surge")
end)

T.scenario("Kindle's flip counts at once: Dune Stride kindled to Mirage Step makes the same turn's Move allowance 3, not 2 (cards/akhena.lua) [BC-1.5, BC-4.6, BC-13.1]", function()
  P.printed_rows()
  local t = P.match{ at = FAR }
  t:answer("activate", "akhena_crescent_guard", "akhena_dune_stride")
  P.at(t, "action", { "move", "prime", "refocus" })
  t:answer("move", "(1,2)", "(1,3)")
  P.at(t, "step", { "(1,4)", "stop" })              -- Sunlance 1 + Mirage Step 2 + Javelin 0
  t:answer("(1,4)")
  P.at(t, "action")
  T.eq(P.cell(t, "akhena"), "(1,4)")
end)
