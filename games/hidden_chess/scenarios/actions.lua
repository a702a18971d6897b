-- Turns, actions and movement: HC-0.3, HC-0.4, HC-0.6, HC-4, HC-5, HC-6, HC-15.
local T = require "tabula.test"
local P = require "positions"

local S = P.S

T.scenario("a revealed piece is fresh until its first move, then moved for good, even back on a lozenge [HC-0.3, HC-7.2]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 R?a1 R?g1 B?c1 B?e1 N?b2 N?f2", black = "Kd7 Nb3 R?g7 B?c7 B?e7 N?b6 N?f6" })
  t:answer("reveal:a1")
  T.eq(t:run(), "choice")
  T.eq(P.stack(t.match, "a1"), { "wR*" }, "fresh")
  T.falsy(P.offered(t, "move:b3-a1"), "a fresh piece cannot be attacked")
  t:answer("move:b3-c5", "move:a1-a3", "move:c5-b3")
  T.eq(t:run(), "choice")
  T.eq(P.stack(t.match, "a3"), { "wR" }, "moved")
  t:answer("move:a3-a1")
  T.eq(t:run(), "choice")
  T.eq(P.stack(t.match, "a1"), { "wR" }, "still moved, although back on its lozenge")
  T.truthy(P.offered(t, "move:b3-a1"), "so it may be attacked there")
end)

T.scenario("no move ends on a square holding one's own piece [HC-0.4, HC-5.3]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 Ra3 N?a2 Nb3 R?g1 B?e1", black = S.black })
  T.eq(t:run(), "choice")
  T.falsy(P.offered(t, "move:a3-a2"), "own face-down piece")
  T.falsy(P.offered(t, "move:a3-b3"), "own face-up piece")
end)

T.scenario("a turn holds one action; players alternate [HC-0.6, HC-4.1, HC-4.3]", function()
  local t = T.match{}
  P.set(t.match, { white = S.white, black = S.black })
  t:answer("reveal:a1")
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 2, "after one action the turn passes")
  T.eq(t:pending().kind, "action")
  T.falsy(P.offered(t, "end"), "no 'end' outside a crest turn's second action")
end)

T.scenario("the destination decides: plain move, lock, attack; own, fresh and locked squares are illegal [HC-5.3]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 Rd4 N?d2 R?g1 B?e1 N?f2", black = "Kd7 B?d6 Bb4 Ne4* R?a7 R?g7 N?f6" })
  T.eq(t:run(), "choice")
  T.eq(P.options(t, "move:d4-"), { "move:d4-b4", "move:d4-c4", "move:d4-d3", "move:d4-d5", "move:d4-d6" })
  t:answer("move:d4-b4")
  T.eq(t:run(), "choice")
  T.eq(P.stack(t.match, "b4"), { "wR" }, "attack")
  T.eq(t.match:zone("removed"):cards()[1].kind, "bishop")
end)

T.scenario("only the top of an unlocked square acts; once the fresh top moves away the next may be revealed [HC-5.1, HC-5.2]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 c1=[B?,N*] R?g1 B?e1 N?b2 N?f2", black = S.black })
  T.eq(t:run(), "choice")
  T.falsy(P.offered(t, "reveal:c1"), "a fresh piece covers c1")
  T.eq(P.options(t, "move:c1-"), { "move:c1-a2", "move:c1-b3", "move:c1-d3", "move:c1-e2" })
  t:answer("move:c1-b3", "reveal:a7")
  T.eq(t:run(), "choice")
  T.truthy(P.offered(t, "reveal:c1"), "the Bishop is now the top")
end)

T.scenario("a player with no legal action passes without a prompt [HC-4.4, HC-9.1, HC-15]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 Ra3* Rb3* Nc3* Nc4*", black = S.black, restricted = true })
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 2, "White, restricted with nothing to reveal, passed")
  T.eq(P.status(t.match).quiet_turns, 1, "a pass is a quiet turn")
end)

T.scenario("on a crest turn a second action with no legal option is simply not taken [HC-4.4, HC-8.2]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 R?a1 Rb3* Rc3* Nc4*", black = S.black, restricted = true,
                   chips = { { shield = 2, crest = 1 } } })
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "crest")
  t:answer("use")                          -- then reveal:a1 is the only action: taken unasked
  T.eq(t:run(), "choice")
  T.eq(P.stack(t.match, "a1"), { "wR*" })
  T.eq(t:pending().seat, 2, "no second action was possible: Black's turn")
  T.eq(P.crests(t.match, 1), 0, "the crest was used")
