# simulate --shard and --out, and merge: shards play together exactly the matches of one
# run, whatever the jobs of each; their merged summary is the run's (the timing fields
# aside); a run killed or cut off resumes from its --out file; the summary counts how
# the matches end.
. "$(dirname "$0")/lib.sh"

# timeless: a --json summary (from its first line, past any warning) without what depends
# on the machine (seconds, rates, jobs).
timeless() { printf '%s\n' "$1" | sed -n '/^{/,$p' | grep -v -e second -e '"jobs":'; }
same() { # same WHAT A B: two summaries agree but for timing
  [ "$(timeless "$2")" = "$(timeless "$3")" ] || fail "$1:
$(diff <(timeless "$2") <(timeless "$3"))"
}
matches_of() { grep -h '"match":' "$@" | sort; }  # the match lines of files, in one order
game() { mkdir -p "$WORK/g/$1"; cat >"$WORK/g/$1/game.lua"; }  # game NAME < game.lua

# Three shards with 1, 2 and 1 jobs against one run with 2 jobs.
run 0 "$TABULA" simulate tictactoe -n 301 --seed 7 --jobs 2 --json --no-progress --out "$WORK/one.jsonl"
ONE=$OUT
for k in 1 2 3; do
  run 0 "$TABULA" simulate tictactoe -n 301 --seed 7 --shard "$k/3" --jobs $((k % 2 + 1)) --json --no-progress \
    --out "$WORK/s$k.jsonl"
  contains "\"shard\": $k,"; contains '"shards": 3,'
done
contains '"matches": 101,'  # shard 3: matches 201 to 301
[ "$(matches_of "$WORK"/s?.jsonl)" = "$(matches_of "$WORK/one.jsonl")" ] ||
  fail "the shards' match lines are not the run's"
run 0 "$TABULA" merge "$WORK/s3.jsonl" "$WORK/s1.jsonl" "$WORK/s2.jsonl" --json
same "merged shards and one run" "$OUT" "$ONE"
contains '"endings": ['; contains '"reason": "three in a row"'
run 0 "$TABULA" simulate tictactoe -n 301 --seed 7 --json --no-progress
same "a run with --out and one without" "$OUT" "$ONE"
run 0 "$TABULA" merge "$WORK"/s?.jsonl
contains "tictactoe 1.0: 301 matches, 2 seats, base seed 7, merged from 3 file(s)"
contains "how the 301 finished matches end:"; contains "three in a row"; contains "the board is full"
contains "length of the 301 finished matches:"; contains " run(s) of the shards, added up: "
run 0 "$TABULA" simulate tictactoe -n 301 --seed 7 --shard 2/3 --no-progress
contains "tictactoe 1.0: 100 matches (shard 2/3: matches 101 to 200 of 301), 2 seats, base seed 7, 1 job(s)"
# A shard has a seat row per seat and the lines of its matches only.
[ "$(grep -c '"match":' "$WORK/s2.jsonl")" = 100 ] || fail "shard 2/3 of 301 should hold 100 matches"

# Merge refuses what is not one whole run, naming the file, the line or the matches.
run 1 "$TABULA" merge "$WORK/s1.jsonl" "$WORK/s3.jsonl"
contains "error: merge: 100 of the 301 matches are missing: matches 101 to 200 (shard 2/3: no file of it given)"
run 1 "$TABULA" merge "$WORK"/s?.jsonl "$WORK/s2.jsonl"
contains "s2.jsonl:2: match 101 is there twice (also in $WORK/s2.jsonl)"
run 1 "$TABULA" merge "$WORK/one.jsonl" "$WORK/s1.jsonl"
# s1 was written by 2 jobs, so its first line is whichever of its matches ended first.
printf '%s\n' "$OUT" | grep -Eq "s1\.jsonl:2: match [0-9]+ is there twice \(also in $WORK/one\.jsonl\)" ||
  fail "merge should name the repeated match of s1.jsonl's line 2: $OUT"
