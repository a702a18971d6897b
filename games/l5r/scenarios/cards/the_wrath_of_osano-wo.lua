-- The Wrath of Osano-Wo (L5-3.6): Kiho Thunder Battle: bow your unbowed Monk or Shugenja at the
-- battlefield: he makes a ranged attack of his current Chi; it cannot be combined (L5-12.4).
local T = require "tabula.test"
local P = require "positions"

T.scenario("The Wrath: Konomi (Chi 5) destroys Tsuji (F5); she bows; no combination is offered (cards/the_wrath_of_osano-wo.lua) [L5-3.6, L5-12.3, L5-12.4, L5-14.6]", function()
  local t = P.match{ ap = 1, phase = "attack",
    home = { { { "Asahina Konomi", attach = { "Spearmen" } } }, { "Shosuro Tsuji", "Shosuro Koshiba" } },
    hand = { { "The Wrath of Osano-Wo" }, {} } }
  P.attack(t, { ["Asahina Konomi"] = 2, ["Shosuro Tsuji"] = 2, ["Shosuro Koshiba"] = 2 })
  P.pass(t, 2)
  P.next(t)
  for _, l in ipairs(t:pending().labels) do
    T.truthy(not (l:find("Ranged", 1, true) and l:find("Wrath", 1, true)), "the Wrath never joins a combination: " .. l)
  end
  t:answer(P.option(t, "The Wrath of Osano-Wo"))
  P.pick(t, 1, "Shosuro Tsuji")                        -- Konomi is the only performer
  P.next(t)                                            -- S's opportunity (Koshiba's Towers ability)
  T.eq(t:pending().seat, 2)
  T.eq(P.card(t, 2, "dynasty_discard", "Shosuro Tsuji").props.dead, "honorable", "5 >= 5")
  T.eq(P.at(t, 2, 2, "Asahina Konomi").turned, true, "the performer bows")
end)

T.scenario("The Wrath: Yasutora (Chi 3) does nothing to Tsuji (F5); a Shugenja at home cannot perform it (cards/the_wrath_of_osano-wo.lua) [L5-12.3, L5-7.2]", function()
  local t = P.match{ ap = 1, phase = "attack",
    home = { { "Asahina Yasutora", "Asahina Konomi", "Daidoji Kenshi" }, { "Shosuro Tsuji" } },
    hand = { { "The Wrath of Osano-Wo" }, {} } }
  P.attack(t, { ["Asahina Yasutora"] = 2, ["Daidoji Kenshi"] = 2, ["Shosuro Tsuji"] = 2 })
  P.pass(t, 2)
  P.pick(t, 1, "The Wrath of Osano-Wo")   -- Konomi stayed home: Yasutora is the only performer
  P.next(t)
  T.eq(P.titles(t, 2, "dynasty_discard"), {}, "3 < 5")
  T.eq(P.card(t, 1, "home", "Asahina Konomi").turned, false, "Konomi untouched")
end)
