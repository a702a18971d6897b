-- The first player's restriction (HC-9), the end of the game (HC-10) and the options (HC-12).
local T = require "tabula.test"
local P = require "positions"

local S = P.S

T.scenario("restricted: no Move actions, not even the King's on a crest turn [HC-9.1]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 Rb3* R?g1 B?c1 B?e1 N?b2 N?f2", black = S.black, restricted = true,
                   chips = { { shield = 2, crest = 1 } } })
  t:answer("use")
  T.eq(t:run(), "choice")
  T.eq(P.options(t, "move:"), {}, "only reveals")
end)

T.scenario("the restriction ends after the second player's third reveal [HC-9.1]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 R?a1 R?g1 B?c1 B?e1 N?b2 N?f2", black = S.black, restricted = true })
  t:answer("reveal:a1", "reveal:a7", "reveal:g1", "reveal:g7", "reveal:c1")
  T.eq(t:run(), "choice")
  T.eq(P.status(t.match).restricted, true, "two reveals are not enough")
  t:answer("reveal:c7")
  T.eq(t:run(), "choice")
  T.eq(P.status(t.match).restricted, false, "the third reveal ends it")
  T.truthy(P.offered(t, "move:a1-a6"), "White may move")
end)

T.scenario("the restriction ends when the second player has nothing to reveal, for good [HC-9.1]", function()
  local t = T.match{}
  P.set(t.match, { white = S.white, black = "Kd7 Ra7* c7=[B?,N*] Bd6*", restricted = true })
  T.eq(t:run(), "choice")
  T.eq(P.status(t.match).restricted, false)
  t:answer("reveal:a1", "move:c7-e6")
  T.eq(t:run(), "choice")
  T.eq(P.status(t.match).restricted, false, "Black can reveal c7 again, but the restriction stays over")
  T.truthy(#P.options(t, "move:") > 0)
end)

T.scenario("the second player is never restricted [HC-9.2]", function()
  local t = T.match{ options = { first_player = "black" } }
  P.set(t.match, { white = "Kd1 Ra3* R?g1 B?c1 B?e1 N?b2 N?f2", black = S.black, restricted = true, first = 2 })
  t:answer("reveal:a7")
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 1)
  T.truthy(P.offered(t, "move:a3-a6"), "White, second, moves at once")
end)

T.scenario("a third King attack wins even when the same action leaves the attacker at three [HC-10.1, HC-10.5]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 Nc5 Rd4 B?e1", black = "Kd7 R?a7 R?g7 B?e7 N?b6", chips = { nil, { shield = 1 } } })
  t:answer("move:c5-d7", "d4")
  T.eq(t:run(), "finished")
  T.eq(P.remaining(t.match, 1), 3)
  T.eq(t.result.winners, { 1 })
  T.eq(t.result.reason, "White made the third King attack")
end)

T.scenario("three or fewer loses, whoever caused it [HC-10.3, HC-10.2]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 Nc5 Rd4 B?e1", black = S.black })
  t:answer("move:c5-d7", "d4")             -- White removes its own Rook: 3 left
  T.eq(t:run(), "finished")
  T.eq(t.result.winners, { 2 })
  T.eq(t.result.reason, "White has 3 or fewer remaining pieces")
end)

T.scenario("both at three or fewer, shields equal: more remaining pieces wins [HC-10.4]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 Ra3 N?b2 B?e1", black = "Kd7 a7=[R?,N?] B?c7" })
  t:answer("move:a3-a7")
  T.eq(t:run(), "finished")
  T.eq({ P.remaining(t.match, 1), P.remaining(t.match, 2) }, { 3, 2 })
  T.eq(t.result.winners, { 1 })
  T.eq(t.result.reason, "both have 3 or fewer remaining pieces; White has more remaining pieces")
end)

local QUIET = { white = "Kd1 Ra3 R?g1 B?c1 B?e1 N?b2 N?f2", black = "Kd7 Rg5 R?a7 B?c7 B?e7 N?b6 N?f6" }

T.scenario("quiet-turn limit: equal shields and pieces is a draw [HC-10.6, HC-12]", function()
  local t = T.match{ options = { quiet_limit = 4 } }
  P.set(t.match, QUIET)
  t:answer("move:a3-a4", "move:g5-g4", "move:a4-a3")
  T.eq(t:run(), "choice")
  T.eq(P.status(t.match).quiet_turns, 3)
  t:answer("move:g4-g5")
  T.eq(t:run(), "finished")
  T.eq(t.result.outcome, "draw")
  T.eq(t.result.reason, "quiet-turn limit; shields and remaining pieces equal")
end)

