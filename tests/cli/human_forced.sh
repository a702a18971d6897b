# A person's seat is never played for unseen: a choice with a single option, which the
# host takes without asking, is shown to the human agent of its seat ("Seat 1, forced:
# ... (the only option)"), with the board when it changed since last shown. It changes
# nothing in the match or its record.
. "$(dirname "$0")/lib.sh"

# Each seat discards twice from two cards: the second discard is forced, and empties
# the hand, which knocks the seat out.
mkdir -p "$WORK/g" && cp -r "$SRC/tests/cli/secret" "$WORK/g/secret"   # tests/cli/secret/game.lua
G=(--games-dir "$WORK/g")

# Seat 1 is a person: one question, then the forced discard, shown with its board.
OUT=$(printf '1\n' | "$TABULA" play secret "${G[@]}" --seed 1 -a human -a first 2>&1) || fail "human play: $OUT"
contains "Seat 1: Which card do you discard?"
contains "  1) discard ruby"
contains "seat 1 holds jade
seat 2 holds 1 card(s)

Seat 1, forced: Which card do you discard? -> discard jade (the only option)"
contains "  seat 2 discards a card face down"
[ "$(grep -c '^Seat 1' <<<"$OUT")" = 2 ] || fail "expected one question and one forced choice:
$OUT"
contains "Winner: seat 1"

# Seat 2 is the person, and is knocked out by its forced discard: it sees that too.
OUT=$(printf '2\n' | "$TABULA" play secret "${G[@]}" --seed 1 -a first -a human 2>&1) || fail "human seat 2: $OUT"
contains "Seat 2, forced: Which card do you discard? -> discard onyx (the only option)"
contains "seat 2 is out"
for word in ruby jade; do case "$OUT" in *"$word"*) fail "seat 2 was shown seat 1's $word:
$OUT" ;; esac; done

# The same answers give the same record whether a person or a script gave them.
printf '1\n' | "$TABULA" play secret "${G[@]}" --seed 1 -a human -a first --record "$WORK/human.jsonl" >/dev/null 2>&1 ||
  fail "human play with a record"
run 0 "$TABULA" play secret "${G[@]}" --seed 1 -a script:1 -a first --record "$WORK/script.jsonl"
cmp -s "$WORK/human.jsonl" "$WORK/script.jsonl" || fail "the person's record differs from the script's:
$(diff "$WORK/human.jsonl" "$WORK/script.jsonl")"
run 0 "$TABULA" replay "$WORK/human.jsonl" "${G[@]}"; contains "ok, 2 decisions replayed"
finish
