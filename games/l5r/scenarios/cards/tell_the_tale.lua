-- Tell the Tale (L5-3.8): Limited: gain 1 Honor.
local T = require "tabula.test"
local P = require "positions"

T.scenario("Tell the Tale: +1 Honor for the active player (cards/tell_the_tale.lua) [L5-3.8, L5-7.2]", function()
  local t = P.match{ ap = 2, phase = "action", honor = { 10, 3 }, hand = { {}, { "Tell the Tale" } } }
  P.pick(t, 2, "Tell the Tale")
  P.finish_turn(t)
  T.eq(P.honor(t), { 10, 4 })
  T.eq(P.titles(t, 2, "fate_discard"), { "Tell the Tale" })
end)

T.scenario("Tell the Tale is Limited: not in the opponent's turn (cards/tell_the_tale.lua) [L5-7.2]", function()
  local t = P.match{ ap = 1, phase = "action", honor = { 10, 3 }, hand = { {}, { "Tell the Tale" } } }
  P.finish_turn(t)
  T.eq(P.honor(t), { 10, 3 })
  T.eq(P.titles(t, 2, "hand"), { "Tell the Tale" })
end)
