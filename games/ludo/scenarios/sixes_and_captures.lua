-- Ludo: sixes, captures, safe squares and winning (docs/games/ludo.md).
local T = require "tabula.test"

local positions = require "positions"
local place, pos = positions.place, positions.of

T.scenario("a six gives another roll in the same turn [L4]", function()
  local t = T.match{}
  place(t, 1, { 10, 57, 57, 57 })
  t:dice(6, 2)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(pos(t, 1, 1), 18, "moved 6 then 2")
  T.eq(t.match:seat(), 2, "then the turn passed")
end)

T.scenario("a third six in a row ends the turn without moving [L4]", function()
  local t = T.match{}
  place(t, 1, { 10, 57, 57, 57 })
  t:dice(6, 6, 6)        -- a fourth roll in this turn would move the piece past 22
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(pos(t, 1, 1), 22, "two sixes moved, the third did not")
  T.eq(t.match:seat(), 2, "Green's turn")
end)

T.scenario("ending on an opposing piece sends it back to its yard [L7]", function()
  local t = T.match{}
  place(t, 1, { 5, 0, 0, 0 })
  place(t, 2, { 47, 47, 0, 0 })       -- two Green pieces on ring square 8
  t:dice(3)
  t:run{ turns = 1 }
  T.eq(pos(t, 1, 1), 8, "Red on square 8")
  T.eq({ pos(t, 2, 1), pos(t, 2, 2) }, { 0, 0 }, "both Green pieces back in the yard")
end)

T.scenario("a piece entering on its start square is safe there [L3, L8]", function()
  local t = T.match{}
  place(t, 3, { 27, 0, 0, 0 })        -- Yellow's progress 27 is Red's start square 1
  t:dice(6, 1)
  t:run{ turns = 1 }
  T.eq(pos(t, 3, 1), 27, "Yellow stays on Red's start square")
  T.eq(pos(t, 1, 1), 2, "Red entered and moved on")
end)

T.scenario("no capture on a star square; colours share it [L8]", function()
  local t = T.match{}
  place(t, 1, { 5, 0, 0, 0 })
  place(t, 2, { 48, 0, 0, 0 })        -- Green's progress 48 is the star square 9
  t:dice(4)
  t:run{ turns = 1 }
  T.eq(pos(t, 1, 1), 9, "Red on the star")
  T.eq(pos(t, 2, 1), 48, "Green still there")
end)

T.scenario("bringing the fourth piece Home wins [L11]", function()
  local t = T.match{}
  place(t, 1, { 57, 57, 57, 56 })
  t:dice(1)
  T.eq(t:run(), "finished")
  T.eq(t.result.winners, { 1 }, "winners")
  T.truthy(t.result.reason:find("Red"), "the reason names Red")
end)

T.scenario("a whole match with random dice ends with one winner [L11]", function()
  local t = T.match{ seed = 5, seats = 3 }
  t:answer()
  local status = t:run()
  while status == "choice" do
    t:answer(t:pending().options[1])
    status = t:run()
  end
  T.eq(status, "finished")
  T.eq(#t.result.winners, 1, "one winner")
end)
