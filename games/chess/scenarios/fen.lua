-- Chess: FEN in and out, the decision and the text board (docs/games/chess.md).
local T = require "tabula.test"
local P = require "position"

local probe = require "probe"
local fen = probe.fen

T.scenario("FEN round trip: parsing then writing gives the same text [CHESS-fen]", function()
  for _, f in ipairs{
    P.START,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "8/8/8/8/8/8/6k1/4K2R b K - 37 90",
  } do
    T.eq(P.fen(P.from_fen(f)), f, "round trip")
  end
  T.eq(P.fen(P.from_fen("8/8/8/8/8/8/6k1/4K2R w K -")), "8/8/8/8/8/8/6k1/4K2R w K - 0 1", "counters default to 0 1")
end)

T.scenario("the match starts from the fen option, and the FEN follows the moves [CHESS-fen, CHESS-setup]", function()
  local t = T.match{}
  T.eq(fen(t), P.START, "the default is the start position")
  t:answer("e2e4", "c7c5", "g1f3")
  T.eq(t:run(), "choice")
  T.eq(fen(t), "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", "after 1. e4 c5 2. Nf3")
  T.eq(t:view(2).fen, fen(t), "the view gives the FEN")
  T.eq(t:view(2).last_move, "g1f3", "and the last move")
  t = T.match{ options = { fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 5 40" } }
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 2, "Black (seat 2) moves first")
  T.eq(t:pending().prompt, "Black to move", "prompt")
  T.eq(fen(t), "4k3/8/8/8/8/8/4P3/4K3 b - - 5 40", "from the option")
end)

T.scenario("a bad FEN is an error naming what is wrong [CHESS-fen]", function()
  local cases = {
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "7 ranks, not 8" },
    { "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "'9' is not a count" },
    { "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rank 7 has 9 squares" },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP/RNBQKBNR w KQkq - 0 1", "rank 2 has 7 squares" },
    { "rnbqkbnr/pppxpppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "'x' is not a piece" },
    { "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", "black needs exactly one king (found 0)" },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "side to move is 'x'" },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkz - 0 1", "'z' is not one of KQkq" },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1", "castling right K needs the white king on e1 and a white rook on h1" },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1", "en passant square e3" },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9 0 1", "'z9' is not a square" },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", "halfmove clock 'x'" },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", "fullmove number '0'" },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w", "expected 6 fields" },
    { "P3k3/8/8/8/8/8/8/4K3 w - - 0 1", "a pawn stands on a8" },
    { "4k3/8/8/8/8/8/8/R3K3 b - - 0 1", "" },                  -- valid: not an error
    { "4k3/8/8/8/8/8/8/4K2R w - - 0 1", "" },
    { "4k2R/8/8/8/8/8/8/4K3 w - - 0 1", "the side not to move (black) is in check" },
  }
  for _, c in ipairs(cases) do
    local ok, err = pcall(P.from_fen, c[1])
    if c[2] == "" then
      T.truthy(ok, c[1] .. " is valid")
    else
      T.falsy(ok, c[1] .. " is refused")
      T.truthy(err:find("bad FEN", 1, true) and err:find(c[2], 1, true), "message for " .. c[1] .. ": " .. tostring(err))
    end
  end
end)

T.scenario("one decision per move: every legal move, ids in UCI [CHESS-decision, CHESS-moves, CHESS-pawn]", function()
  local t = T.match{}
  T.eq(t:run(), "choice")
  local c = t:pending()
  T.eq(c.seat, 1, "White (seat 1) starts")
  T.eq(c.kind, "move", "kind")
  T.eq(c.prompt, "White to move", "prompt")
  T.options(t, { "a2a3", "a2a4", "b2b3", "b2b4", "c2c3", "c2c4", "d2d3", "d2d4", "e2e3", "e2e4",
                 "f2f3", "f2f4", "g2g3", "g2g4", "h2h3", "h2h4", "b1a3", "b1c3", "g1f3", "g1h3" })
end)

T.scenario("move labels are SAN, with disambiguation, castling, check and mate [CHESS-decision]", function()
  local function labels(f)
    local pos = P.from_fen(f)
    local ml = {}
    local n = P.gen_legal(pos, ml)
    local out = {}
    for i = 1, n do out[P.uci(ml[i])] = P.san(pos, ml[i], ml, n) end
    return out
  end
  local l = labels(P.START)
  T.eq({ l.e2e4, l.g1f3 }, { "e4", "Nf3" }, "pawn and knight")
  l = labels("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
  T.eq({ l.e1g1, l.e1c1, l.a1a8 }, { "O-O", "O-O-O", "Rxa8+" }, "castling and a check")
  l = labels("4k3/8/8/8/8/8/4K3/R6R w - - 0 1")
  T.eq({ l.a1d1, l.h1d1, l.a1a2 }, { "Rad1", "Rhd1", "Ra2" }, "by file")
  l = labels("4k3/8/8/8/R7/8/8/R3K3 w - - 0 1")
  T.eq({ l.a1a2, l.a4a2 }, { "R1a2", "R4a2" }, "by rank")
  l = labels("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")
  T.eq(l.a1a8, "Ra8#", "mate")
  l = labels("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1")
  T.eq(l.e5d6, "exd6", "en passant")
end)

T.scenario("the text board shows ranks, files and whose turn [CHESS-render]", function()
  local t = T.match{}
  T.eq(t:render(), table.concat({
    "  +-----------------+",
    "8 | r n b q k b n r |",
    "7 | p p p p p p p p |",
    "6 | . . . . . . . . |",
    "5 | . . . . . . . . |",
    "4 | . . . . . . . . |",
    "3 | . . . . . . . . |",
    "2 | P P P P P P P P |",
    "1 | R N B Q K B N R |",
    "  +-----------------+",
    "    a b c d e f g h",
    "White to move (seat 1)",
    "FEN: " .. P.START }, "\n"))
end)

T.scenario("perft walks the play's generator: published counts [CHESS-perft]", function()
  T.eq(P.perft(P.from_fen(P.START), 3), 8902, "start, depth 3")
  T.eq(P.perft(P.from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"), 2), 2039, "Kiwipete, depth 2")
  T.eq(P.perft(P.from_fen("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"), 3), 2812, "position 3, depth 3")
  local pos = P.from_fen(P.START)
  local total, divide = P.perft(pos, 2, true)
  T.eq(total, 400, "divide total")
  T.eq(#divide, 20, "one entry per first move")
  T.eq(divide[1], { "a2a3", 20 }, "sorted by move")
  T.eq(P.fen(pos), P.START, "the position is left as it was")
end)
