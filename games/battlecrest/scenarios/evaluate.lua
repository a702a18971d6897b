-- The search's score of a position (game.evaluate, for mcts:cutoff): the race to defeat
-- the other hero (BC-14.1) along the health track (BC-8.1).
local T = require "tabula.test"
local P = require "positions"

T.scenario("evaluate: the hero who has taken less of his health track stands better [BC-8.1, BC-14.1]", function()
  P.printed_rows()
  local level = P.match{ active = 1, at = { mutiny = "(4,2)", akhena = "(4,3)" } }
  T.eq(level:evaluate(1), 0.5, "no damage on either side")
  local t = P.match{ active = 1, at = { mutiny = "(4,2)", akhena = "(4,3)" },
                     health = { akhena = { "wounded", 1 }, mutiny = { "start", 3 } } }
  -- Akhena (seat 1, four cards: a track of 8) has taken 4, a half; Mutiny (seat 2,
  -- three cards: a track of 6) has taken 2, a third.
  T.eq(t:evaluate(1), 0.5 + (1 / 3 - 1 / 2) / 2)
  T.eq(t:evaluate(1) + t:evaluate(2), 1, "one seat's gain is the other's loss")
end)
