# tabula replay: a clean record replays; a changed one names its first divergence;
# a damaged one is a clear error.
. "$(dirname "$0")/lib.sh"

R=$WORK/match.jsonl
run 0 "$TABULA" play tictactoe --seed 9 --quiet --record "$R"
run 0 "$TABULA" replay "$R";            contains "ok,"; contains "decisions replayed"

# Change the first answer: decision 2 must be named as the divergence.
first=$(sed -n 2p "$R" | sed 's/.*"answer":\["\([^"]*\)"\].*/\1/')
other=1; [ "$first" = 1 ] && other=2
sed "2s/\"answer\":\[\"$first\"\]/\"answer\":[\"$other\"]/" "$R" > "$WORK/changed.jsonl"
run 1 "$TABULA" replay "$WORK/changed.jsonl"; contains "diverged at decision 2"

# A forged hash at decision 1.
sed '2s/"hash":"[0-9a-f]*"/"hash":"0000000000000000"/' "$R" > "$WORK/forged.jsonl"
run 1 "$TABULA" replay "$WORK/forged.jsonl"; contains "diverged at decision 1"; contains "state hash"

# The result changed.
sed 's/"winners":\[[0-9]\]/"winners":[2,1]/' "$R" > "$WORK/result.jsonl"
if ! cmp -s "$R" "$WORK/result.jsonl"; then
  run 1 "$TABULA" replay "$WORK/result.jsonl"; contains "result"
fi

# Damaged records.
printf '{"type":"header"\n' > "$WORK/bad1.jsonl"
run 1 "$TABULA" replay "$WORK/bad1.jsonl"; contains "bad1.jsonl:1: not valid JSON"
sed -n 2p "$R" > "$WORK/bad2.jsonl"
run 1 "$TABULA" replay "$WORK/bad2.jsonl"; contains "bad2.jsonl:1: the first line must be the header"
sed '3d' "$R" > "$WORK/bad3.jsonl"
run 1 "$TABULA" replay "$WORK/bad3.jsonl"; contains "bad3.jsonl:3: decision 3 out of order"
sed '1s/"seed":[0-9]*,//' "$R" > "$WORK/bad4.jsonl"
run 1 "$TABULA" replay "$WORK/bad4.jsonl"; contains "missing field 'seed'"
: > "$WORK/empty.jsonl"
run 1 "$TABULA" replay "$WORK/empty.jsonl"; contains "empty record"
run 2 "$TABULA" replay "$WORK/nonexistent.jsonl"; contains "nonexistent.jsonl: no such file"

# A match an agent ended replays up to the question it failed, then says so (exit 0).
cat > "$WORK/dies.py" <<'PY'
import json, sys
n = 0
for line in sys.stdin:
    m = json.loads(line)
    if m["type"] == "choice":
        n += 1
        if n == 2:
            sys.exit(3)
        print(json.dumps({"answer": m["options"][0]["id"]}), flush=True)
PY
run 1 "$TABULA" play tictactoe --seed 1 --quiet -a "exec:python3 $WORK/dies.py" --record "$WORK/die.jsonl"
run 0 "$TABULA" replay "$WORK/die.jsonl"
contains "ok, 2 decisions replayed up to decision 3 (\"Where do you put your X?\"), where the recorded match ended: seat 1"
contains "exited with status 3 at decision 3"
# ... but a record cut short after the same decisions, with no error, still diverges.
head -n 3 "$WORK/die.jsonl" > "$WORK/die_short.jsonl"
run 1 "$TABULA" replay "$WORK/die_short.jsonl"; contains "no more decisions"

# A record cut short (no result line) replays as far as it goes.
head -n 3 "$R" > "$WORK/short.jsonl"
run 1 "$TABULA" replay "$WORK/short.jsonl"; contains "no more decisions"
finish
