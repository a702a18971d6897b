-- The worked examples of the specification, HC-14 (HC-EX-1 .. HC-EX-12), one scenario each.
local T = require "tabula.test"
local P = require "positions"

local S = P.S

T.scenario("only the top of a stack can be revealed [HC-EX-1, HC-5.1, HC-9.1]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 R?a1 R?g1 c1=[B?,N?] B?e1 N?f2", black = S.black, restricted = true })
  T.eq(t:run(), "choice")
  T.options(t, { "reveal:a1", "reveal:c1", "reveal:e1", "reveal:f2", "reveal:g1" }, "White: reveals only, no moves")
  t:answer("reveal:c1", "reveal:a7")
  T.eq(t:run(), "choice")
  T.eq(P.stack(t.match, "c1"), { "wB?", "wN*" }, "the Knight is fresh on top of c1")
  T.options(t, { "reveal:a1", "reveal:e1", "reveal:f2", "reveal:g1" }, "the Bishop under the Knight cannot be revealed")
end)

T.scenario("first-player restriction, then the first attack [HC-EX-2, HC-9.1, HC-7.1]", function()
  local t = T.match{}
  P.set(t.match, { white = S.white, black = S.black, restricted = true })
  t:answer("reveal:a1", "reveal:a7")
  T.eq(t:run(), "choice")
  T.eq(P.options(t, "move:"), {}, "3. White may not move")
  t:answer("reveal:g1")
  T.eq(t:run(), "choice")
  T.truthy(P.offered(t, "move:a7-a5"), "4. Black may move its fresh Rook")
  t:answer("move:a7-a5")
  T.eq(t:run(), "choice")
  T.falsy(P.status(t.match).restricted, "Black has moved: the restriction is gone")
  T.truthy(P.offered(t, "move:a1-a5"), "5. White may attack the moved Rook")
  t:answer("move:a1-a5")
  T.eq(t:run(), "choice")
  T.eq(P.stack(t.match, "a5"), { "wR" }, "the White Rook occupies a5")
  T.eq(#t.match:zone("removed"):cards(), 1, "the Black Rook is removed")
  T.eq({ P.remaining(t.match, 1), P.remaining(t.match, 2) }, { 7, 6 }, "remaining")
end)

T.scenario("a fresh piece cannot be attacked until it moves [HC-EX-3, HC-7.2]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 Ra3 R?g1 B?c1 B?e1 N?b2 N?f2", black = "Kd7 Ra7* R?g7 B?c7 B?e7 N?b6 N?f6" })
  T.eq(t:run(), "choice")
  T.eq(P.options(t, "move:a3-"), { "move:a3-a1", "move:a3-a2", "move:a3-a4", "move:a3-a5", "move:a3-a6",
    "move:a3-b3", "move:a3-c3", "move:a3-d3", "move:a3-e3", "move:a3-f3", "move:a3-g3" }, "1. not a7")
  t:answer("reveal:e1", "move:a7-a6")
  T.eq(t:run(), "choice")
  T.truthy(P.offered(t, "move:a3-a6"), "3. the Rook has moved: it may be attacked")
  t:answer("move:a3-a6")
  T.eq(t:run(), "choice")
  T.eq(P.stack(t.match, "a6"), { "wR" })
  T.eq({ P.remaining(t.match, 1), P.remaining(t.match, 2) }, { 7, 6 }, "remaining")
end)

