-- Shosuro Rokujo (L5-3.7): no ability; a Nonhuman Shugenja: performs Kiho (L5-14.6), is never
-- in Show Me Your Stance (L5-14.7), carries Spells up to his Chi 3 (L5-10.6).
local T = require "tabula.test"
local P = require "positions"

T.scenario("Rokujo performs Fist of the Earth (Shugenja) and bows (cards/shosuro_rokujo.lua) [L5-14.6, L5-3.8]", function()
  local t = P.match{ ap = 2, phase = "attack",
    home = { { "Takayuki" }, { "Shosuro Rokujo" } }, hand = { {}, { "Fist of the Earth" } } }
  P.attack(t, { ["Shosuro Rokujo"] = 1, ["Takayuki"] = 1 })
  P.pick(t, 2, "Fist of the Earth")     -- Takayuki the only target, Rokujo the only performer
  P.finish_turn(t)                      -- then nobody has an action
  T.truthy(P.took(t, { prompt = "Who performs the Kiho?" }), "Rokujo, the only Shugenja there, performs it")
  -- both bowed: A = 0, D = 0 and nothing happens (unbowed Takayuki, F4, would have won)
  T.eq(P.honor(t), { 6, 1 })
  T.truthy(P.card(t, 2, "home", "Shosuro Rokujo") ~= nil, "Rokujo alive")
end)

T.scenario("Rokujo carries at most 3 Spells (his Chi) (cards/shosuro_rokujo.lua) [L5-10.6]", function()
  local t = P.match{ ap = 2, phase = "action",
    home = { { "Doji Genshin" }, { { "Shosuro Rokujo", attach = { "Secrets on the Wind", "Secrets on the Wind", "Touch of Death" } },
                                   "Large Farm", "Geisha House", "Geisha House" } },
    hand = { {}, { "Secrets on the Wind" } } }
  P.next(t)
  T.truthy(not P.offers(t, "Secrets on the Wind: Limited — equip"), "three Spells = Chi 3: no fourth")
end)
