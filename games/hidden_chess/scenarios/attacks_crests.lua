-- Attacks, locks, King attacks and crests: HC-7, HC-8, HC-D2, HC-D4.
local T = require "tabula.test"
local P = require "positions"

local S = P.S

T.scenario("an attack removes the moved piece and the mover takes its square [HC-7.1]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 Nc3 R?g1 B?e1 N?b2 N?f2", black = "Kd7 Rd5 R?a7 R?g7 B?c7 B?e7 N?b6" })
  t:answer("move:c3-d5")
  T.eq(t:run(), "choice")
  T.eq(P.stack(t.match, "d5"), { "wN" })
  T.eq(P.stack(t.match, "c3"), {})
  local removed = t.match:zone("removed"):cards()
  T.eq({ #removed, removed[1].kind, removed[1].owner, removed[1].face }, { 1, "rook", 2, "up" })
end)

T.scenario("the King has no fresh protection: it is attacked whether it moved or not [HC-7.2, HC-7.4]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 Bb5 R?c1 R?g1 B?e1 N?b2 N?f2", black = "Kd7 R?a7 R?g7 B?e7 N?b6 N?f6" })
  T.eq(t:run(), "choice")
  T.truthy(P.offered(t, "move:b5-d7"))
end)

T.scenario("a lock is permanent: nothing enters, leaves or is revealed; the whole stack stops counting [HC-0.5, HC-7.3, HC-10.2]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 Rc4 Ne6 R?g1 B?e1 N?f2", black = "Kd7 R?a7 R?g7 c7=[B?,N?] B?e7 N?f6 Nb5" })
  T.eq({ P.remaining(t.match, 1), P.remaining(t.match, 2) }, { 6, 8 })
  t:answer("move:c4-c7")
  T.eq(t:run(), "choice")
  T.eq(P.stack(t.match, "c7"), { "bB?", "bN?", "wR" })
  T.eq({ P.remaining(t.match, 1), P.remaining(t.match, 2) }, { 5, 6 }, "the locker and both locked pieces stop counting")
  T.falsy(P.offered(t, "reveal:c7"), "locked pieces are never revealed")
  for _, id in ipairs(t:pending().options) do T.falsy(id:find("-c7$"), "Black enters c7: " .. id) end
  t:answer("move:b5-d6")
  T.eq(t:run(), "choice")
  T.eq(P.options(t, "move:c7-"), {}, "the locker never leaves")
  for _, id in ipairs(t:pending().options) do T.falsy(id:find("-c7$"), "White enters c7: " .. id) end
end)

T.scenario("a King attack: the King stays, the attacker picks an X square of that King, a chip turns [HC-7.4, HC-2.4, HC-8.1, HC-D4]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 R?a1 R?g1 B?c1 B?e1 N?b2 N?f2", black = "Kd7 Bc2 R?a7 R?g7 B?e7 N?b6 N?f6 Nf3" })
  t:answer("reveal:a1", "move:c2-d1")
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 2)
  T.eq(t:pending().kind, "x_square")
  T.options(t, { "b3", "f3", "d4" }, "the White King's side or the centre")
  t:answer("f3")
  T.eq(t:run(), "choice")
  T.eq(P.stack(t.match, "d1"), { "wK" })
  T.eq(P.stack(t.match, "f3"), { "bB" }, "Black's own Knight on f3 is removed")
  T.eq(t.match:zone("removed"):cards()[1].owner, 2)
  T.eq({ P.shields(t.match, 1), P.crests(t.match, 1) }, { 2, 1 })
end)

T.scenario("the attacker may return to its own square when it is one of the X squares [HC-7.4]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 Bf5 R?a1 R?g1 B?c1 B?e1 N?b2", black = "Kd7 R?a7 R?g7 B?e7 N?b6 N?f6" })
  t:answer("move:f5-d7", "f5")
  T.eq(t:run(), "choice")
  T.eq(P.stack(t.match, "f5"), { "wB" }, "back on f5, now moved")
  T.eq(#t.match:zone("removed"):cards(), 0, "nothing removed")
  T.eq(P.shields(t.match, 2), 2)
end)

T.scenario("a crest is used at the start of a turn: removed, two actions, the King may move [HC-8.2, HC-4.2, HC-D2, HC-D3]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 Rb3 R?g1 B?c1 B?e1 N?b2 N?f2", black = S.black, chips = { { shield = 2, crest = 1 } } })
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "crest")
  T.options(t, { "use", "keep" })
  t:answer("use")
  T.eq(t:run(), "choice")
  T.eq(P.status(t.match).crest_turn, true)
  T.eq(#t.match:zone("chips:1"):cards(), 2, "the chip is removed from the game")
  T.eq(P.options(t, "move:d1-"), { "move:d1-c2", "move:d1-e2" })
  t:answer("move:d1-e2")
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 1, "a second action")
  T.truthy(P.offered(t, "move:e2-e3"), "the King may move again")
  t:answer("end")
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 2, "ending the turn")
  T.eq(P.status(t.match).crest_turn, false)
end)

T.scenario("crests may be kept; at most one is used per turn [HC-8.3]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 Rb3 R?g1 B?c1 B?e1 N?b2 N?f2", black = S.black, chips = { { shield = 1, crest = 2 } } })
  t:answer("keep")
  T.eq(t:run(), "choice")
  T.eq(P.options(t, "move:d1-"), {}, "kept: no King move")
  T.falsy(P.offered(t, "end"))
  t:answer("reveal:g1", "reveal:a7", "use", "reveal:c1")
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "action", "no second crest question in the same turn")
  T.eq(P.crests(t.match, 1), 1, "one crest left")
  t:answer("reveal:e1", "reveal:g7")
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "crest", "asked again next turn")
end)
