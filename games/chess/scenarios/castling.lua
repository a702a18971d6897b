-- Chess: castling and its conditions (docs/games/chess.md, CHESS-castling).
local T = require "tabula.test"

local probe = require "probe"
local fen, has = probe.fen, probe.offers


T.scenario("both castlings are offered and move king and rook [CHESS-castling]", function()
  local t = T.match{ options = { fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1" } }
  T.eq(t:run(), "choice")
  T.truthy(has(t, "e1g1"), "e1g1 offered")
  T.truthy(has(t, "e1c1"), "e1c1 offered")
  t:answer("e1g1")
  T.eq(t:run(), "choice")
  T.truthy(has(t, "e8c8"), "black may castle queenside")
  T.falsy(has(t, "e8g8"), "but not kingside: the rook on f1 now attacks f8")
  t:answer("e8c8")
  T.eq(t:run(), "choice")
  T.eq(fen(t), "2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2", "after O-O and O-O-O")
end)

T.scenario("castling is refused while a piece stands between king and rook [CHESS-castling]", function()
  local t = T.match{ options = { fen = "r3k2r/8/8/8/8/8/8/RN2K1NR w KQkq - 0 1" } }
  T.eq(t:run(), "choice")
  T.falsy(has(t, "e1g1"), "g1 knight blocks O-O")
  T.falsy(has(t, "e1c1"), "b1 knight blocks O-O-O")
end)

T.scenario("castling through an attacked square is refused [CHESS-castling-check]", function()
  -- the black rook on f8 attacks f1, the square the king crosses
  local t = T.match{ options = { fen = "r3kr2/8/8/8/8/8/8/R3K2R w KQq - 0 1" } }
  T.eq(t:run(), "choice")
  T.falsy(has(t, "e1g1"), "O-O through f1")
  T.truthy(has(t, "e1c1"), "O-O-O is still allowed")
end)

T.scenario("the rook may pass an attacked square: b1 under attack does not stop O-O-O [CHESS-castling-check]", function()
  local t = T.match{ options = { fen = "1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1" } }
  T.eq(t:run(), "choice")
  T.truthy(has(t, "e1c1"), "O-O-O with b1 attacked")
  T.truthy(has(t, "e1g1"), "O-O")
end)

T.scenario("castling out of check is refused [CHESS-castling-check]", function()
  local t = T.match{ options = { fen = "4k3/4r3/8/8/8/8/8/R3K2R w KQ - 0 1" } }
  T.eq(t:run(), "choice")
  T.falsy(has(t, "e1g1"), "O-O while in check")
  T.falsy(has(t, "e1c1"), "O-O-O while in check")
end)

T.scenario("castling into check is refused [CHESS-castling-check]", function()
  local t = T.match{ options = { fen = "4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1" } }
  T.eq(t:run(), "choice")
  T.falsy(has(t, "e1g1"), "O-O onto g1, attacked by the rook on g8")
  T.truthy(has(t, "e1c1"), "O-O-O")
end)

T.scenario("a king move loses both rights, even after it comes back [CHESS-castling-rights]", function()
  local t = T.match{ options = { fen = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1" } }
  t:answer("e1f1", "e8d8", "f1e1", "d8e8")
  T.eq(t:run(), "choice")
  T.falsy(has(t, "e1g1"), "no O-O")
  T.falsy(has(t, "e1c1"), "no O-O-O")
  T.eq(fen(t), "4k3/8/8/8/8/8/8/R3K2R w - - 4 3", "rights field")
end)

T.scenario("a rook move loses that rook's right only [CHESS-castling-rights]", function()
  local t = T.match{ options = { fen = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1" } }
  t:answer("h1h2", "e8d8", "h2h1", "d8e8")
  T.eq(t:run(), "choice")
  T.falsy(has(t, "e1g1"), "no O-O")
  T.truthy(has(t, "e1c1"), "O-O-O kept")
  T.eq(fen(t), "4k3/8/8/8/8/8/8/R3K2R w Q - 4 3", "rights field")
end)

T.scenario("a rook captured on its square loses its right [CHESS-castling-rights]", function()
  local t = T.match{ options = { fen = "r3k3/8/8/8/8/8/6b1/R3K2R b KQq - 0 1" } }
  t:answer("g2h1")
  T.eq(t:run(), "choice")
  T.eq(fen(t), "r3k3/8/8/8/8/8/8/R3K2b w Qq - 0 2", "white keeps Q only")
  t:answer("a1a8")                              -- white takes the a8 rook: black's q goes
  T.eq(t:run(), "choice")
  T.eq(fen(t), "R3k3/8/8/8/8/8/8/4K2b b - - 0 2", "no rights left")
end)
