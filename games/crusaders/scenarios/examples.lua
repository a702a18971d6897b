-- The spec's worked examples (WE-1 ...), played step by step.
local T = require "tabula.test"
local P = require "positions"

T.scenario("WE-1: basic sowing: Build with 2 tokens, then 2 sown on p4, p5 [CR-3.2, CR-4.1, CR-9]", function()
  local t = P.match{ active = 1, knights = { { "thuringia" } },
    tiles = { thuringia = { building = "farm", influence = 1 } } }
  t:answer("resolve:3")
  P.at(t, "build")
  T.eq(t:pending().options, { "farm:thuringia", "bank:thuringia" }, "farm I and bank I cost 2; the others more")
  t:answer("farm:thuringia")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.buildings(t, "thuringia"), { "farm:1:1" })
  T.eq(P.influence(t, 1), 2, "1 for farm I + 1 for the tile")
  T.eq(P.tokens(t, 1), { 2, 2, 0, 3, 3, 2 })
end)
