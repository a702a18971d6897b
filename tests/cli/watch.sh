# Watching matches: play --watch (the board at each decision, as an onlooker or a named
# seat sees it, paced or stepped) and replay --show (a record's board at a decision,
# at each, or at the end). Neither changes the match, and neither shows what the seat
# watched may not see.
. "$(dirname "$0")/lib.sh"

# A game with hidden hands: each seat discards a card twice; the second time it has one
# card left, so that choice is forced. Its render shows a seat its own hand only.
mkdir -p "$WORK/g" && cp -r "$SRC/tests/cli/secret" "$WORK/g/secret"   # tests/cli/secret/game.lua
SECRET=(--games-dir "$WORK/g")
lacks() { case "$OUT" in *"$1"*) fail "${2:-output} shows '$1':
$OUT" ;; esac; }

# --- play --watch ---------------------------------------------------------------

# The board before each decision, the log lines after it, the final board and result.
run 0 "$TABULA" play tictactoe --seed 1 --watch
contains "watched as an onlooker sees it (public information only)"
[ "$(grep -c '^-- decision [0-9]*, turn [0-9]*: seat [12] (random) --$' <<<"$OUT")" = 7 ] ||
  fail "expected 7 decisions shown:
$OUT"
contains "-- decision 1, turn 1: seat 1 (random) --
 . | . | .
---+---+---
 . | . | .
---+---+---
 . | . | .
X takes middle right

-- decision 2, turn 2: seat 2 (random) --"
contains "Winner: seat 1 (three in a row) after 7 turns and 7 decisions"
lacks "Where do you put" "an onlooker's watch"   # no seat's question or options

# Watching changes nothing: the same result, and the same record byte for byte.
run 0 "$TABULA" play chess --seed 3 -q --record "$WORK/plain.jsonl"; plain=$OUT
run 0 "$TABULA" play chess --seed 3 --watch --delay 0 --record "$WORK/watched.jsonl"
[ "$(tail -n 1 <<<"$OUT")" = "$plain" ] || fail "watched: '$(tail -n 1 <<<"$OUT")', plain: '$plain'"
cmp -s "$WORK/plain.jsonl" "$WORK/watched.jsonl" || fail "watching changed the record"
run 0 "$TABULA" play ludo --seed 5 -q; plain=$OUT
run 0 "$TABULA" play ludo --seed 5 --watch
[ "$(tail -n 1 <<<"$OUT")" = "$plain" ] || fail "ludo watched: '$(tail -n 1 <<<"$OUT")', plain: '$plain'"

# Hidden information: an onlooker sees no hand, no option and no answer ...
run 0 "$TABULA" play secret "${SECRET[@]}" --seed 2 --watch
contains "seat 1 holds 2 card(s)"; contains "seat 2 discards a card face down"
for word in ruby jade onyx opal discard; do
  case "$word" in discard) lacks "-> discard" "an onlooker's watch" ;; *) lacks "$word" "an onlooker's watch" ;; esac
done
# ... a seat sees its own hand, its own questions and answers, and the choice forced on
# it, and nothing of the other seat's.
run 0 "$TABULA" play secret "${SECRET[@]}" --seed 2 --watch --watch-seat 2
contains "watched as seat 2 sees it (its hidden information too)"
contains "seat 2 holds onyx opal"; contains "seat 1 holds 2 card(s)"
contains "Which card do you discard? -> discard o"
contains "seat 2 (random), forced: Which card do you discard? -> discard o"
contains "(the only option)"
for word in ruby jade; do lacks "$word" "seat 2's watch"; done
lacks "seat 1 (random), forced" "seat 2's watch"
[ "$(grep -c -- '-> discard' <<<"$OUT")" = 2 ] || fail "seat 2's watch: expected its 2 choices:
$OUT"

# Pacing: --delay between decisions (6 pauses for 7 decisions); --step reads a line per
# decision, and with no input (CI) runs on; "c" runs on with the delay.
start=$(date +%s%N)
run 0 "$TABULA" play tictactoe --seed 1 --watch --delay 150
ms=$(( ($(date +%s%N) - start) / 1000000 ))
[ "$ms" -ge 900 ] || fail "--delay 150 over 7 decisions took only $ms ms"
run 0 "$TABULA" play tictactoe --seed 1 --watch --step   # stdin is /dev/null
contains "Winner: seat 1"
OUT=$(printf '\n\nc\n' | "$TABULA" play tictactoe --seed 1 --watch --step --delay 0 2>&1) || fail "--step with input: $OUT"
contains "Winner: seat 1"
lacks "Enter: next decision" "--step off a terminal"   # the key is asked for on a terminal only

