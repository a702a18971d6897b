-- The rules of {{name}} (RULES.md): each scenario cites the rule it checks.
local T = require "tabula.test"

T.scenario("each player is dealt five cards from two of each 1..10 [C-1]", function()
  local t = T.match{ seed = 7 }
  local h = t.match.state.hands
  T.eq(#h[1], 5)
  T.eq(#h[2], 5)
  local count = {}
  for _, hand in ipairs(h) do
    for _, v in ipairs(hand) do
      T.truthy(v >= 1 and v <= 10, "a card 1..10")
      count[v] = (count[v] or 0) + 1
      T.truthy(count[v] <= 2, "at most two of a value")
    end
  end
end)

T.scenario("a card is chosen by its place in the hand [C-2]", function()
  local t = T.match{}
  t.match.state.hands = { { 3, 9 }, { 5, 5 } }
  t:answer("2")
  T.eq(t:run(), "choice")
  T.eq(t.match.state.hands[1], { 3 }, "the 9 left the hand")
  T.options(t, { "1", "2" })
end)

T.scenario("the higher card scores; equal cards score nothing [C-3]", function()
  local t = T.match{}
  t.match.state.hands = { { 9, 4, 1, 1, 1 }, { 2, 4, 1, 1, 1 } }
  t:answer("1", "1", "2", "2")
  T.eq(t:run{ turns = 2 }, "turn")
  T.eq(t.match.state.score, { 1, 0 })
end)

T.scenario("the higher score wins; equal scores draw [C-4]", function()
  local t = T.match{}
  t.match.state.hands = { { 9, 8, 1, 1, 1 }, { 2, 2, 1, 1, 1 } }
  t:answer("1", "1", "1", "1", "1", "1", "1", "1")   -- the last cards are forced
  T.eq(t:run(), "finished")
  T.eq(t.result.winners, { 1 })
  local u = T.match{}
  u.match.state.hands = { { 5, 5, 5, 5, 5 }, { 5, 5, 5, 5, 5 } }
  u:answer("1", "1", "1", "1", "1", "1", "1", "1")
  T.eq(u:run(), "finished")
  T.eq(u.result.outcome, "draw")
end)

T.scenario("a seat sees its own hand, never the other's, nor a face-down card [C-2]", function()
  local t = T.match{}
  t.match.state.hands = { { 7, 3 }, { 10, 6 } }
  t:answer("1")
  T.eq(t:run(), "choice", "seat 1 has played its 7 face down")
  local v2 = t:view(2)
  T.eq(v2.hand, { 10, 6 })
  T.eq(v2.face_down, { true, false })
  T.falsy(t:render(2):find("7"), "seat 2 cannot see the 7")
  T.falsy(t:render(1):find("10"), "seat 1 cannot see seat 2's 10")
end)
