# The --out files of simulate are untrusted input to merge (and to a simulate that
# resumes one): bad JSON, a line cut off, a line of another run or shard, a match twice,
# fields of the wrong kind or past their range, huge lines and numbers. Each is a clear
# error naming the file and the line (exit 1; 2 for a resumed simulate, whose --out is a
# flag), never a crash, a hang or a summary of something else.
. "$(dirname "$0")/lib.sh"

A=$WORK/a.jsonl B=$WORK/b.jsonl
expect 0 "$TABULA" simulate tictactoe -n 20 --seed 3 --shard 1/2 --no-progress --out "$A"
expect 0 "$TABULA" simulate tictactoe -n 20 --seed 3 --shard 2/2 --no-progress --out "$B"
expect 0 "$TABULA" merge "$A" "$B"

# bad FILE LINE TEXT: a copy of b.jsonl with its line LINE replaced by TEXT (appended when
# LINE is past the end), as $WORK/bad.jsonl.
bad() {
  LC_ALL=C TEXT=$2 awk -v n="$1" 'NR == n { print ENVIRON["TEXT"]; next } { print }
    END { if (n > NR) print ENVIRON["TEXT"] }' "$B" >"$WORK/bad.jsonl"
}
# refused LINE TEXT MESSAGE: merge a.jsonl and the bad copy: exit 1, naming the line.
refused() {
  bad "$1" "$2"
  expect 1 "$TABULA" merge "$A" "$WORK/bad.jsonl"
  contains "error: $WORK/bad.jsonl:$1: $3"
  lacks "matches, 2 seats"
}
M=$(sed -n 2p "$B")  # a match line of b.jsonl: match 11
with() { # with JQ-LIKE-PYTHON: M changed by a Python expression on the dict m
  python3 -c 'import json,sys; m=json.loads(sys.argv[1]); exec(sys.argv[2]); print(json.dumps(m, separators=(",", ":")))' "$M" "$1"
}

refused 2 '{"match":11,' "not valid JSON"
refused 2 '[1,2,3]' "each line must be a JSON object"
refused 2 "$(with 'm["match"]=1e400')" "not valid JSON"
refused 2 "$(with 'm["match"]=99999999999999999999999')" "field 'match' must be a whole number from 1 to 20, not"
refused 2 "$(with 'm["match"]=-3')" "field 'match' must be a whole number from 1 to 20, not -3"
refused 2 "$(with 'm["match"]=11.5')" "field 'match' must be a whole number from 1 to 20, not 11.5"
refused 2 "$(with 'm["match"]=3')" "match 3 is not of shard 2/2 (matches 11 to 20)"
refused 2 "$(with 'm["seed"]=12345')" "match 11 has seed 12345, not the"
refused 2 "$(with 'm["turns"]=18446744073709551615')" "field 'turns' must be a whole number from 0 to 2147483647"
refused 2 "$(with 'del m["decisions"]')" "missing field 'decisions'"
refused 2 "$(with 'm["seats"]=m["seats"][:1]')" "field 'seats' lists 1 seats, not the run's 2"
refused 2 "$(with 'm["seats"][1]["agent"]="first"')" "seat 2's agent is 'first', not the run's 'random'"
refused 2 "$(with 'm["seats"][0]["traits"]=[1]')" "field 'seats[0].traits' must be a list of strings"
refused 2 "$(with 'm["result"]["outcome"]="victory"')" "field 'result.outcome' must be win, draw, error or unfinished"
refused 2 "$(with 'm["result"]={"outcome":"win","winners":[3]}')" "field 'result.winners' must be a whole number from 1 to 2, not 3"
refused 2 "$(with 'm["result"]={"outcome":"win","winners":[1,1]}')" "field 'result.winners' names seat 1 twice"
refused 2 "$(with 'm["result"]={"outcome":"win"}')" "a win without winners"
refused 2 "$(with 'm["result"]={"outcome":"draw","winners":[1]}')" "winners in a match that is not won"
refused 2 "$(with 'm["result"]={"outcome":"error"}')" "a failed match without its error"
refused 2 "$(with 'm["result"]={"outcome":"draw","scores":[1,"x"]}')" "field 'result.scores' must be a list of numbers"
refused 2 "$(with 'm["result"]={"outcome":"draw","scores":[1,2,3]}')" "field 'result.scores' must be a list of at most 2 numbers"
refused 2 "$(with 'm["reloaded"]="yes"')" "field 'reloaded' must be true or false"
refused 2 "$(with 'm["result"]["reason"]=[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]')" "not valid JSON"
refused 2 $'{"match":11,"reason":"\xff"}' "not valid JSON"
refused 3 "$M" "match 11 is there twice (also earlier in $WORK/bad.jsonl)"
refused 4 '{"type":"lunch"}' "unknown line type 'lunch'"
refused 4 '{"type":"run","jobs":1,"matches":10,"moves":1,"decisions":1,"seconds":-1}' "field 'seconds' must be a number of seconds, 0 or more"
refused 1 '{"type":"header","format":1,"game":"tictactoe","seats":2,"seed":1}' "not a file of simulate --out"
refused 1 "$(sed -n 1p "$B" | sed 's/"format":1/"format":2/')" "format 2 (this tabula reads format 1)"
refused 1 "$(sed -n 1p "$B" | sed 's/"seats":2/"seats":3/')" "field 'agents' lists 2 agents for 3 seats"
refused 1 "$(sed -n 1p "$B" | sed 's/"shards":2/"shards":99/')" "field 'shards' must be a whole number from 1 to 20"
refused 1 "$(sed -n 1p "$B" | sed 's/"shard":2/"shard":3/')" "field 'shard' must be a whole number from 1 to 2"
refused 1 "$(sed -n 1p "$B" | sed 's/"matches":20/"matches":1e999/')" "not valid JSON"