T.scenario("locking a face-down piece [HC-EX-4, HC-7.3, HC-10.2]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 Ra3 R?g1 B?c1 B?e1 N?b2 N?f2", black = S.black })
  t:answer("move:a3-a7")
  T.eq(t:run(), "choice")
  T.eq(P.stack(t.match, "a7"), { "bR?", "wR" }, "a7 = [Black R?, White R]")
  T.truthy(t.match:top("a7").turned and t.match:at("a7")[1].turned, "a7 is locked")
  T.eq({ P.remaining(t.match, 1), P.remaining(t.match, 2) }, { 6, 6 }, "remaining")
  T.eq(P.options(t, "reveal:"), { "reveal:b6", "reveal:c7", "reveal:e7", "reveal:f6", "reveal:g7" }, "Black's reveals")
  for _, id in ipairs(t:pending().options) do T.falsy(id:find("-a7", 1, true), "nothing enters a7: " .. id) end
  t:answer("reveal:b6")
  T.eq(t:run(), "choice")
  T.eq(P.options(t, "move:a7-"), {}, "the White Rook on a7 can never move again")
end)

T.scenario("locking a stack takes the whole stack [HC-EX-5, HC-7.3, HC-6.3]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 Be5 R?c1 R?g1 B?e1 N?b2 N?f2", black = "Kd7 R?a7 R?g7 c7=[B?,N?] B?e7 N?f6" })
  T.eq(t:run(), "choice")
  T.eq(P.options(t, "move:e5-"), { "move:e5-c3", "move:e5-c7", "move:e5-d4", "move:e5-d6", "move:e5-f4",
    "move:e5-f6", "move:e5-g3" }, "Be5's actions")
  t:answer("move:e5-c7")
  T.eq(t:run(), "choice")
  T.eq(P.stack(t.match, "c7"), { "bB?", "bN?", "wB" }, "c7")
  T.eq({ P.remaining(t.match, 1), P.remaining(t.match, 2) }, { 6, 5 }, "remaining")
end)

T.scenario("King attack and the X square [HC-EX-6, HC-7.4, HC-8.1, HC-2.4]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 Nc5 Rd4 R?g1 B?c1 B?e1 N?b2", black = "Kd7 Bf5 R?a7 R?g7 B?e7 N?b6 N?f6" })
  t:answer("move:c5-d7")
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "x_square")
  T.options(t, { "b5", "d4", "f5" }, "the X squares of the Black King")
  t:answer("f5")
  T.eq(t:run(), "choice")
  T.eq(P.stack(t.match, "d7"), { "bK" }, "the Black King stays")
  T.eq(P.stack(t.match, "f5"), { "wN" }, "the Knight is on f5")
  T.eq(P.stack(t.match, "c5"), {}, "and not on c5")
  T.eq(t.match:zone("removed"):cards()[1].kind, "bishop", "the Black Bishop is removed")
  T.eq({ P.shields(t.match, 2), P.crests(t.match, 2) }, { 2, 1 }, "Black: 2 shield, 1 crest")
  T.eq({ P.remaining(t.match, 1), P.remaining(t.match, 2) }, { 7, 6 }, "remaining")
end)

T.scenario("picking d4 would have removed the attacker's own Rook [HC-EX-6, HC-7.4]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 Nc5 Rd4 R?g1 B?c1 B?e1 N?b2", black = "Kd7 Bf5 R?a7 R?g7 B?e7 N?b6 N?f6" })
  t:answer("move:c5-d7", "d4")
  T.eq(t:run(), "choice")
  T.eq(P.stack(t.match, "d4"), { "wN" })
  T.eq(t.match:zone("removed"):cards()[1].owner, 1, "White's own Rook is removed")
  T.eq({ P.remaining(t.match, 1), P.remaining(t.match, 2) }, { 6, 7 }, "remaining")
end)

