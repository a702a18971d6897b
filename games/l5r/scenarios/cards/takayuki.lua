-- Takayuki (L5-3.5): no ability; Cavalry (cavalry maneuvers, L5-14.1, L5-11.4) and Nonhuman
-- (never in Show Me Your Stance, L5-14.7).
local T = require "tabula.test"
local P = require "positions"

T.scenario("Takayuki with Light Cavalry is a Cavalry unit: assigned again in the Cavalry Maneuvers (cards/takayuki.lua) [L5-14.1, L5-11.4, L5-21.6]", function()
  local t = P.match{ ap = 1, phase = "attack",
    home = { { { "Takayuki", attach = { "Light Cavalry" } }, "Daidoji Kenshi" }, { "Shosuro Koshiba" } } }
  P.pick(t, 1, "Attack")
  local asked = {}
  for _ = 1, 3 do
    local p = P.next(t)
    asked[#asked + 1] = p.kind .. ":" .. p.prompt:match("where does (.+) go")
    if p.prompt:find("Daidoji Kenshi", 1, true) then t:answer("p2") else t:answer("home") end
  end
  local p = P.next(t)
  asked[#asked + 1] = p.kind .. ":" .. p.prompt:match("where does (.+) go")
  t:answer("p1")
  T.eq(asked, { "attack:Takayuki", "attack:Daidoji Kenshi", "defend:Shosuro Koshiba", "attack:Takayuki" },
       "infantry (oldest first), defence, then Takayuki's unit again in the Cavalry Maneuvers")
  P.next(t)
  T.eq(t:pending().kind, "battlefield", "two battlefields")
end)

T.scenario("Takayuki is Nonhuman: Show Me Your Stance cannot target him (cards/takayuki.lua) [L5-14.7, L5-17.14]", function()
  local t = P.match{ ap = 2, phase = "attack",
    home = { { "Takayuki" }, { "Shosuro Koshiba" } }, hand = { { "Show Me Your Stance" }, {} } }
  P.attack(t, { ["Shosuro Koshiba"] = 1, ["Takayuki"] = 1 })
  P.next(t)
  T.eq(t:pending().seat, 2, "C had no legal action: Show Me Your Stance needs a Human of each side")
end)