run 0 "$TABULA" simulate tictactoe -n 301 --seed 8 --shard 2/3 --no-progress --out "$WORK/other.jsonl"
run 1 "$TABULA" merge "$WORK/s1.jsonl" "$WORK/other.jsonl" "$WORK/s3.jsonl"
contains "other.jsonl:1: not of the same run as $WORK/s1.jsonl (seed: 8 in $WORK/other.jsonl, 7 in $WORK/s1.jsonl)"
head -n 40 "$WORK/s2.jsonl" >"$WORK/part.jsonl"
run 1 "$TABULA" merge "$WORK/s1.jsonl" "$WORK/part.jsonl" "$WORK/s3.jsonl"
contains "61 of the 301 matches are missing: matches 140 to 200 (of shard 2/3, whose file $WORK/part.jsonl is unfinished: run its simulate command again to finish it)"
run 2 "$TABULA" merge; contains "merge: give the --out files"
run 2 "$TABULA" merge "$WORK/nosuch.jsonl"; contains "nosuch.jsonl: no such file"
run 0 "$TABULA" help merge; contains "usage: tabula merge FILE..."
run 0 "$TABULA" --help; contains "merge FILE..."

# --shard takes K/S, 1 <= K <= S <= the matches.
for bad in 0/3 4/3 3 1/0 a/b 1/3/3 " 1/3" 1/302; do
  run 2 "$TABULA" simulate tictactoe -n 301 --shard "$bad" --no-progress
  contains "--shard: '$bad' must be K/S, the K-th of S shards (1 <= K <= S <= the matches, 301)"
done

# Resume: a file cut off in a line (a run killed as it wrote) is finished by the same
# command, which plays only the missing matches and says so; the summary is the
# uninterrupted one's.
head -c 9000 "$WORK/one.jsonl" >"$WORK/cut.jsonl"
have=$(($(grep -c '' "$WORK/cut.jsonl") - 2))  # the header and the cut line aside
run 0 "$TABULA" simulate tictactoe -n 301 --seed 7 --jobs 2 --json --out "$WORK/cut.jsonl"
same "a resumed run and one run" "$OUT" "$ONE"
contains "warning: --out $WORK/cut.jsonl: its last line was cut off (a run killed while writing it): dropped, and what it held played again"
[ "$(matches_of "$WORK/cut.jsonl")" = "$(matches_of "$WORK/one.jsonl")" ] || fail "the resumed file's matches are not the run's"
run 0 "$TABULA" simulate tictactoe -n 301 --seed 7 --out "$WORK/cut.jsonl" --no-progress
contains "s: nothing to play"
head -c 9000 "$WORK/one.jsonl" >"$WORK/cut2.jsonl"  # without --json nor --no-progress: a note
run 0 "$TABULA" simulate tictactoe -n 301 --seed 7 --out "$WORK/cut2.jsonl"
contains "simulate: --out $WORK/cut2.jsonl holds $have of the 301 matches; $((301 - have)) to play"
[ "$(grep -c '"type":"run"' "$WORK/cut.jsonl")" = 1 ] || fail "a run that played nothing added a run line"
# A file holding only a header cut off starts again.
head -c 40 "$WORK/one.jsonl" >"$WORK/head.jsonl"
run 0 "$TABULA" simulate tictactoe -n 301 --seed 7 --json --no-progress --out "$WORK/head.jsonl"
same "a run over a cut-off header" "$OUT" "$ONE"

# A file of another command is refused, naming the first field that differs.
run 2 "$TABULA" simulate tictactoe -n 301 --seed 8 --out "$WORK/one.jsonl" --no-progress
contains "error: --out $WORK/one.jsonl: it holds another run (seed: 8 in this command, 7 in the file): give another file, or delete this one to start again"
run 2 "$TABULA" simulate tictactoe -n 301 --seed 7 --shard 1/3 --out "$WORK/one.jsonl" --no-progress
contains "(shards: 3 in this command, 1 in the file)"
run 2 "$TABULA" simulate tictactoe -n 301 --seed 7 -a first --out "$WORK/one.jsonl" --no-progress
contains '(agents: ["first","random"] in this command, ["random","random"] in the file)'
run 2 "$TABULA" simulate tictactoe -n 300 --seed 7 --out "$WORK/one.jsonl" --no-progress
contains "(matches: 300 in this command, 301 in the file)"
run 2 "$TABULA" simulate tictactoe -n 301 --seed 7 --out "$WORK" --no-progress
contains "error: --out $WORK: cannot open it"

# A run killed (SIGKILL) while it plays slow matches keeps what it counted, and the same
# command finishes it: its summary is the uninterrupted run's.
game slow <<'LUA'
local game = { name = "Slow", version = "1", seats = 2 }
function game.setup(match) end
function game.play(match)
  local s = 0
  for i = 1, 2500000 do s = s + i % 7 end
  local w = match:roll(2)
  match:finish{ winner = w, reason = w == 1 and "heads" or "tails" }
