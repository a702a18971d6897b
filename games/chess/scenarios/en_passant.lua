-- Chess: en passant (docs/games/chess.md, CHESS-ep).
local T = require "tabula.test"

local probe = require "probe"
local fen, has = probe.fen, probe.offers


T.scenario("a pawn that just made a double step can be taken en passant [CHESS-ep]", function()
  local t = T.match{ options = { fen = "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1" } }
  t:answer("d7d5")
  T.eq(t:run(), "choice")
  T.eq(fen(t), "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "the en passant square is d6")
  T.truthy(has(t, "e5d6"), "exd6 e.p. offered")
  t:answer("e5d6")
  T.eq(t:run(), "choice")
  T.eq(fen(t), "4k3/8/3P4/8/8/8/8/4K3 b - - 0 2", "the d5 pawn is gone")
end)

T.scenario("en passant is possible only on the move right after the double step [CHESS-ep]", function()
  local t = T.match{ options = { fen = "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1" } }
  t:answer("d7d5", "e1e2", "e8e7")
  T.eq(t:run(), "choice")
  T.falsy(has(t, "e5d6"), "too late for exd6")
  T.eq(fen(t), "8/4k3/8/3pP3/8/8/4K3/8 w - - 2 3", "no en passant square")
end)

T.scenario("a single step gives no en passant [CHESS-ep]", function()
  local t = T.match{ options = { fen = "4k3/8/3p4/4P3/8/8/8/4K3 b - - 0 1" } }
  t:answer("d6d5")
  T.eq(t:run(), "choice")
  T.falsy(has(t, "e5d6"), "no exd6 after d6-d5")
end)

T.scenario("en passant from a FEN, and refused when it would expose the king [CHESS-ep, CHESS-check, CHESS-fen]", function()
  local t = T.match{ options = { fen = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1" } }
  T.eq(t:run(), "choice")
  T.truthy(has(t, "e5d6"), "exd6 from the FEN's en passant square")
  -- both pawns leave the fifth rank: the rook on h5 would hit the king on a5
  t = T.match{ options = { fen = "4k3/8/8/K2pP2r/8/8/8/8 w - d6 0 1" } }
  T.eq(t:run(), "choice")
  T.falsy(has(t, "e5d6"), "exd6 would leave the king in check")
end)