# Flags that need --watch or do not go with it; their help.
run 2 "$TABULA" play tictactoe --delay 5;             contains "error: --delay needs --watch"
run 2 "$TABULA" play tictactoe --step;                contains "error: --step needs --watch"
run 2 "$TABULA" play tictactoe --watch-seat 1;        contains "error: --watch-seat needs --watch"
run 2 "$TABULA" play tictactoe --watch -q;            contains "error: --watch shows the board and --quiet (-q) only the result"
run 2 "$TABULA" play tictactoe --watch -a human;      contains "error: --watch is for matches without a human seat"
run 2 "$TABULA" play tictactoe --watch --watch-seat 3
contains "error: --watch-seat: 3 is not a seat of this match (0 to 2; 0 is an onlooker)"
run 2 "$TABULA" play tictactoe --watch --delay 60001; contains "error: --delay: '60001' is not a whole number from 0 to 60000"
run 0 "$TABULA" play --help
for flag in "--watch " "--step " "--watch-seat arg" "--delay arg"; do contains "$flag" "play --help"; done

# A render that fails while watching is shown as such; the match goes on as it would.
mkdir -p "$WORK/g/shaky"
cat > "$WORK/g/shaky/game.lua" <<'LUA'
local game = { name = "Shaky", version = "1", seats = 2 }
function game.setup(match) match.state.n = 0 end
function game.render(match)
  if match.state.n == 1 then error("no board today") end
  return "n = " .. match.state.n
end
function game.play(match)
  for _ = 1, 3 do
    match:choose{ prompt = "Go", options = { "a", "b" } }
    match.state.n = match.state.n + 1
  end
  return { winner = 2 }
end
return game
LUA
run 0 "$TABULA" play shaky --games-dir "$WORK/g" --seed 1 --watch
contains "n = 0"
contains "(the board cannot be shown: games/shaky/game.lua:4: no board today"
contains "Winner: seat 2 after"
run 0 "$TABULA" play shaky --games-dir "$WORK/g" --seed 1 -q --record "$WORK/shaky.jsonl"
run 0 "$TABULA" replay "$WORK/shaky.jsonl" --games-dir "$WORK/g" --show 2
contains "(the board cannot be shown: "; contains "shaky.jsonl: ok, 3 decisions replayed"

# --- replay --show --------------------------------------------------------------

R=$WORK/m.jsonl
run 0 "$TABULA" play tictactoe --seed 1 -q --record "$R"
run 0 "$TABULA" replay "$R" --show 3
contains "-- decision 3, turn 3: seat 1 --
 . | . | .
---+---+---
 . | . | X
---+---+---
 . | O | .
"
[ "$(grep -c '^-- ' <<<"$OUT")" = 1 ] || fail "--show 3: expected one board:
$OUT"
contains "m.jsonl: ok, 7 decisions replayed"
run 0 "$TABULA" replay "$R" --show all
[ "$(grep -c '^-- decision' <<<"$OUT")" = 7 ] || fail "--show all: expected 7 boards:
$OUT"
contains "-- the end --
 . | O | X
---+---+---
 . | X | X
---+---+---
 X | O | O"
run 0 "$TABULA" replay "$R" --show end
[ "$(grep -c '^-- ' <<<"$OUT")" = 1 ] || fail "--show end: expected one board:
$OUT"
contains "-- the end --"
run 0 "$TABULA" replay --help
for flag in "--show arg" "--show-seat arg"; do contains "$flag" "replay --help"; done

# Hidden information in a record's boards: an onlooker's, then seat 1's.
run 0 "$TABULA" play secret "${SECRET[@]}" --seed 2 -q --record "$WORK/s.jsonl"
run 0 "$TABULA" replay "$WORK/s.jsonl" "${SECRET[@]}" --show all
for word in ruby jade onyx opal "-> discard"; do lacks "$word" "an onlooker's replay"; done
run 0 "$TABULA" replay "$WORK/s.jsonl" "${SECRET[@]}" --show all --show-seat 1
contains "seat 1 holds ruby jade"; contains "Which card do you discard? -> discard "
contains "seat 1, forced: Which card do you discard? -> discard "
for word in onyx opal; do lacks "$word" "seat 1's replay"; done

# Bad --show values are usage errors that say what to give.
run 2 "$TABULA" replay "$R" --show 8
contains "error: --show: '8' is not a decision of the record (it has 7): give 1 to 7, all or end"
run 2 "$TABULA" replay "$R" --show 0;        contains "'0' is not a decision of the record"
run 2 "$TABULA" replay "$R" --show last;     contains "'last' is not a decision of the record"
run 2 "$TABULA" replay "$R" --show-seat 1;   contains "error: --show-seat needs --show"
run 2 "$TABULA" replay "$R" --show 1 --show-seat 3
contains "error: --show-seat: 3 is not a seat of this match (0 to 2; 0 is an onlooker)"
finish
