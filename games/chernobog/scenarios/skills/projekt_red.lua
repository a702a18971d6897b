-- Projekt Red (CH-9.3): entering stuns every opponent for exactly one turn; no stacking; moves don't stun.
local T = require "tabula.test"
local P = require "positions"

T.scenario("entering Projekt Red stuns every opponent; each skips exactly one turn [CH-9.3, CH-4.1, CH-5.6]", function()
  local t = P.match{ players = 3, to_play = "red", red = { projekt_red = "home", cuora = "@11" },
                     blue = { hoshiguma = "@20" }, yellow = { croissant = "@40" } }
  t:dice(6, 2)
  t:answer("enter:projekt_red", "cuora")
  T.eq(t:run{ turns = 1 }, "turn")
  local s = t.match.state
  T.eq(P.where(t, "projekt_red"), "@0", "entered")
  T.eq(P.where(t, "cuora"), "@13", "the grace's extra roll")
  T.truthy(s.stunned[2], "Blue stunned")
  T.truthy(s.stunned[3], "Yellow stunned")
  T.falsy(s.stunned[1], "Red is not")
  T.eq(t:run{ turns = 2 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@20", "Blue skipped")
  T.eq(P.where(t, "croissant"), "@40", "Yellow skipped")
  T.falsy(s.stunned[2], "Blue's stun removed")
  T.falsy(s.stunned[3], "Yellow's stun removed")
  T.eq(t.match:seat(), 1, "Red again")
  t:dice(3, 4)
  t:answer("projekt_red")
  T.eq(t:run{ turns = 2 }, "turn")
  T.eq(P.where(t, "projekt_red"), "@3", "Red's next turn")
  T.eq(P.where(t, "hoshiguma"), "@24", "Blue plays again after one skipped turn")
end)

T.scenario("a stun does not stack: an already stunned player skips one turn only [CH-9.3]", function()
  local t = P.match{ players = 2, to_play = "red", red = { projekt_red = "home" },
                     yellow = { hoshiguma = "@40" }, stunned = { "yellow" } }
  t:dice(1, 2)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "projekt_red"), "@2", "entered on the 1, moved 2")
  T.truthy(t.match.state.stunned[2], "Yellow stunned")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@40", "Yellow skipped")
  t:dice(4, 5)
  T.eq(t:run{ turns = 2 }, "turn")
  T.eq(P.where(t, "projekt_red"), "@6")
  T.eq(P.where(t, "hoshiguma"), "@45", "Yellow plays: one skip only")
end)

T.scenario("only Projekt Red's entry stuns: her normal move and another token's entry do not [CH-9.3]", function()
  local t = P.match{ players = 2, to_play = "red", red = { projekt_red = "@10", cuora = "home" },
                     yellow = { hoshiguma = "@40" } }
  t:dice(6, 3)
  t:answer("enter:cuora", "projekt_red")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@0")
  T.eq(P.where(t, "projekt_red"), "@13")
  T.eq(t.match.state.stunned, {}, "nobody stunned")
  t:dice(5)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@45", "Yellow plays")
end)
