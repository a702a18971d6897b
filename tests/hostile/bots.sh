# Hostile external agents: a bot failing at any moment (start, question, end) is the
# bot's error, exit 1, naming the seat and the command; never a hang or exit 3.
. "$(dirname "$0")/lib.sh"

# Bots that are gone before, while, or after the host writes to them. Run several
# times: which pipe the host meets closed first is a race, the outcome is not.
for i in 1 2 3 4 5 6 7 8; do
  expect 1 "$TABULA" play tictactoe -a "exec:true" --seed "$i"
  contains "seat 1 (exec:true): 'true' exited with status 0"
done
expect 1 "$TABULA" play tictactoe -a "exec:exit 7" --seed 1;  contains "exited with status 7"
expect 1 "$TABULA" play tictactoe -a "exec:kill -9 \$\$" --seed 1; contains "was killed by signal 9"
# Closes its output and stays alive; also with a child holding nothing open.
expect 1 "$TABULA" play tictactoe -a "exec:exec >&-; sleep 30" --seed 1 --bot-timeout 20000
contains "closed its output"
# Never reads its input while the host writes big views: bounded by the timeout.
expect 1 "$TABULA" play chernobog -a "exec:exec <&-; sleep 30" --seed 1 --bot-timeout 2000
contains "seat 1 (exec:"
# A line of 100 MB, and 300 MB with no newline: refused past 1 MiB.
expect 1 "$TABULA" play tictactoe -a "exec:head -c 100000000 /dev/zero | tr '\\\\0' a; echo" --seed 1
contains "longer than 1048576 bytes"
expect 1 "$TABULA" play tictactoe -a "exec:head -c 300000000 /dev/zero" --seed 1
contains "longer than 1048576 bytes"
# A bot that trickles a byte at a time never resets its time.
expect 1 "$TABULA" play tictactoe --bot-timeout 1500 -a "exec:read l; while :; do printf ' '; sleep 0.1; done" --seed 1
contains "gave no answer within 1500 ms"
# Answers that are not what the protocol allows.
answer() { printf 'read l; read l; printf %%s\\\\n %s; sleep 5' "$1"; }
expect 1 "$TABULA" play tictactoe -a "exec:$(answer "'{\"answer\":\"\\377\\376\"}'")" --seed 1; contains "not JSON"
expect 1 "$TABULA" play tictactoe -a "exec:$(answer "'{\"answer\":1e400}'")" --seed 1; contains "number overflow"
expect 1 "$TABULA" play tictactoe -a "exec:$(answer "'{\"answer\":{\"a\":1}}'")" --seed 1; contains "not an option id"
expect 1 "$TABULA" play tictactoe -a "exec:$(answer "'[1,2]'")" --seed 1; contains "without an \"answer\" field"
deep=$(printf '[%.0s' $(seq 100000))
expect 1 "$TABULA" play tictactoe -a "exec:read l; read l; echo '{\"answer\":$deep'; sleep 5" --seed 1
contains "nested deeper than 64 levels"
# The same in simulate: each bad bot costs its own match only.
expect 1 "$TABULA" simulate tictactoe -n 4 --jobs 2 --no-progress -a "exec:true"
contains "exited"
finish