T.scenario("a crest turn [HC-EX-7, HC-8.2, HC-6.5]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 Nc5 Rd4 R?g1 B?c1 B?e1 N?b2", black = "Kd7 Bf5 R?a7 R?g7 B?e7 N?b6 N?f6" })
  t:answer("move:c5-d7", "f5")
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 2)
  T.eq(t:pending().kind, "crest")
  T.options(t, { "use", "keep" })
  t:answer("use")
  T.eq(t:run(), "choice")
  T.eq({ P.shields(t.match, 2), P.crests(t.match, 2) }, { 2, 0 }, "the crest chip is removed")
  T.eq(P.options(t, "move:d7-"), { "move:d7-c6", "move:d7-e6" }, "the King: c6 or e6 only")
  t:answer("move:d7-e6")
  T.eq(t:run(), "choice")
  T.truthy(P.offered(t, "end"), "the second action is optional")
  t:answer("reveal:f6")
  T.eq(t:run(), "choice")
  T.eq(P.stack(t.match, "f6"), { "bN*" }, "a fresh Knight")
  T.eq(P.stack(t.match, "e6"), { "bK" })
  T.eq(t:pending().seat, 1, "White's turn")
  t:answer("reveal:g1")
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "action", "no crest left: no crest question")
  T.eq(P.options(t, "move:e6-"), {}, "without a crest the King cannot move")
end)

T.scenario("the third King attack wins [HC-EX-8, HC-10.1]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 Bb5 R?c1 R?g1 B?e1 N?b2 N?f2", black = "Kd7 R?a7 R?g7 B?e7 N?b6 N?f6",
                   chips = { nil, { shield = 1 } } })
  t:answer("move:b5-d7", "d4")
  T.eq(t:run(), "finished")
  T.eq(t.result.winners, { 1 })
  T.eq(t.result.reason, "White made the third King attack")
  T.eq(P.stack(t.match, "d4"), { "wB" })
end)

T.scenario("reducing the opponent to three wins [HC-EX-9, HC-10.3]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 Ra3 R?g1 B?c1 B?e1 N?b2 N?f2", black = "Kd7 Na5 R?g7 B?e7" })
  t:answer("move:a3-a5")
  T.eq(t:run(), "finished")
  T.eq(t.result.winners, { 1 })
  T.eq(t.result.reason, "Black has 3 or fewer remaining pieces")
end)

T.scenario("both at three: shields decide, although White acted [HC-EX-10, HC-10.4]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 Ra3 N?b2 B?e1", black = "Kd7 R?a7 N?b6 B?c7",
                   chips = { { shield = 2, crest = 1 }, { shield = 3 } } })
  t:answer("keep", "move:a3-a7")
  T.eq(t:run(), "finished")
  T.eq({ P.remaining(t.match, 1), P.remaining(t.match, 2) }, { 3, 3 })
  T.eq(t.result.winners, { 2 })
  T.eq(t.result.reason, "both have 3 or fewer remaining pieces; Black has more shield-side chips")
end)

T.scenario("both at three, all equal: the actor loses [HC-EX-11, HC-10.4]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 Ra3 N?b2 B?e1", black = "Kd7 R?a7 N?b6 B?c7",
                   chips = { { shield = 2 }, { shield = 2 } } })
  t:answer("move:a3-a7")
  T.eq(t:run(), "finished")
  T.eq(t.result.winners, { 2 })
  T.eq(t.result.reason, "both have 3 or fewer remaining pieces, all equal; White took that action and loses")
end)

T.scenario("locked squares block sliders, not knight jumps [HC-EX-12, HC-7.3, HC-6.3, HC-6.4]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 Rb3 Na4 Na5 R?g1 B?e1", black = "Kd7 R?a7 R?g7 B?c7 B?e7 N?f6",
                   locked = { b6 = "bN? wB" } })
  T.eq(t:run(), "choice")
  local up = {}
  for _, id in ipairs(P.options(t, "move:b3-b")) do
    if tonumber(id:sub(-1)) > 3 then up[#up + 1] = id end
  end
  T.eq(up, { "move:b3-b4", "move:b3-b5" }, "up the b-file")
  T.falsy(P.offered(t, "move:a4-b6"), "Na4-b6: locked square")
  T.truthy(P.offered(t, "move:a5-c6"), "Na5-c6 jumps the locked square")
  T.truthy(P.offered(t, "move:a5-b7"), "Na5-b7 jumps the locked square")
end)
