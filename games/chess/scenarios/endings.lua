-- Chess: how a match ends (docs/games/chess.md, CHESS-mate .. CHESS-material).
local T = require "tabula.test"
local P = require "position"

T.scenario("checkmate ends the match with the mating side as winner [CHESS-mate]", function()
  local t = T.match{}
  t:answer("f2f3", "e7e5", "g2g4", "d8h4")     -- the fool's mate
  T.eq(t:run(), "finished")
  T.eq(t.result.outcome, "win", "outcome")
  T.eq(t.result.winners, { 2 }, "Black (seat 2) wins")
  T.truthy(t.result.reason:find("checkmate"), "reason")
  T.truthy(t:render():find("Game over: checkmate", 1, true), "render tells the result")
end)

T.scenario("White mates too: the back-rank mate [CHESS-mate]", function()
  local t = T.match{ options = { fen = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1" } }
  t:answer("a1a8")
  T.eq(t:run(), "finished")
  T.eq(t.result.winners, { 1 }, "White (seat 1) wins")
end)

T.scenario("a side in check must get out of it [CHESS-check]", function()
  local t = T.match{ options = { fen = "4k3/8/8/8/8/8/3q4/R3K3 w - - 0 1" } }
  T.eq(t:run(), "choice")
  T.eq(t:pending().prompt, "White to move (in check)", "prompt")
  T.options(t, { "e1d2", "e1f1" }, "take the queen or step aside (d1, e2, f2 are covered)")
end)

T.scenario("a pinned piece may not leave the line of the pin [CHESS-check]", function()
  local t = T.match{ options = { fen = "4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1" } }
  T.eq(t:run(), "choice")
  for _, id in ipairs(t:pending().options) do
    T.ne(id:sub(1, 2), "e2", "the pinned knight does not move (" .. id .. ")")
  end
end)

T.scenario("stalemate is a draw [CHESS-stalemate]", function()
  local t = T.match{ options = { fen = "7k/8/6K1/5Q2/8/8/8/8 w - - 0 1" } }
  t:answer("f5f7")
  T.eq(t:run(), "finished")
  T.eq(t.result.outcome, "draw", "outcome")
  T.eq(t.result.reason, "stalemate", "reason")
end)

T.scenario("fifty moves by each side without capture or pawn move draw [CHESS-fifty]", function()
  local t = T.match{ options = { fen = "4k3/8/8/8/8/8/8/R3K3 w - - 98 80" } }
  t:answer("a1a2")
  T.eq(t:run(), "choice", "99 plies: still playing")
  t:answer("e8d8")
  T.eq(t:run(), "finished")
  T.eq(t.result.outcome, "draw", "outcome")
  T.eq(t.result.reason, "fifty-move rule", "reason")
end)

T.scenario("a pawn move or a capture resets the fifty-move count [CHESS-fifty]", function()
  local t = T.match{ options = { fen = "4k3/7p/8/8/8/8/8/R3K3 b - - 99 80" } }
  t:answer("h7h6")
  T.eq(t:run(), "choice", "the pawn move reset the clock")
  T.eq(t.match.state.pos.half, 0, "halfmove clock")
end)

T.scenario("checkmate on the hundredth ply wins rather than draws [CHESS-fifty, CHESS-mate]", function()
  local t = T.match{ options = { fen = "7k/8/6K1/8/8/8/8/R7 w - - 99 80" } }
  t:answer("a1a8")
  T.eq(t:run(), "finished")
  T.eq(t.result.outcome, "win", "mate takes precedence")
  T.eq(t.result.winners, { 1 }, "winner")
end)

T.scenario("the third occurrence of a position draws [CHESS-threefold]", function()
  local t = T.match{}
  t:answer("g1f3", "g8f6", "f3g1", "f6g8",      -- the start position, second time
           "g1f3", "g8f6", "f3g1")
  T.eq(t:run(), "choice", "not yet")
  t:answer("f6g8")                              -- third time
  T.eq(t:run(), "finished")
  T.eq(t.result.outcome, "draw", "outcome")
  T.eq(t.result.reason, "threefold repetition", "reason")
end)

T.scenario("positions differing in castling rights are not the same position [CHESS-threefold]", function()
  local dance = { "h1h2", "e8d8", "h2h1", "d8e8", "h1h2", "e8d8", "h2h1", "d8e8" }
  -- without castling rights the first position recurs a third time after 8 plies
  local t = T.match{ options = { fen = "4k3/8/8/8/8/8/8/4K2R w - - 0 1" } }
  t:answer(table.unpack(dance))
  T.eq(t:run(), "finished", "no rights: drawn after 8 plies")
  T.eq(t.result.reason, "threefold repetition", "reason")
  -- with the right K the first position never recurs (h1-h2 loses the right)
  t = T.match{ options = { fen = "4k3/8/8/8/8/8/8/4K2R w K - 0 1" } }
  t:answer(table.unpack(dance))
  T.eq(t:run(), "choice", "with K: the start position occurred once only")
  t:answer("h1h2")                              -- the position after the first h1-h2, third time
  T.eq(t:run(), "finished")
  T.eq(t.result.reason, "threefold repetition", "reason")
end)

T.scenario("king against king is a draw at once [CHESS-material]", function()
  local t = T.match{ options = { fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 1" } }
  T.eq(t:run(), "finished")
  T.eq(t.result.outcome, "draw", "outcome")
  T.eq(t.result.reason, "insufficient material", "reason")
end)

T.scenario("capturing down to king and bishop against king draws [CHESS-material]", function()
  local t = T.match{ options = { fen = "4k3/8/8/8/8/8/3r4/3BK3 w - - 0 1" } }
  t:answer("e1d2")
  T.eq(t:run(), "finished")
  T.eq(t.result.reason, "insufficient material", "K+B vs K")
end)

T.scenario("king and knight against king draws [CHESS-material]", function()
  local t = T.match{ options = { fen = "4k3/8/8/8/8/8/8/4KN2 b - - 0 1" } }
  T.eq(t:run(), "finished")
  T.eq(t.result.reason, "insufficient material", "K+N vs K")
end)

T.scenario("bishops on same-coloured squares draw, on opposite colours play on [CHESS-material]", function()
  local t = T.match{ options = { fen = "2b1k3/8/8/8/8/8/8/4KB2 w - - 0 1" } }   -- c8 and f1: both light
  T.eq(t:run(), "finished")
  T.eq(t.result.reason, "insufficient material", "K+B vs K+B, same colour")
  t = T.match{ options = { fen = "1b2k3/8/8/8/8/8/8/4KB2 w - - 0 1" } }          -- b8 dark, f1 light
  T.eq(t:run(), "choice", "opposite colours: a mate is still possible")
  t = T.match{ options = { fen = "4k3/8/8/8/8/8/8/3NKN2 w - - 0 1" } }
  T.eq(t:run(), "choice", "two knights: play on")
end)

T.scenario("random games end by mate or a draw rule [CHESS-mate, CHESS-stalemate, CHESS-fifty, CHESS-threefold, CHESS-material]", function()
  for seed = 1, 3 do
    local t = T.match{ seed = seed }
    local status = t:run()
    local turns = 0
    while status == "choice" do
      local options = t:pending().options
      t:answer(options[(turns * 7 + seed) % #options + 1])
      status = t:run()
      turns = turns + 1
    end
    T.eq(status, "finished", "seed " .. seed)
    T.truthy(P.fen(t.match.state.pos), "a position")
  end
end)