end)

T.scenario("the end is checked after every single action, before a second one [HC-4.5, HC-10.5]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 Ra3 R?g1 B?c1 B?e1 N?b2 N?f2", black = "Kd7 Na5 R?g7 B?e7",
                   chips = { { shield = 2, crest = 1 } } })
  t:answer("use", "move:a3-a5")
  T.eq(t:run(), "finished")
  T.eq(t.result.winners, { 1 })
  T.eq(t.decisions, 2, "no second action was asked")
end)

T.scenario("Rook: along rank and file, stopping at the first occupied square [HC-6.1, HC-6.3]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 Rc3 R?g1 B?e1 N?b2 N?f2", black = "Kd7 R?a7 R?g7 B?e7 N?b6 N?f6 Bc6" })
  T.eq(t:run(), "choice")
  T.eq(P.options(t, "move:c3-"), { "move:c3-a3", "move:c3-b3", "move:c3-c1", "move:c3-c2", "move:c3-c4", "move:c3-c5",
    "move:c3-c6", "move:c3-d3", "move:c3-e3", "move:c3-f3", "move:c3-g3" })
end)

T.scenario("Bishop: along diagonals; any piece in between blocks, face-down or a King [HC-6.2, HC-6.3]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 Bc3 R?g1 B?e1 N?b2 N?f2", black = "Ke5 R?a7 R?g7 B?c7 B?e7 N?b6 N?f6" })
  T.eq(t:run(), "choice")
  T.eq(P.options(t, "move:c3-"), { "move:c3-a5", "move:c3-b4", "move:c3-d2", "move:c3-d4", "move:c3-e5" },
    "own b2 and e1 block, the King on e5 ends the ray (a King attack)")
  T.falsy(P.offered(t, "move:c3-f6"), "nothing jumps the King")
end)

T.scenario("Knight: the ordinary chess knight, up to 8 targets, jumping anything [HC-6.4]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 Nd4 R?c3 R?c5 B?e1 N?b2", black = "Kd7 R?a7 R?g7 B?c7 B?e7 N?b6 N?f6" })
  T.eq(t:run(), "choice")
  T.eq(P.options(t, "move:d4-"), { "move:d4-b3", "move:d4-b5", "move:d4-c2", "move:d4-c6", "move:d4-e2", "move:d4-e6",
    "move:d4-f3", "move:d4-f5" })
end)

T.scenario("King: one step, only onto its own crown or unmarked squares, and only on a crest turn [HC-6.5, HC-5.2]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kc4 R?a1 R?g1 B?c1 B?e1 N?b2 N?f2", black = "Kc6 R?a7 R?g7 B?e7 N?b6 N?f6 Bd5",
                   chips = { { shield = 2, crest = 1 }, { shield = 2, crest = 1 } } })
  T.eq(t:run(), "choice")
  t:answer("keep")
  T.eq(t:run(), "choice")
  T.eq(P.options(t, "move:c4-"), {}, "no crest used: the King cannot move")
  t:answer("reveal:a1", "use")
  T.eq(t:run(), "choice")
  -- Black's King on c6: b5 X, b6 b7 c7 d6 lozenges; d7 its own crown; c5 d5 unmarked (d5 holds its own Bishop)
  T.eq(P.options(t, "move:c6-"), { "move:c6-c5", "move:c6-d7" })
  t:answer("move:c6-c5", "end", "use")
  T.eq(t:run(), "choice")
  -- White's King on c4: b3, b5, d4 are X squares; the Black King on c5 cannot be attacked by a King
  T.eq(P.options(t, "move:c4-"), { "move:c4-b4", "move:c4-c3", "move:c4-d3", "move:c4-d5" },
    "d5: the King may attack a moved piece on an unmarked square")
end)

T.scenario("marks restrict only the King: others stop on X squares and an empty crown [HC-6.6]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 Rd3 R?g1 B?e1 N?b2 N?f2", black = "Ke6 R?a7 R?g7 B?c7 B?e7 N?b6 N?f6" })
  T.eq(t:run(), "choice")
  T.truthy(P.offered(t, "move:d3-d4"), "an X square")
  t:answer("move:d3-d7")
  T.eq(t:run(), "choice")
  T.eq(P.stack(t.match, "d7"), { "wR" }, "on the Black crown")
end)
