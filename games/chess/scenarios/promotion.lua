-- Chess: promotion (docs/games/chess.md, CHESS-promotion).
local T = require "tabula.test"
local P = require "position"

local probe = require "probe"
local fen = probe.fen

T.scenario("a pawn reaching the last rank offers queen, rook, bishop and knight [CHESS-promotion]", function()
  local t = T.match{ options = { fen = "8/4P3/8/8/8/8/k7/4K3 w - - 0 1" } }
  T.eq(t:run(), "choice")
  T.options(t, { "e7e8q", "e7e8r", "e7e8b", "e7e8n", "e1d1", "e1d2", "e1e2", "e1f2", "e1f1" })
end)

T.scenario("under-promotion to a knight [CHESS-promotion]", function()
  local t = T.match{ options = { fen = "8/4P3/8/8/8/p7/k7/4K3 w - - 0 1" } }
  t:answer("e7e8n")
  T.eq(t:run(), "choice")
  T.eq(fen(t), "4N3/8/8/8/8/p7/k7/4K3 b - - 0 1", "a white knight on e8")
end)

T.scenario("under-promotion to a rook [CHESS-promotion]", function()
  local t = T.match{ options = { fen = "8/4P3/8/8/8/8/k7/4K3 w - - 0 1" } }
  t:answer("e7e8r")
  T.eq(t:run(), "choice")
  T.eq(fen(t), "4R3/8/8/8/8/8/k7/4K3 b - - 0 1", "a white rook on e8")
end)

T.scenario("promotion with a capture, and a black promotion [CHESS-promotion]", function()
  local t = T.match{ options = { fen = "3r2k1/4P3/8/8/8/8/1p6/4K3 w - - 0 1" } }
  t:answer("e7d8q")
  T.eq(t:run(), "choice")
  T.eq(fen(t), "3Q2k1/8/8/8/8/8/1p6/4K3 b - - 0 1", "exd8=Q")
  t:answer("g8g7", "d8d1", "b2b1r")
  T.eq(t:run(), "choice")
  T.eq(fen(t), "8/6k1/8/8/8/8/8/1r1QK3 w - - 0 3", "b1=R")
end)

T.scenario("promotion labels in SAN: exd8=Q+, e8=R+ [CHESS-promotion, CHESS-decision]", function()
  local pos = P.from_fen("3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1")
  local ml = {}
  local n = P.gen_legal(pos, ml)
  local labels = {}
  for i = 1, n do labels[P.uci(ml[i])] = P.san(pos, ml[i], ml, n) end
  T.eq(labels.e7d8q, "exd8=Q+", "capture and promotion to queen, check")
  T.eq(labels.e7d8n, "exd8=N", "to knight")
  T.eq(labels.e7e8r, "e8=R+", "to rook, check along the rank")
end)
