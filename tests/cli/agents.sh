# The human agent at a terminal and external programs speaking JSON Lines.
. "$(dirname "$0")/lib.sh"

# Human: an answer that is not an option is refused and asked again.
OUT=$(printf 'zz\n5\n1\n=9\n3\n7\n' | "$TABULA" play tictactoe --seed 4 -a human -a first 2>&1)
[ $? -eq 0 ] || fail "human play failed: $OUT"
contains "Seat 1: Where do you put your X?"; contains "Not accepted: 'zz' is not an option"
contains "5) middle centre"
# A number is always a position in the list, never an id: after X takes bottom left
# (7) the list is shorter, 9 is refused with a hint, =9 is the id 9 (bottom right), and
# a number too large for any list is refused, not a crash.
OUT=$(printf '7\n9\n99999999999999999999999\n=9\n1\n1\n1\n' | "$TABULA" play tictactoe --seed 4 -a human -a first 2>&1)
[ $? -eq 0 ] || fail "human play with ids failed: $OUT"
contains "X takes bottom left"
contains "Not accepted: there is no 9 in the list (1 to 7); an option's id goes after '=', as =9"
contains "Not accepted: there is no 99999999999999999999999 in the list"
contains "X takes bottom right"
contains "5) middle right  [=6]"
# The winning move's log line reaches the human too, after the last choice.
OUT=$(printf '5\n1\n4\n' | "$TABULA" play tictactoe --seed 4 -a human -a first 2>&1)
[ $? -eq 0 ] || fail "human play to a win failed: $OUT"
contains "  X takes bottom centre"
contains "Winner: seat 1 (three in a row)"
# Input ends while a choice is open: a clear error, not a hang.
OUT=$(printf '5\n' | "$TABULA" play tictactoe --seed 4 -a human -a first 2>&1); rc=$?
[ $rc -eq 1 ] || fail "exit $rc when stdin ended"; contains "standard input ended"

# External bot: plays whole matches.
BOT="exec:lua5.4 $SRC/tools/bots/first_bot.lua"
run 0 "$TABULA" play tictactoe --seed 2 -a "$BOT" -a "$BOT" --record "$WORK/bot.jsonl"
contains "Winner"
grep -q '"answer":\["1"\]' "$WORK/bot.jsonl" || fail "the bot's first answers are not in the record"
run 0 "$TABULA" simulate tictactoe -n 5 -a "$BOT" --no-progress; contains "5 matches"

# A bot answering nonsense is told so, and after four refusals the match ends.
cat > "$WORK/liar.sh" <<'SH'
while read -r line; do
  case "$line" in *'"type":"choice"'*|*'"type":"rejected"'*) echo '{"answer":"nowhere"}' ;; esac
done
SH
run 1 "$TABULA" play tictactoe -a "exec:sh $WORK/liar.sh" --seed 1; contains "four invalid answers"
# A bot that exits.
run 1 "$TABULA" play tictactoe -a "exec:true" --seed 1; contains "'true' exited with status 0"
# A bot that says something that is not JSON.
run 1 "$TABULA" play tictactoe -a "exec:sh -c 'read l; read l; echo hello'" --seed 1; contains "not JSON"
# A bot that does not answer in time (simulate's --bot-timeout).
run 1 "$TABULA" simulate tictactoe -n 1 --no-progress --bot-timeout 200 -a "exec:sleep 5"
contains "gave no answer within 200 ms"
finish