end
return game
LUA
SLOW=(slow --games-dir "$WORK/g" -n 120 --seed 2 --jobs 2)  # about 4 s: killed after the first count
"$TABULA" simulate "${SLOW[@]}" --no-progress --out "$WORK/killed.jsonl" >/dev/null 2>&1 &
pid=$!
for _ in $(seq 100); do [ "$(grep -c '"match":' "$WORK/killed.jsonl" 2>/dev/null)" -ge 3 ] && break; sleep 0.1; done
kill -9 "$pid"; wait "$pid" 2>/dev/null
kept=$(grep -c '"match":' "$WORK/killed.jsonl")
[ "$kept" -ge 3 ] && [ "$kept" -lt 120 ] || fail "a killed run should keep some of its 120 matches, kept $kept"
run 0 "$TABULA" simulate "${SLOW[@]}" --json --no-progress --out "$WORK/killed.jsonl"
RESUMED=$OUT
run 0 "$TABULA" simulate "${SLOW[@]}" --json --no-progress
same "a killed run resumed and one run" "$RESUMED" "$OUT"
contains '"reason": "heads"'; contains '"reason": "tails"'

# How matches end: a count per reason, "(no reason given)" (null in the JSON) for a
# result without one; past 20 reasons the text adds the rest up.
game ends <<'LUA'
local game = { name = "Ends", version = "1", seats = 2 }
function game.setup(match) end
function game.play(match)
  local r = match:roll(40)
  if r <= 10 then return { winner = 1 } end
  return { winner = 2, reason = "reason " .. r }
end
return game
LUA
run 0 "$TABULA" simulate ends --games-dir "$WORK/g" -n 2000 --no-progress
contains "(no reason given)"; contains "(other reasons)"
[ "$(printf '%s\n' "$OUT" | grep -c '%  reason ')" = 19 ] || fail "the text should show 20 reasons, the first without one:
$OUT"
run 0 "$TABULA" simulate ends --games-dir "$WORK/g" -n 2000 --no-progress --json
python3 - "$OUT" <<'PY' || fail "endings in the JSON summary:
$OUT"
import json, sys
s = json.loads(sys.argv[1])
ends = s["endings"]
assert len(ends) == 31 and sum(e["matches"] for e in ends) == 2000, ends
assert ends[0]["reason"] is None and 400 < ends[0]["matches"] < 600, ends[0]
assert all(abs(e["share"] - e["matches"] / 2000) < 1e-12 for e in ends), ends
assert [e["matches"] for e in ends] == sorted((e["matches"] for e in ends), reverse=True), ends
assert "endings_others" not in s
PY

# Failed matches, traits and reloads add up across shards as in one run, and a merge
# with failures exits 1 and says how to play them again.
game mixed <<'LUA'
local game = { name = "Mixed", version = "1", seats = 2 }
local left = false
function game.setup(match) end
function game.play(match)
  local r = match:roll(10)
  if r == 1 then error("a one came up") end
  if r == 2 then left = true end                       -- changes the state matches share
  return { winner = left and 2 or 1, reason = left and "trace" or "clean", scores = { r, r / 4 } }
end
function game.traits(match, seat) return { seat == 1 and "first" or "second" } end
return game
LUA
MIXED=(mixed --games-dir "$WORK/g" -n 150 --seed 4 --show-errors 5)
run 1 "$TABULA" simulate "${MIXED[@]}" --jobs 2 --json --no-progress
ONE=$OUT
contains '"reloads": '; contains '"trait": "first"'; contains '"error": "games/mixed/game.lua:6: a one came up'
run 1 "$TABULA" simulate "${MIXED[@]}" --shard 1/2 --no-progress --out "$WORK/m1.jsonl"
run 1 "$TABULA" simulate "${MIXED[@]}" --shard 2/2 --jobs 2 --no-progress --out "$WORK/m2.jsonl"
run 1 "$TABULA" merge "$WORK/m2.jsonl" "$WORK/m1.jsonl" --show-errors 5 --json
same "merged shards with failures, traits and reloads" "$OUT" "$ONE"
run 1 "$TABULA" merge "$WORK/m1.jsonl" "$WORK/m2.jsonl"
contains "failed (replay it: tabula play mixed --games-dir $WORK/g --seed "
contains "match(es) changed the state shared between matches"
finish
