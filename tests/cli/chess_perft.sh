# tabula perft on chess: the published leaf counts (docs/games/chess.md, CHESS-perft),
# walked with the same legal-move generation and make/unmake as play. Each count takes
# well under a second in a Release build.
. "$(dirname "$0")/lib.sh"

KIWI="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
POS3="8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
POS4="r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
POS4M="r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1"
POS5="rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"

run 0 "$TABULA" perft start 1; contains "nodes 20"
run 0 "$TABULA" perft start 2 -g chess; contains "nodes 400"
run 0 "$TABULA" perft start 3; contains "nodes 8902"
run 0 "$TABULA" perft start 4; contains "nodes 197281"
run 0 "$TABULA" perft "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" 2 --json; contains '"nodes": 400'

run 0 "$TABULA" perft "$KIWI" 1; contains "nodes 48"
run 0 "$TABULA" perft "$KIWI" 2; contains "nodes 2039"
run 0 "$TABULA" perft "$KIWI" 3; contains "nodes 97862"

run 0 "$TABULA" perft "$POS3" 1; contains "nodes 14"
run 0 "$TABULA" perft "$POS3" 2; contains "nodes 191"
run 0 "$TABULA" perft "$POS3" 3; contains "nodes 2812"
run 0 "$TABULA" perft "$POS3" 4; contains "nodes 43238"

run 0 "$TABULA" perft "$POS4" 1; contains "nodes 6"
run 0 "$TABULA" perft "$POS4" 2; contains "nodes 264"
run 0 "$TABULA" perft "$POS4" 3; contains "nodes 9467"
run 0 "$TABULA" perft "$POS4M" 3; contains "nodes 9467"     # the same position, colours mirrored

run 0 "$TABULA" perft "$POS5" 1; contains "nodes 44"
run 0 "$TABULA" perft "$POS5" 2; contains "nodes 1486"
run 0 "$TABULA" perft "$POS5" 3; contains "nodes 62379"

# divide: one line per first move, in UCI, and the total
run 0 "$TABULA" perft start 3 --divide; contains "e2e4: 600"; contains "g1f3: 440"; contains "nodes 8902"
run 0 "$TABULA" perft "$KIWI" 1 --divide; contains "e1g1: 1"; contains "e1c1: 1"; contains "nodes 48"
run 0 "$TABULA" perft "$POS5" 1 --divide; contains "d7c8q: 1"; contains "d7c8n: 1"

# a bad FEN is named, in perft and in play (there a usage error: the option is refused)
run 1 "$TABULA" perft "8/8/8 w - - 0 1" 1; contains 'bad FEN "8/8/8 w - - 0 1": the placement has 3 ranks, not 8'
run 2 "$TABULA" play chess -o fen="4k3/8/8/8/8/8/8/4K3 x - - 0 1"
contains "error: option 'fen': bad FEN \"4k3/8/8/8/8/8/8/4K3 x - - 0 1\": the side to move is 'x', not w or b"
# ... and nothing of a match is shown before the refusal: no header, no seats
case "$OUT" in *"seats, seed"*|*"seat 1:"*) fail "play showed a match's header before refusing the option: $OUT" ;; esac

# a match from a FEN: king and queen against a lone king
run 0 "$TABULA" play chess -o fen="7k/8/8/8/8/8/8/4KQ2 w - - 0 1" --seed 2; contains "FEN: "
finish
