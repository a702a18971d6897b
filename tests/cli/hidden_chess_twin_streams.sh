# Hidden Chess twin matches through exec: bots (HC-3.5, HC-11.2, docs/agents.md "n"):
# two matches in which White lays its secret placement differently (HC-D1) and both
# bots then make the same moves send Black's bot the very same lines, every field,
# numbers included, up to the first line that shows Black the kind of a White piece the
# twins place differently (where the rules reveal it), and show Black the same record
# up to there. White lays its Bishops on c1 and e1 in both twins, its Rooks on a1 and b1
# and Knights on f1 and g1 in one, the other way round in the other; its bot then never
# reveals a1, b1, f1 or g1 while it can do anything else, and answers by what the twins
# share (--blind); Black's bot answers by the lines it is sent.
# The bots: tests/cli/twin_streams/bot.py, which logs every line it receives.
. "$(dirname "$0")/lib.sh"
command -v python3 >/dev/null || { echo "FAIL: python3 is missing (tools/setup.sh installs it)"; exit 1; }
DIR=tests/cli/twin_streams
BOT="python3 $SRC/$DIR/bot.py"
STREAMS="python3 $DIR/streams.py"
printf 'R@a1\nR@b1\nB@c1\nB@e1\nN@f1\nN@g1\n' > "$WORK/rooks.txt"
printf 'N@a1\nN@b1\nB@c1\nB@e1\nR@f1\nR@g1\n' > "$WORK/knights.txt"

# twin NAME: plays the twin NAME (seed 1); seat N's lines in $WORK/NAME-sN.txt.
twin() {
  run 0 "$TABULA" play hidden_chess --seed 1 -q --record "$WORK/$1.jsonl" \
    -a "exec:$BOT $WORK/$1-s1.txt --moves $WORK/$1.txt --blind --avoid reveal:a1,reveal:b1,reveal:f1,reveal:g1" \
    -a "exec:$BOT $WORK/$1-s2.txt"
}
twin rooks
twin knights
A=$WORK/rooks-s2.txt B=$WORK/knights-s2.txt

# (a) Black's lines up to the first that shows it a White Rook or Knight (in either
# twin) are the same, and that line is not: the twins differ there, where the rules
# reveal what they placed differently.
cut=$(( $($STREAMS kinds_shown "$A" 1 rook knight) < $($STREAMS kinds_shown "$B" 1 rook knight) ?
        $($STREAMS kinds_shown "$A" 1 rook knight) : $($STREAMS kinds_shown "$B" 1 rook knight) ))
[ "$cut" -ge 30 ] || fail "Black sees a White Rook or Knight at its line $cut already: too little compared"
cmp -s <(head -n "$cut" "$A") <(head -n "$cut" "$B") ||
  fail "Black is sent other lines before any kind is shown: $(diff <(head -n "$cut" "$A") <(head -n "$cut" "$B") | head -c 600)"
[ "$(sed -n "$((cut + 1))p" "$A")" != "$(sed -n "$((cut + 1))p" "$B")" ] ||
  fail "Black's line $((cut + 1)), where a kind is shown, is the same in both twins: the twins do not differ"
k=$(head -n "$cut" "$A" | grep -c '"type": *"choice"')
[ "$(head -n "$cut" "$A" | grep -o '"n": *[0-9]*' | grep -o '[0-9]*' | tr '\n' ' ')" = "$(seq 1 "$k" | tr '\n' ' ')" ] ||
  fail "Black's choices are not numbered 1, 2, 3, ... by its own count"

# (b) White's lines and the records differ (the placements).
! cmp -s "$WORK/rooks-s1.txt" "$WORK/knights-s1.txt" || fail "White is sent the same lines in both twins"
! cmp -s "$WORK/rooks.jsonl" "$WORK/knights.jsonl" || fail "the twins' records are the same"

# (c) The records as Black may see them, up to its last decision before the cut:
# `replay --show all --show-seat 2`, the boards at Black's decisions as it sees them, its
# answers, and the choices taken for it unasked, are the same; so are its decisions'
# match numbers (White is asked as often in both twins).
black_boards() { # the replay's blocks of Black's first $2 decisions
  "$TABULA" replay "$1" --show all --show-seat 2 2>&1 | awk -v k="$2" '
    /^-- decision [0-9]+, / { keep = ($0 ~ /: seat 2 --$/); if (keep && ++seen > k) exit }
    /^seat 2, forced: / { print; next }
    /^$/ { next }
    keep'
}
black_boards "$WORK/rooks.jsonl" "$k" > "$WORK/rooks.boards"
black_boards "$WORK/knights.jsonl" "$k" > "$WORK/knights.boards"
[ "$(grep -c '^-- decision ' "$WORK/rooks.boards")" = "$k" ] ||
  fail "the replay shows $(grep -c '^-- decision ' "$WORK/rooks.boards") boards of Black, not $k"
cmp -s "$WORK/rooks.boards" "$WORK/knights.boards" ||
  fail "the records show Black other boards: $(diff "$WORK/rooks.boards" "$WORK/knights.boards" | head -c 600)"
$STREAMS seen "$WORK/rooks.jsonl" 2 "$k" > "$WORK/rooks.seen"
$STREAMS seen "$WORK/knights.jsonl" 2 "$k" > "$WORK/knights.seen"
cmp -s "$WORK/rooks.seen" "$WORK/knights.seen" || fail "the records give Black other prompts or answers"
numbers() { grep '"type": *"decision"' "$1" | grep '"seat": *2' | head -n "$k" | grep -o '"n": *[0-9]*'; }
[ "$(numbers "$WORK/rooks.jsonl")" = "$(numbers "$WORK/knights.jsonl")" ] || fail "Black's decisions have other match numbers"
echo "compared: $cut lines, $k choices of Black"
finish
