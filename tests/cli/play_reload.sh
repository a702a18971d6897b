# tabula play --reload: a person playing in the terminal edits the game's Lua files
# and the match starts again under the new code, replaying the decisions made so far
# (docs/cli.md). Each session drives play through a FIFO, one line at a time, and edits
# a copy of tic-tac-toe between moves, once play waits at its prompt.
. "$(dirname "$0")/lib.sh"

GAMES="$WORK/games"
GAME="$GAMES/ttt"
fresh_game() { rm -rf "$GAME"; mkdir -p "$GAMES"; cp -r "$SRC/games/tictactoe" "$GAME"; }

# session ARGS...: play GAME --reload ARGS in the background, its output in $WORK/out.
session() {
  rm -f "$WORK/in" "$WORK/out"
  mkfifo "$WORK/in"
  ("$TABULA" play "$GAME" --reload "$@" < "$WORK/in" > "$WORK/out" 2>&1; echo "exit $?" >> "$WORK/out") &
  exec 3> "$WORK/in"
}
# at N: waits until play has shown its Nth prompt (and so waits for a line), or ended.
at() {
  local deadline=$((SECONDS + 60))
  until [ "$(grep -c '^> ' "$WORK/out")" -ge "$1" ] || grep -q '^exit [0-9]' "$WORK/out"; do
    [ "$SECONDS" -lt "$deadline" ] || { fail "no prompt $1 within 60 s:
$(cat "$WORK/out")"; return; }
    sleep 0.05
  done
}
trap '' PIPE  # a line typed after play ended is lost, not the end of this script
typed() { printf '%s\n' "$1" >&3 2>/dev/null; }
# ends: closes play's input, waits for it; its output is then $OUT.
ends() {
  exec 3>&-
  wait
  OUT=$(cat "$WORK/out")
}
edit() { sed -i "$1" "$GAME/game.lua"; }

# A rule's text changes while the game is played: the two decisions made so far are
# replayed under the new code (its log lines are shown), the line typed after the edit
# is not taken, and the match goes on to the end. Its record is the new run's and
# replays with the edited game.
fresh_game
session --seed 4 -a human -a first --record "$WORK/rec.jsonl"
at 1; typed 5                             # X middle centre; O (first) takes top left
at 2; edit 's/%s takes %s/%s claims %s/'; typed "=3"
at 3; typed "=3"                          # asked again after the reload: X top right
at 4; typed "=7"                          # O took top centre; X bottom left: 3-5-7
ends
contains "reload: the game's files changed; the line typed is not taken as an answer"
contains "reload: the match starts again under the code as it is now, replaying its 2 decisions"
contains "reload: 2 of 2 decisions replayed"
contains "  X claims middle centre"
contains "  O claims top left"
contains "  X claims top right"
contains "Winner: seat 1 (three in a row) after 5 turns and 5 decisions"
contains "exit 0"
run 0 "$TABULA" replay "$WORK/rec.jsonl" --games-dir "$GAMES"
contains "ok, 5 decisions replayed"
[ "$(grep -c '"type":"header"' "$WORK/rec.jsonl")" -eq 1 ] || fail "the record has more than one header"

# A recorded answer the new code refuses: the replay stops there, says why, and the
# match goes on from that decision under the new code.
fresh_game
session --seed 4 -a human -a first
at 1; typed 5
at 2; edit 's/if cells\[i\] == "." then n = n + 1/if cells[i] == "." and i ~= 5 then n = n + 1/'; typed "=3"
at 3; typed "=1"; at 4; typed "=4"; at 5; typed "=7"   # O took 2, then 3: 1-4-7
ends
contains "reload: the replay stops at decision 1: the match refuses the recorded answer to \"Where do you put your X?\": '5' is not an option (options: 1, 2, 3, 4, 6, 7, 8, 9); the match goes on from there (0 of 2 decisions replayed, the rest dropped)"
contains "Winner: seat 1 (three in a row) after 5 turns and 5 decisions"
[ "$(grep -c '5) middle centre' "$WORK/out")" -eq 1 ] || fail "the middle is still offered after the reload"

# The new code does not load, then fails while replaying: each time the match goes on
# under the code it had; once fixed, the reload replays.
fresh_game
cp "$GAME/game.lua" "$WORK/good.lua"
session --seed 4 -a human -a first
at 1; typed 5
at 2; edit 's/^function game.setup(match)/function game.setup(match/'; typed "=3"
at 3; typed "=3"                          # taken: the broken files did not change since
at 4; cp "$WORK/good.lua" "$GAME/game.lua"
edit 's/cells\[cell\] = MARKS\[seat\]/cells[cell] = MARKS[seat]; if cell == 3 then error("no corner") end/'
typed "=8"
at 5; cp "$WORK/good.lua" "$GAME/game.lua"; typed ":reload"
ends
contains "reload: the game does not load: $GAME/game.lua:"
contains "reload: the match goes on under the code it had; edit the files and answer (or type :reload) to try again"
contains "  X takes top right"
contains "reload: the new code fails after replaying 3 of 4 decisions: $GAME/game.lua:"
contains "no corner"
contains "reload: 4 of 4 decisions replayed"
contains "exit 1"                         # the input ends at the last prompt
[ "$(grep -c '^reload: the match starts again' "$WORK/out")" -eq 3 ] || fail "3 reloads expected:
$OUT"

# Under the new code the match ends during the replay: said, with its log, and the result.
fresh_game
session --seed 4 -a human -a first
at 1; typed 5
at 2; edit 's/if board.line_through(cells, cell) then/if true then/'; typed "=3"
ends
contains "reload: under the new code the match ends after 1 of 2 decisions:"
contains "Winner: seat 1 (three in a row) after 1 turns and 1 decisions"
contains "exit 0"

# :reload with nothing changed replays the match as it was: the same record to the
# byte as without the reload, the random opponent's choices included.
fresh_game
printf '1\n1\n1\n1\n1\n' | "$TABULA" play "$GAME" --seed 7 -a human -a random --record "$WORK/plain.jsonl" >/dev/null 2>&1 ||
  fail "the match without reload failed"
printf '1\n:reload\n1\n:reload\n1\n1\n1\n' | "$TABULA" play "$GAME" --reload --seed 7 -a human -a random \
  --record "$WORK/reloaded.jsonl" > "$WORK/out" 2>&1 || fail "the reloaded match failed: $(cat "$WORK/out")"
grep -q "^reload: 2 of 2 decisions replayed" "$WORK/out" || fail "no reload after the first move: $(cat "$WORK/out")"
cmp -s "$WORK/plain.jsonl" "$WORK/reloaded.jsonl" || fail "reloading unchanged code changed the match:
$(diff "$WORK/plain.jsonl" "$WORK/reloaded.jsonl")"

# Without --reload ":reload" is a word like any other; --reload needs a person.
OUT=$(printf ':reload\n5\n1\n4\n' | "$TABULA" play "$GAME" --seed 4 -a human -a first 2>&1)
contains "Not accepted: ':reload' is not an option"
run 2 "$TABULA" play "$GAME" --reload -a first
contains "--reload needs a human seat (-a human)"
finish
