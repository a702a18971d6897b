# tabula simulate: a summary that does not depend on the number of jobs.
. "$(dirname "$0")/lib.sh"

run 0 "$TABULA" simulate tictactoe -n 300 --seed 5 --jobs 1 --json --no-progress; ONE=$(echo "$OUT" | grep -v second)
run 0 "$TABULA" simulate tictactoe -n 300 --seed 5 --jobs 2 --json --no-progress; TWO=$(echo "$OUT" | grep -v second | sed 's/"jobs": 2/"jobs": 1/')
[ "$ONE" = "$TWO" ] || fail "results differ between 1 and 2 jobs"
contains '"matches": 300'; contains '"errors": 0'
run 0 "$TABULA" simulate tictactoe -n 100;  contains "95% interval"; contains "matches/s"

# The JSON summary's game is the game's id; its name and version are fields of their own.
run 0 "$TABULA" simulate tictactoe -n 10 --json --no-progress
contains '"game": "tictactoe",'; contains '"name": "Tic-tac-toe",'; contains '"version": "1.0"'

# Progress: none with --json, and no '\r' off a terminal (a run under 10 s writes none).
"$TABULA" simulate tictactoe -n 3000 >/dev/null 2>"$WORK/err" || fail "simulate failed"
[ ! -s "$WORK/err" ] || fail "progress written off a terminal: $(cat -A "$WORK/err")"
"$TABULA" simulate tictactoe -n 3000 --json >/dev/null 2>"$WORK/err" || fail "simulate --json failed"
[ ! -s "$WORK/err" ] || fail "progress written with --json: $(cat -A "$WORK/err")"
if command -v script >/dev/null; then  # a terminal: the bar, redrawn with '\r'
  script -qec "$TABULA simulate tictactoe -n 3000 >/dev/null" /dev/null >"$WORK/tty" </dev/null ||
    fail "simulate on a terminal failed"
  grep -q $'\r\[###*\] 3000/3000 100%' "$WORK/tty" || fail "no progress bar on a terminal: $(cat -A "$WORK/tty")"
  script -qec "$TABULA simulate tictactoe -n 3000 --json" /dev/null >"$WORK/tty" </dev/null ||
    fail "simulate --json on a terminal failed"
  ! grep -q '3000/3000' "$WORK/tty" || fail "a progress bar with --json: $(cat -A "$WORK/tty")"
  grep -q '"game": "tictactoe"' "$WORK/tty" || fail "no JSON summary on a terminal: $(cat -A "$WORK/tty")"
fi

# game.traits: a balance line per trait; a bad return fails the match and names the hook.
mkdir -p "$WORK/g/coin"
cat > "$WORK/g/coin/game.lua" <<'LUA'
local game = { name = "Coin", version = "1", seats = 2,
               options = { bad = { default = false, help = "traits returns a number" } } }
function game.setup(match) end
function game.play(match)
  match:finish{ winner = match:roll(2) }
end
function game.traits(match, seat)
  if match.options.bad then return { 7 } end
  return seat == 1 and { "heads", "first" } or { "tails" }
end
return game
LUA
run 0 "$TABULA" simulate coin --games-dir "$WORK/g" -n 200 --no-progress --json
contains '"trait": "heads"'; contains '"picks": 200'; contains '"trait": "first"'
run 0 "$TABULA" simulate coin --games-dir "$WORK/g" -n 50 --no-progress
contains "trait (game.traits)"; contains "tails"
run 1 "$TABULA" simulate coin --games-dir "$WORK/g" -n 5 --no-progress -o bad=true
contains "coin: game.traits: must return a list of strings (item 1 is a number)"
# L5R's traits: each seat's deck, and "first" for whoever took turn 1 (one per match).
run 0 "$TABULA" simulate l5r -n 4 --seed 1 -o first_player=random --no-progress --json
echo "$OUT" | python3 -c '
import json, sys
traits = {t["trait"]: t["picks"] for t in json.load(sys.stdin)["traits"]}
assert traits == {"deck:crane": 4, "deck:scorpion": 4, "first": 4}, traits
' || fail "l5r traits: $OUT"

