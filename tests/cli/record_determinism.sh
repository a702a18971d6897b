# The same game, seed and answers give byte-identical records in separate processes.
. "$(dirname "$0")/lib.sh"

for game in tictactoe ludo chernobog; do
  [ -f "games/$game/game.lua" ] || { fail "games/$game is missing"; continue; }
  for seed in 1 2 77; do
    run 0 "$TABULA" play $game --seed $seed --quiet --record "$WORK/$game-$seed-a.jsonl"
    run 0 "$TABULA" play $game --seed $seed --quiet --record "$WORK/$game-$seed-b.jsonl"
    cmp -s "$WORK/$game-$seed-a.jsonl" "$WORK/$game-$seed-b.jsonl" || fail "$game seed $seed: records differ"
    lines=$(wc -l < "$WORK/$game-$seed-a.jsonl")
    [ "$lines" -ge 3 ] || fail "$game seed $seed: record has only $lines lines"
    grep -q '"type":"result"' "$WORK/$game-$seed-a.jsonl" || fail "$game seed $seed: no result line"
  done
  cmp -s "$WORK/$game-1-a.jsonl" "$WORK/$game-2-a.jsonl" && fail "$game: seeds 1 and 2 gave the same record"
done
# Random agents answer inside match:choose unless the match is recorded; both
# ways must play the same match.
for game in ludo chess hidden_chess chernobog; do
  run 0 "$TABULA" play $game --seed 9 --quiet; plain=$(echo "$OUT" | tail -n 1)
  run 0 "$TABULA" play $game --seed 9 --quiet --record "$WORK/$game-9.jsonl"; recorded=$(echo "$OUT" | tail -n 1)
  [ "$plain" = "$recorded" ] || fail "$game seed 9: '$plain' without a record, '$recorded' with one"
done
finish
