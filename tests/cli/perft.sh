# tabula perft: leaf counts through a game's perft hook, and its usage errors.
. "$(dirname "$0")/lib.sh"

run 0 "$TABULA" perft start 4 -g tictactoe; contains "nodes 3024"
run 0 "$TABULA" perft start 9 -g tictactoe; contains "nodes 127872"
run 0 "$TABULA" perft "XXO.O...." 1 -g tictactoe --json; contains '"nodes": 5'
# X takes 3 and wins (no nodes below), or one of 4 others with 4 replies each
run 0 "$TABULA" perft "XX.OO...." 2 -g tictactoe; contains "nodes 16"
run 2 "$TABULA" perft start 0 -g tictactoe; contains "--depth: '0' is not a whole number from 1 to 20"
run 2 "$TABULA" perft start 2 -g ludo; contains "has no perft hook"
run 1 "$TABULA" perft "bad" 2 -g tictactoe; contains "9 characters"
finish
