# Bad flags, names and values: exit 2 with a message naming what is wrong.
. "$(dirname "$0")/lib.sh"

run 2 "$TABULA" frobnicate;                       contains "unknown command 'frobnicate'"
run 2 "$TABULA" play;                             contains "game"
run 2 "$TABULA" play nosuchgame;                  contains "unknown game 'nosuchgame'"; contains "tictactoe"
run 2 "$TABULA" play tictactoe --bogus;           contains "bogus"
run 2 "$TABULA" play tictactoe --seed banana;     contains "seed"
run 2 "$TABULA" play tictactoe --seats 5;         contains "seats"
run 2 "$TABULA" play tictactoe -a wizard;         contains "unknown agent 'wizard'"
run 2 "$TABULA" play tictactoe -o colour=red;     contains "no option 'colour'"
run 2 "$TABULA" play chernobog -o stall_rounds=-5; contains "option 'stall_rounds': -5 is not a whole number, 0 or more"
run 2 "$TABULA" simulate chernobog -n 3 -o round_limit=2.5; contains "option 'round_limit': 2.5 is not a whole number"
run 0 "$TABULA" list;                             contains "stall_rounds=50  end after"; contains "; a whole number, 0 or more"
run 2 "$TABULA" simulate tictactoe -n 0;          contains "-n"
run 2 "$TABULA" simulate tictactoe --jobs 0;      contains "--jobs"
run 2 "$TABULA" test no/such/path;                contains "no/such/path"
run 2 "$TABULA" play tictactoe --log-level loud;  contains "log-level"
run 2 "$TABULA" play tictactoe --mod /no/such/mod; contains "/no/such/mod"
run 0 "$TABULA" --help;                           contains "simulate GAME"
for c in play simulate test replay list check; do
  run 0 "$TABULA" $c --help;                      contains "usage: tabula $c"
done
finish
