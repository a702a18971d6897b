# External bots that play several matches in one process (docs/agents.md, "Several
# matches in one process"): simulate keeps such a bot from match to match, one process
# per seat and job, and plays every match as a bot started anew would; a bot of the
# first form (exit at "end") still gets a process per match.
. "$(dirname "$0")/lib.sh"
command -v python3 >/dev/null || { echo "FAIL: python3 is missing (tools/setup.sh installs it)"; exit 1; }

BOT="python3 $SRC/tools/bots/first_bot.py"
LOG="$WORK/starts.log"
pids() { awk '{print $2}' "$LOG" | sort -u | wc -l; }
starts() { wc -l < "$LOG"; }

# One job, the bot in both seats: two processes (one per seat), each playing all 30
# matches of its seat, always that seat.
run 0 "$TABULA" simulate tictactoe -n 30 --seed 3 --no-progress \
  -a "exec:$BOT --log $LOG" -a "exec:$BOT --log $LOG"
contains "errors 0,"
[ "$(starts)" -eq 60 ] || fail "60 starts expected, got $(starts)"
[ "$(pids)" -eq 2 ] || fail "2 processes expected, got $(pids): $(sort -u "$LOG" | head)"
grep -q ' match 30$' "$LOG" || fail "no process counted 30 matches: $(tail -3 "$LOG")"
[ "$(awk '{print $2, $4}' "$LOG" | sort -u | wc -l)" -eq 2 ] || fail "a process played two seats"

# Two jobs: at most a process per seat and job; none plays two seats, none plays two
# matches at once (each process's match counts run 1, 2, 3... in the order written).
rm -f "$LOG"
run 0 "$TABULA" simulate tictactoe -n 40 --seed 3 --jobs 2 --no-progress \
  -a "exec:$BOT --log $LOG" -a "exec:$BOT --log $LOG"
contains "errors 0,"
[ "$(starts)" -eq 80 ] || fail "80 starts expected, got $(starts)"
[ "$(pids)" -le 4 ] || fail "at most 4 processes expected, got $(pids)"
[ "$(awk '{print $2}' "$LOG" | sort -u | wc -l)" -eq "$(awk '{print $2, $4}' "$LOG" | sort -u | wc -l)" ] ||
  fail "a process played two seats: $(sort -u "$LOG" | head)"
awk '{ if ($6 != ++seen[$2]) bad = bad " " $0 } END { if (bad) { print bad; exit 1 } }' "$LOG" >/dev/null ||
  fail "a process's matches are not counted 1, 2, 3...: $(cat "$LOG")"

# The same matches as the first agent, as the bot started anew for every match
# (--one-match: no "several_matches", it exits at "end"), and whatever the jobs.
results() { # results FILE AGENT...: match results, by match number
  local file=$1; shift
  run 0 "$TABULA" simulate tictactoe -n 12 --seed 8 --no-progress --results "$file" "$@"
  sort -o "$file" "$file"
}
results "$WORK/first.jsonl" -a first -a first
results "$WORK/kept.jsonl" -a "exec:$BOT" -a "exec:$BOT"
results "$WORK/kept2.jsonl" -a "exec:$BOT" -a "exec:$BOT" --jobs 2
rm -f "$LOG"
results "$WORK/anew.jsonl" -a "exec:$BOT --one-match --log $LOG" -a "exec:$BOT --one-match"
[ "$(pids)" -eq 12 ] || fail "--one-match: a process per match expected (12), got $(pids)"
cmp -s "$WORK/first.jsonl" "$WORK/kept.jsonl" || fail "a kept bot plays otherwise than first:
$(diff "$WORK/first.jsonl" "$WORK/kept.jsonl")"
cmp -s "$WORK/kept.jsonl" "$WORK/kept2.jsonl" || fail "kept bots play otherwise with 2 jobs"
cmp -s "$WORK/kept.jsonl" "$WORK/anew.jsonl" || fail "a kept bot plays otherwise than one started anew"

# A match of the run played again alone (play starts the bot, closes its input after
# "end"; the bot exits): the same result, and its record replays.
seed=$(sed -n '5s/.*"seed":\([0-9]*\).*/\1/p' "$WORK/kept.jsonl")
want=$(sed -n '5s/.*"result":\({[^}]*}\).*/\1/p' "$WORK/kept.jsonl")
run 0 "$TABULA" play tictactoe --seed "$seed" -a "exec:$BOT" -a "exec:$BOT" -q --record "$WORK/m5.jsonl"
run 0 "$TABULA" replay "$WORK/m5.jsonl"; contains "ok, "; contains "same result $want"

# The first form of the protocol: the Lua sample bot exits at "end", a process per match.
run 0 "$TABULA" simulate tictactoe -n 20 --no-progress -a "exec:lua5.4 $SRC/tools/bots/first_bot.lua"
contains "errors 0,"

# A kept bot that dies in its third match: that match fails with the error of today,
# the others are played, and the next match has a new process.
cat > "$WORK/dies.py" <<'PY'
import json, sys
matches = 0
for line in sys.stdin:
    m = json.loads(line)
    if m["type"] == "start":
        matches += 1
    elif m["type"] == "choice":
        if matches == 3:
            sys.exit(3)
        print(json.dumps({"answer": m["options"][0]["id"], "several_matches": True}), flush=True)
    elif m["type"] == "end":
        print(json.dumps({"ready": True}), flush=True)
PY
run 1 "$TABULA" simulate tictactoe -n 5 --no-progress -a "exec:python3 $WORK/dies.py"
contains "errors 1,"
contains "match 3 failed"
contains "seat 1 (exec:python3 $WORK/dies.py): 'python3 $WORK/dies.py' exited with status 3 at decision 1"
finish
