# The guide's worked example of boards (docs/guide.md §2a), docs/examples/connect4:
# it loads, its scenarios pass (each replayed from its record), every rule id they cite
# is on its RULES.md, and a short simulate plays every match to a result.
. "$(dirname "$0")/lib.sh"

C4=docs/examples/connect4
run 0 "$TABULA" check "$C4";                 contains "2 scripts checked, 0 error(s)"
run 0 "$TABULA" test "$C4";                  contains "7 passed, 0 failed"
for id in $(grep -ohE '\[C4-[0-9]+\]' "$C4"/scenarios/*.lua | tr -d '[]' | sort -u); do
  grep -qwF -- "$id" "$C4/RULES.md" || fail "a scenario cites $id, which $C4/RULES.md does not have"
done
run 0 "$TABULA" simulate "$C4" -n 100 --seed 1 --no-progress --json
contains '"errors": 0'
contains '"matches": 100'
contains '"unfinished": 0'
finish
