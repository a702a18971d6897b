# Battlecrest's solo AI (BC-15) is deterministic: whole solo matches, the random agent
# on the human seat, give byte-identical records in separate processes; each record
# replays; and the record holds only the human seat's decisions (the AI is not asked).
. "$(dirname "$0")/lib.sh"

GAMES=(--games-dir games)
for ai in 1 2; do
  human=$((3 - ai))
  for seed in 1 5 23; do
    a="$WORK/solo-$ai-$seed-a.jsonl"
    b="$WORK/solo-$ai-$seed-b.jsonl"
    run 0 "$TABULA" play battlecrest "${GAMES[@]}" -o solo=true -o ai_seat=$ai --seed $seed --quiet --record "$a"
    run 0 "$TABULA" play battlecrest "${GAMES[@]}" -o solo=true -o ai_seat=$ai --seed $seed --quiet --record "$b"
    cmp -s "$a" "$b" || fail "ai_seat $ai seed $seed: records differ"
    grep -q '"type":"result"' "$a" || fail "ai_seat $ai seed $seed: no result line"
    grep -q "\"seat\":$human,\"type\":\"decision\"" "$a" || fail "ai_seat $ai seed $seed: no decision of the human seat $human"
    grep -q "\"seat\":$ai,\"type\":\"decision\"" "$a" && fail "ai_seat $ai seed $seed: the AI seat $ai was asked"
    run 0 "$TABULA" replay "$a" "${GAMES[@]}"
    contains "decisions replayed, same result"
  done
done
cmp -s "$WORK/solo-2-1-a.jsonl" "$WORK/solo-2-5-a.jsonl" && fail "seeds 1 and 5 gave the same record"
finish
