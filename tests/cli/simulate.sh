# tabula simulate: a summary that does not depend on the number of jobs.
. "$(dirname "$0")/lib.sh"

run 0 "$TABULA" simulate tictactoe -n 300 --seed 5 --jobs 1 --json --no-progress; ONE=$(echo "$OUT" | grep -v second)
run 0 "$TABULA" simulate tictactoe -n 300 --seed 5 --jobs 2 --json --no-progress; TWO=$(echo "$OUT" | grep -v second | sed 's/"jobs": 2/"jobs": 1/')
[ "$ONE" = "$TWO" ] || fail "results differ between 1 and 2 jobs"
contains '"matches": 300'; contains '"errors": 0'
run 0 "$TABULA" simulate tictactoe -n 100;  contains "95% interval"; contains "matches/s"
contains "100/100"
finish
