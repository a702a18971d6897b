-- The spec's worked examples (WE-1 ...), played step by step.
local T = require "tabula.test"
local P = require "positions"

T.scenario("WE-1: diagonal steps cost 2 and landmarks block movement [BC-4.1, BC-4.2]", function()
  local t = P.match{ active = 1, at = { akhena = "(1,3)", mutiny = "(6,4)", rig = "(5,6)" } }
  t:answer("move")
  P.at(t, "step", { "(1,2)", "(1,4)", "(2,4)" })   -- the hero alone can move: D2 was taken
  T.truthy(P.took(t, "mover", "akhena"))
  t:answer("(1,2)")
  P.at(t, "step", { "(1,1)", "(2,1)", "stop" })     -- (2,1): one diagonal step, 1 + 2 = 3
  t:answer("(2,1)")
  P.at(t, "action")                                 -- allowance spent: the movement ended there
  T.eq(P.cell(t, "akhena"), "(2,1)")
end)

T.scenario("WE-1: (3,4) costs 3, (3,5) and (3,1) are out of reach [BC-4.1]", function()
  local t = P.match{ active = 1, at = { akhena = "(1,3)", mutiny = "(6,4)", rig = "(5,6)" } }
  t:answer("move", "(2,4)")
  P.at(t, "step", { "(1,4)", "(3,4)", "stop" })     -- (3,5) would need 2 more
  t:answer("(3,4)")
  P.at(t, "action")
  T.eq(P.cell(t, "akhena"), "(3,4)")
end)