# A line cut off: merge refuses it; the file's shard is to be finished first.
head -c -20 "$B" >"$WORK/cut.jsonl"
expect 1 "$TABULA" merge "$A" "$WORK/cut.jsonl"
contains "cut.jsonl:$(grep -c '' "$WORK/cut.jsonl"): the last line is cut off (the run was killed while writing it): run the same simulate command again to finish the file"
# A line of a MiB and more, a file with no newline at all, an empty one, a folder.
python3 -c 'import sys; sys.stdout.write("{\"x\":\"" + "a" * (1 << 21) + "\"}\n")' >>"$WORK/long.jsonl"
expect 1 "$TABULA" merge "$WORK/long.jsonl"; contains "long.jsonl:1: a line longer than 1048576 bytes"
head -c 30 "$B" >"$WORK/head.jsonl"
expect 1 "$TABULA" merge "$WORK/head.jsonl"; contains "head.jsonl:1: the header is cut off"
: >"$WORK/empty.jsonl"
expect 1 "$TABULA" merge "$WORK/empty.jsonl"; contains "empty.jsonl:1: empty: no header"
expect 2 "$TABULA" merge "$WORK"; contains "a folder, not a file of simulate --out"
expect 1 "$TABULA" merge /dev/zero; contains "/dev/zero:1: a line longer than 1048576 bytes"
# A match record is no --out file.
expect 0 "$TABULA" play tictactoe --seed 1 -q --record "$WORK/rec.jsonl"
expect 1 "$TABULA" merge "$WORK/rec.jsonl"; contains "rec.jsonl:1: not a file of simulate --out"

# More distinct traits than a balance table needs: refused at the line that passes the
# bound, before they take memory by the line.
game manytraits <<'LUA'
local game = { seats = 2 }
function game.setup(match) end
function game.play(match)
  match.state.mark = match:roll(1000000000)
  return { winner = 1 }
end
function game.traits(match, seat)
  local m = match.state.mark
  return { seat .. "a" .. m, seat .. "b" .. m, seat .. "c" .. m, seat .. "d" .. m }
end
return game
LUA
"$TABULA" simulate manytraits --games-dir "$G" -n 9000 --jobs 2 --json --no-progress --out "$WORK/traits.jsonl" \
  >/dev/null || fail "simulate manytraits failed"
expect 1 "$TABULA" merge "$WORK/traits.jsonl"
contains "traits.jsonl:"; contains ": more than 65536 distinct traits in the run"

# A resumed simulate reads its --out file as untrusted too: a bad line is a usage error
# naming the flag, the file and the line, and the file is left as it was.
bad 3 '{"match":12'
cp "$WORK/bad.jsonl" "$WORK/kept.jsonl"
expect 2 "$TABULA" simulate tictactoe -n 20 --seed 3 --shard 2/2 --no-progress --out "$WORK/bad.jsonl"
contains "error: --out $WORK/bad.jsonl: cannot resume it: $WORK/bad.jsonl:3: not valid JSON"
cmp -s "$WORK/bad.jsonl" "$WORK/kept.jsonl" || fail "a refused --out file was changed"
bad 3 "$M"
expect 2 "$TABULA" simulate tictactoe -n 20 --seed 3 --shard 2/2 --no-progress --out "$WORK/bad.jsonl"
contains "cannot resume it: $WORK/bad.jsonl:3: match 11 again"
# Two runs writing one file at once: the second is refused.
mkdir -p "$G/slow"
cat >"$G/slow/game.lua" <<'LUA'
local game = { seats = 2 }
function game.setup(match) end
function game.play(match)
  local s = 0
  for i = 1, 3000000 do s = s + i % 7 end
  return { winner = 1 }
end
return game
LUA
"$TABULA" simulate slow --games-dir "$G" -n 200 --no-progress --out "$WORK/busy.jsonl" >/dev/null 2>&1 &
pid=$!
for _ in $(seq 50); do [ -s "$WORK/busy.jsonl" ] && break; sleep 0.1; done
expect 2 "$TABULA" simulate slow --games-dir "$G" -n 200 --no-progress --out "$WORK/busy.jsonl"
contains "error: --out $WORK/busy.jsonl: another run is writing it (the same command twice at once?)"
kill "$pid"; wait "$pid" 2>/dev/null
finish
