-- Ludo: entering, moving, the home column and the exact finish (docs/games/ludo.md).
local T = require "tabula.test"

local positions = require "positions"
local place, pos = positions.place, positions.of

T.scenario("two seats play Red and Yellow, opposite each other [L1]", function()
  local t = T.match{ seats = 2 }
  T.eq(t.match.state.colour, { 1, 3 }, "colours")
  t:dice(1, 6, 2)                     -- Red cannot enter; Yellow enters, rolls again
  T.eq(t:run{ turns = 2 }, "turn")
  T.eq(pos(t, 2, 1), 3, "Yellow's piece: entered then moved 2")
  T.truthy(t:render():find("Yellow %(seat 2%)"), "render names Yellow as seat 2")
end)

T.scenario("a piece leaves the yard only on a six [L3]", function()
  local t = T.match{}
  t:dice(5)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq({ pos(t, 1, 1), pos(t, 1, 2), pos(t, 1, 3), pos(t, 1, 4) }, { 0, 0, 0, 0 }, "Red after a 5")
  t:dice(6, 3)                        -- seat 2 enters on its start square, then moves 3
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(pos(t, 2, 1), 4, "Green's first piece")
  T.eq(pos(t, 2, 2), 0, "Green's second piece stays in the yard")
end)

T.scenario("pieces move exactly the roll along the ring [L2, L5]", function()
  local t = T.match{}
  place(t, 1, { 10, 0, 0, 0 })
  t:dice(4)
  t:run{ turns = 1 }
  T.eq(pos(t, 1, 1), 14, "Red's piece")
  T.eq(t.match:seat(), 2, "next seat")
end)

T.scenario("after its last ring square a piece turns into its home column [L5]", function()
  local t = T.match{}
  place(t, 1, { 49, 0, 0, 0 })        -- square 49, three before Red's start
  t:dice(5)
  t:run{ turns = 1 }
  T.eq(pos(t, 1, 1), 54, "Red's piece is in its home column, not on the ring")
  T.truthy(t:render():find(" R ", 1, true), "the piece is drawn")
end)

T.scenario("a piece passes other pieces without capturing them [L5, L7]", function()
  local t = T.match{}
  place(t, 1, { 5, 0, 0, 0 })
  place(t, 2, { 47, 0, 0, 0 })        -- Green's progress 47 is ring square 8
  t:dice(5)
  t:run{ turns = 1 }
  T.eq(pos(t, 1, 1), 10, "Red moved past square 8")
  T.eq(pos(t, 2, 1), 47, "Green's piece is untouched")
end)

T.scenario("a roll that would overshoot Home does not move the piece [L6, L10]", function()
  local t = T.match{}
  place(t, 1, { 55, 57, 57, 0 })
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(pos(t, 1, 1), 55, "overshoot refused")
  T.eq(t.match:seat(), 2, "the turn passed")
end)

T.scenario("the exact roll brings a piece Home [L6]", function()
  local t = T.match{}
  place(t, 1, { 55, 0, 0, 0 })
  t:dice(2)
  t:run{ turns = 1 }
  T.eq(pos(t, 1, 1), 57, "Home")
end)

T.scenario("with no legal move the roll is lost [L10]", function()
  local t = T.match{}
  t:dice(4, 2, 1, 3)
  T.eq(t:run{ turns = 4 }, "turn")
  T.eq(t.decisions, 0, "no decision was asked")
  T.eq(t.match:seat(), 1, "back to Red")
end)

T.scenario("pieces on the same place give one option; the yard gives 'enter' [L9]", function()
  local t = T.match{}
  place(t, 1, { 10, 10, 20, 0 })
  t:dice(6)
  T.eq(t:run(), "choice")
  T.options(t, { "1", "3", "enter" })
  t:answer("3")
  t:dice(1)
  T.eq(t:run(), "choice")
  T.options(t, { "1", "3" }, "no enter on a 1")
end)
