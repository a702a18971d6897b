-- Kakita Izumiko (L5-3.5): after she wins a duel, her controller gains 1 Honor (L5-17.3),
-- subject to L5-9.4.
local T = require "tabula.test"
local P = require "positions"

T.scenario("Izumiko wins The Aerie's duel: +1 from The Aerie and +1 from her trait (cards/kakita_izumiko.lua) [L5-3.5, L5-17.3, L5-13.9]", function()
  local t = P.match{ ap = 2, phase = "attack", honor = { 10, 3 },
    home = { { "Kakita Izumiko" }, { "Bayushi Manami", "Shosuro Koshiba" } }, hand = { {}, {} } }
  P.attack(t, { ["Bayushi Manami"] = 1, ["Shosuro Koshiba"] = 1, ["Kakita Izumiko"] = 1 })
  P.pick(t, 1, "The Aerie")
  P.pick(t, 1, "Bayushi Manami")          -- Chi 3 against 2; S has no card: strike
  P.next(t)
  T.eq(P.honor(t), { 12, 3 })
end)

T.scenario("A dishonored Izumiko wins: The Aerie's gain becomes her rehonoring, her trait then gains normally (cards/kakita_izumiko.lua) [L5-9.4, L5-17.3]", function()
  local t = P.match{ ap = 2, phase = "attack", honor = { 10, 3 },
    home = { { { "Kakita Izumiko", dishonored = true } }, { "Bayushi Manami", "Shosuro Koshiba" } }, hand = { {}, {} } }
  P.attack(t, { ["Bayushi Manami"] = 1, ["Shosuro Koshiba"] = 1, ["Kakita Izumiko"] = 1 })
  P.pick(t, 1, "The Aerie")
  P.pick(t, 1, "Bayushi Manami")
  P.next(t)
  T.eq(P.honor(t), { 11, 3 }, "only the trait's 1")
  local iz = P.at(t, 1, 1, "Kakita Izumiko")
  T.eq(iz.props.dishonored, nil, "rehonored")
end)

T.scenario("Izumiko loses: no Honor (cards/kakita_izumiko.lua) [L5-17.3]", function()
  local t = P.match{ ap = 2, phase = "attack", honor = { 10, 3 },
    home = { { "Kakita Izumiko" }, { "Shosuro Kameyoi", "Shosuro Koshiba" } }, hand = { {}, {} } }
  P.attack(t, { ["Shosuro Kameyoi"] = 1, ["Shosuro Koshiba"] = 1, ["Kakita Izumiko"] = 1 })
  P.pick(t, 1, "The Aerie")
  P.pick(t, 1, "Shosuro Kameyoi")         -- Chi 3 against 4
  P.next(t)
  T.eq(P.honor(t), { 10, 4 }, "The Aerie's +1 goes to the winner's controller, S")
end)
