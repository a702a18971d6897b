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
# The same behind wrappers that keep the pipe open while they wait (the host's own
# sh -c, a shell of the command, a subshell): seen at once, not at the 20 s timeout.
for wrapped in "sh -c 'exec >&-; sleep 30'" "sh -c \"sh -c 'exec >&-; sleep 30'\"" "(exec >&-; sleep 30)" \
               "bash -c 'exec 1>&-; sleep 30; true'"; do
  start=$SECONDS
  expect 1 "$TABULA" play tictactoe -a "exec:$wrapped" --seed 1 --bot-timeout 20000
  contains "closed its output at decision 1"
  [ $((SECONDS - start)) -lt 10 ] || fail "exec:$wrapped: its closed output was seen only after $((SECONDS - start)) s"
done
# A bot written as a shell script that waits for a helper whose output it captures is
# thinking, not gone: only `sh -c` wrappers count as wrappers.
cat > "$WORK/slow_bot.sh" <<'SH'
#!/bin/sh
while read -r line; do
  case "$line" in
    *'"type":"choice"'*)
      x=$(sleep 1.2; echo thought)
      echo "$line" | python3 -c 'import json,sys; m=json.loads(sys.stdin.read()); print(json.dumps({"answer": m["options"][0]["id"]}))' ;;
  esac
done
SH
chmod +x "$WORK/slow_bot.sh"
expect 0 "$TABULA" play tictactoe -a "exec:$WORK/slow_bot.sh" -a first --seed 1 --bot-timeout 20000
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

# Bots that say they play several matches (docs/agents.md) and then fail to stay: at
# "end" they exit, say something else, flood, or say nothing. Every match is played
# (the match is over when "end" is sent), the bot is started anew for each match, and
# a warning says so once per seat and job. Several runs: the exit races the host.
kept() { # kept MODE: a first-option bot declaring several matches, doing MODE at "end"
  cat > "$WORK/kept_$1.py" <<PY
import json, sys
for line in sys.stdin:
    m = json.loads(line)
    if m["type"] == "choice":
        print(json.dumps({"answer": m["options"][0]["id"], "several_matches": True}), flush=True)
    elif m["type"] == "end":
        $2
PY
  echo "exec:python3 $WORK/kept_$1.py"
}
EXITS=$(kept exits 'sys.exit(0)')
for i in 1 2 3; do
  expect 0 "$TABULA" simulate tictactoe -n 12 --seed "$i" --jobs 2 --no-progress -a "$EXITS" -a "$EXITS"
  contains "errors 0,"
  contains "exited with status 0 after the match ended, though it said it plays several matches; it is started anew"
done
expect 0 "$TABULA" simulate tictactoe -n 6 --no-progress -a "$(kept other 'print("bye", flush=True)')"
contains "answered the end of the match with a line that is not JSON"
expect 0 "$TABULA" simulate tictactoe -n 6 --no-progress -a "$(kept answer 'print(json.dumps({"answer": "1"}), flush=True)')"
contains "answered the end of the match with {\"answer\": \"1\"}, not {\"ready\":true}"
expect 0 "$TABULA" simulate tictactoe -n 6 --no-progress -a "$(kept flood 'sys.stdout.write("x" * 3000000); sys.stdout.flush()')"
contains "sent a line longer than 1048576 bytes after the match ended"
# Silent after "end": one timeout, not one per match.
expect 0 "$TABULA" simulate tictactoe -n 6 --no-progress --bot-timeout 3000 -a "$(kept silent 'pass')"
contains "gave no answer within 3000 ms after the match ended"
[ "$(printf '%s\n' "$OUT" | grep -c 'warning:')" -eq 1 ] || fail "one warning expected: $OUT"
finish