# Failing matches: counted, and the first --show-errors of them by match number are
# shown, the same with any number of jobs (each worker keeps only its first few).
mkdir -p "$WORK/g/flaky"
cat > "$WORK/g/flaky/game.lua" <<'LUA'
local game = { name = "Flaky", version = "1", seats = 2 }
function game.setup(match) end
function game.play(match)
  if match:roll(4) == 1 then error("a one came up") end
  match:finish{ winner = 1 }
end
return game
LUA
run 1 "$TABULA" simulate flaky --games-dir "$WORK/g" -n 400 --seed 3 --jobs 1 --json --no-progress --show-errors 2
ONE=$(echo "$OUT" | grep -v second)
contains '"error": "games/flaky/game.lua:4: a one came up'
ERRS=$(echo "$OUT" | grep '"errors":' | tr -dc 0-9)
[ "$ERRS" -gt 50 ] && [ "$ERRS" -lt 150 ] || fail "expected about 100 failed matches of 400, got $ERRS"
[ "$(echo "$OUT" | grep -c '"match":')" = 2 ] || fail "expected 2 error samples"
echo "$OUT" | tr -d ' \n' | grep -q '"ci95":\[0.0,0.0095' || fail "seat 2 never wins: its interval should start at exactly 0"
run 1 "$TABULA" simulate flaky --games-dir "$WORK/g" -n 400 --seed 3 --jobs 2 --json --no-progress --show-errors 2
TWO=$(echo "$OUT" | grep -v second | sed 's/"jobs": 2/"jobs": 1/')
[ "$ONE" = "$TWO" ] || fail "failures differ between 1 and 2 jobs"
FIRST=$(echo "$ONE" | grep '"match":' | head -1 | tr -dc 0-9)
run 1 "$TABULA" simulate flaky --games-dir "$WORK/g" -n 400 --seed 3 --no-progress --show-errors 1
contains "match $FIRST failed (replay it: tabula play flaky --games-dir $WORK/g --seed "
contains "a one came up"
[ "$(echo "$OUT" | grep -c ' failed (replay it')" = 1 ] || fail "expected one failure shown"

# --profile: where the game's Lua runs most, by function and line, as text and JSON.
mkdir -p "$WORK/g/hot"
cat > "$WORK/g/hot/game.lua" <<'LUA'
local game = { name = "Hot", version = "1", seats = 2 }
local function spin(n)
  local s = 0
  for i = 1, n do s = s + i % 3 end
  return s
end
local function outer()
  local s = spin(20000)
  return s
end
function game.setup(match) end
function game.play(match)
  outer()
  match:finish{ winner = match:roll(2) }
end
return game
LUA
run 0 "$TABULA" simulate hot --games-dir "$WORK/g" -n 20 --no-progress --profile
contains "profile: the Lua running at every 1000th VM instruction"
echo "$OUT" | grep -A1 "function (where it is defined)" | tail -1 | grep -q "games/hot/game.lua:2  spin" ||
  fail "spin (line 2) should be the hottest function"
echo "$OUT" | grep -A1 "  line" | tail -1 | grep -q "games/hot/game.lua:4" || fail "line 4 should be the hottest line"
# Inclusive: outer runs almost nothing itself but is on the stack for all of spin.
echo "$OUT" | sed -n '/with what it calls (inclusive)/,$p' | grep -E "^ +(9[0-9]|100)\.[0-9]%  games/hot/game.lua:7  outer$" -q ||
  fail "outer (line 7) should be on the stack in 90% of the samples or more"