T.scenario("quiet-turn limit: more shields, then more pieces win; a noisy turn restarts the count [HC-10.6]", function()
  local t = T.match{ options = { quiet_limit = 3 } }
  P.set(t.match, QUIET)
  t:answer("move:a3-a4", "move:g5-g4", "reveal:c1")
  T.eq(t:run(), "choice")
  T.eq(P.status(t.match).quiet_turns, 0, "a reveal is not quiet")
  t:answer("move:g4-g5", "move:a4-a3", "move:g5-g4")
  T.eq(t:run(), "finished")
  T.eq(t.result.outcome, "draw")
  local t2 = T.match{ options = { quiet_limit = 2 } }
  P.set(t2.match, { white = QUIET.white, black = QUIET.black, chips = { nil, { shield = 2 } } })
  t2:answer("move:a3-a4", "move:g5-g4")
  T.eq(t2:run(), "finished")
  T.eq(t2.result.winners, { 1 })
  T.eq(t2.result.reason, "quiet-turn limit; White has more shield-side chips")
  local t3 = T.match{ options = { quiet_limit = 2 } }
  P.set(t3.match, { white = QUIET.white, black = "Kd7 Rg5 R?a7 B?c7 B?e7 N?b6" })
  t3:answer("move:a3-a4", "move:g5-g4")
  T.eq(t3:run(), "finished")
  T.eq(t3.result.reason, "quiet-turn limit; White has more remaining pieces")
end)

T.scenario("quiet_limit=0 turns the limit off [HC-12, HC-10.6]", function()
  local t = T.match{ options = { quiet_limit = 0 } }
  P.set(t.match, QUIET)
  for _ = 1, 40 do t:answer("move:a3-a4", "move:g5-g4", "move:a4-a3", "move:g4-g5") end
  T.eq(t:run(), "choice")
  T.eq(P.status(t.match).quiet_turns, 160)
end)

-- Neither player can act: White's fresh Bishop on e1 is walled in by locked d2 and f2,
-- Black's fresh Rook on a7 by its own King on a6 and locked b7; Kings move only on a
-- crest turn and nobody holds a crest; every face-down piece is under a top or locked.
-- 4 remaining pieces each.
local DEAD = { white = "Kd1 e1=[R?,N?,B*]", black = "Ka6 a7=[B?,N?,R*]",
               locked = { b7 = "bB? wR", d2 = "wB? bR", f2 = "wN? bN" } }

T.scenario("quiet_limit=0: a position where neither player can act is a draw [HC-4.4, HC-10.6, HC-12]", function()
  local t = T.match{ options = { quiet_limit = 0 } }
  P.set(t.match, DEAD)
  T.eq({ P.remaining(t.match, 1), P.remaining(t.match, 2) }, { 4, 4 })
  T.eq(t:run(), "finished")
  T.eq(t.result.outcome, "draw")
  T.eq(t.result.reason, "neither player has a legal action (dead position)")
  T.eq(t.match:turn(), 2, "after White's and Black's passes")
  T.eq(t.decisions, 0)
end)

T.scenario("with the quiet-turn limit on, the same position ends by that limit [HC-10.6, HC-13]", function()
  local t = T.match{ options = { quiet_limit = 5 } }
  P.set(t.match, DEAD)
  T.eq(t:run(), "finished")
  T.eq(t.result.reason, "quiet-turn limit; shields and remaining pieces equal")
  T.eq(t.match:turn(), 5)
end)

T.scenario("quiet_limit=0: a player who keeps a crest it could use is not stuck [HC-4.2, HC-4.4, HC-8.2]", function()
  local t = T.match{ options = { quiet_limit = 0 } }
  P.set(t.match, { white = DEAD.white, black = DEAD.black, locked = DEAD.locked,
                   chips = { { shield = 2, crest = 1 } } })
  t:answer("keep")
  T.eq(t:run(), "choice", "Black was stuck, White was not: the match goes on")
  T.eq(t:pending().kind, "crest")
  T.eq(t.match:turn(), 3)
  t:answer("use", "move:d1-e2")
  T.eq(t:run(), "choice")
  T.eq(t.match:top("e2").kind, "king")
end)

T.scenario("options and their defaults [HC-12]", function()
  local t = T.match{}
  T.eq(t.match.options, { first_player = "white", quiet_limit = 60 })
end)

T.scenario("quiet_limit takes a whole number, 0 or more [HC-12, HC-10.6]", function()
  T.raises(function() T.match{ options = { quiet_limit = -1 } } end, "quiet_limit")
  T.raises(function() T.match{ options = { quiet_limit = 2.5 } } end, "quiet_limit")
  T.raises(function() T.match{ options = { first_player = "red" } } end, "first_player")
end)