echo "$OUT" | sed -n '/  function (where/,/  line/p' | grep -q "game.lua:7" && fail "outer should not run itself"
run 0 "$TABULA" simulate hot --games-dir "$WORK/g" -n 20 --no-progress --json --profile
contains '"profile": {'; contains '"where": "games/hot/game.lua:2"'; contains '"name": "spin"'
contains '"inclusive": ['; contains '"inclusive_share": '
run 0 "$TABULA" simulate hot --games-dir "$WORK/g" -n 20 --no-progress --json
echo "$OUT" | grep -q '"profile"' && fail "no profile without --profile"
# Spreads: the lengths of the finished matches and each seat's scores, as mean, min,
# p10, p50, p90 and max, in the text and the JSON, the same with any number of jobs.
mkdir -p "$WORK/g/dash"
cat > "$WORK/g/dash/game.lua" <<'LUA'
local game = { name = "Dash", version = "1", seats = 2 }
function game.setup(match) end
function game.play(match)
  local steps = match:roll(6)
  if steps == 6 then error("a six") end           -- a failed match: in no spread
  for _ = 1, steps do
    match:choose{ prompt = "Step", options = { "left", "right" } }
    match:next_turn()
  end
  return { winner = 1, scores = { steps, steps / 2 } }
end
return game
LUA
run 1 "$TABULA" simulate dash --games-dir "$WORK/g" -n 600 --seed 2 --jobs 1 --json --no-progress
ONE=$(echo "$OUT" | grep -v second)
python3 - "$OUT" <<'PY' || fail "the spreads in the JSON summary:
$OUT"
import json, sys
s = json.loads(sys.argv[1])
finished = s["matches"] - s["errors"]
d = s["lengths"]["decisions"]
assert d["matches"] == finished, d
assert (d["min"], d["max"]) == (1, 5), d
assert 1 <= d["p10"] <= d["p50"] <= d["p90"] <= 5 and 2.5 < d["mean"] < 3.5, d
assert all(isinstance(d[k], int) for k in ("min", "p10", "p50", "p90", "max")), d
assert s["lengths"]["turns"]["max"] == 6 and s["lengths"]["moves"] == d, s["lengths"]
one, two = s["scores"]
assert one["seat"] == 1 and two["seat"] == 2 and one["matches"] == two["matches"] == finished, s["scores"]
assert (one["min"], one["max"], two["min"], two["max"]) == (1, 5, 0.5, 2.5), s["scores"]
assert abs(two["mean"] * 2 - one["mean"]) < 1e-9, s["scores"]
# the existing fields are still there, as they were
assert s["mean_decisions"] > 0 and s["seat_wins"][0]["wins"] == finished, s
PY
run 1 "$TABULA" simulate dash --games-dir "$WORK/g" -n 600 --seed 2 --jobs 2 --json --no-progress
TWO=$(echo "$OUT" | grep -v second | sed 's/"jobs": 2/"jobs": 1/')
[ "$ONE" = "$TWO" ] || fail "the spreads differ between 1 and 2 jobs:
$(diff <(echo "$ONE") <(echo "$TWO"))"
run 1 "$TABULA" simulate dash --games-dir "$WORK/g" -n 600 --seed 2 --no-progress --show-errors 0
contains "  mean length: "
contains "                     mean      min      p10      p50      p90      max"
echo "$OUT" | grep -Eq '^  length of the [0-9]+ finished matches:$' || fail "no lengths table:
$OUT"
echo "$OUT" | grep -Eq '^    decisions +[0-9.]+ +1 +[1-5] +[1-5] +[1-5] +5$' || fail "no decisions row:
$OUT"
contains "  scores of the finished matches that gave them:"
echo "$OUT" | grep -Eq '^    seat 2 +[0-9.]+ +0.50 +[0-9.]+ +[0-9.]+ +[0-9.]+ +2.50$' || fail "no seat 2 scores row:
$OUT"
# A game without scores has no scores table or field.
run 0 "$TABULA" simulate tictactoe -n 50 --no-progress --json
contains '"lengths": {'; echo "$OUT" | grep -q '"scores"' && fail "scores in a game that gives none"
finish
