# L5R twin matches through exec: bots (L5-21.10, docs/agents.md "n"): two matches that
# differ only in one hidden Fate card of seat 1 send seat 2's bot the very same lines,
# every field, numbers included, and show seat 2 the same record. Seat 1's decklist is
# a mod's decks/twin.txt, the same name in both twins (the options are sent to both
# bots), with no Reaction but the one card the twins change: Confusion at Court (a
# Reaction to a Favor action) in one, Focus (no ability) in the other, at the same line,
# so the seed deals both twins alike. Seat 1's bot never plays a card (it passes), so
# the card is never shown; holding the Reaction it is asked in windows where, holding
# Focus, its pass is taken unasked. Seat 2's bot answers by the lines it is sent.
# The bots: tests/cli/twin_streams/bot.py, which logs every line it receives.
. "$(dirname "$0")/lib.sh"
command -v python3 >/dev/null || { echo "FAIL: python3 is missing (tools/setup.sh installs it)"; exit 1; }
DIR=tests/cli/twin_streams
BOT="python3 $SRC/$DIR/bot.py"
STREAMS="python3 $DIR/streams.py"

# Crane's list (L5-3.5) without its Reactions, Focus swapped for CARD in the twin VARIANT.
for variant in react:Confusion\ at\ Court plain:Focus; do
  name=${variant%%:*} card=${variant#*:}
  mkdir -p "$WORK/$name/decks"
  sed -e 's/^2 Investigation$/2 Skeletal Troops/' -e "s/^1 He's Mine!$/1 Shield Wall/" \
      -e 's/^1 A Stout Heart$/1 Narrow Ground/' -e "s/^1 The Turtle's Shell$/1 Block Supply Lines/" \
      -e "s/^1 Focus$/1 $card/" games/l5r/decks/crane.txt > "$WORK/$name/decks/twin.txt"
done
[ "$(diff "$WORK/react/decks/twin.txt" "$WORK/plain/decks/twin.txt" | grep -c '^[<>]')" = 2 ] ||
  fail "the twins' decklists differ in other lines than the one card"

# twin NAME SEED [OPTION...]: plays the twin NAME; seat N's lines in $WORK/NAME-SEED-sN.txt.
twin() {
  local name=$1 seed=$2 card
  shift 2
  card=$([ "$name" = react ] && echo confusion_at_court || echo focus)
  rm -f "$WORK/$name-$seed-s1.txt" "$WORK/$name-$seed-s2.txt"
  local opts=()
  for o in "$@"; do opts+=(-o "$o"); done
  run 0 "$TABULA" play l5r --mod "$WORK/$name" --seed "$seed" -q -o deck1=twin "${opts[@]}" \
    --record "$WORK/$name-$seed.jsonl" \
    -a "exec:$BOT $WORK/$name-$seed-s1.txt --blind --avoid-label $card" -a "exec:$BOT $WORK/$name-$seed-s2.txt"
}
choices() { grep -c '"type": *"choice"' "$1"; }

# (a) Twin pairs, seed by seed until seat 1 holding the Reaction is asked more than
# holding Focus: seat 2's stream is the same in every pair.
seed_asked=""
for seed in 1 2 3 4 5 6 7 8 9 10 11 12; do
  twin react "$seed"
  twin plain "$seed"
  cmp -s "$WORK/react-$seed-s2.txt" "$WORK/plain-$seed-s2.txt" ||
    fail "seed $seed: seat 2 is sent other lines when seat 1 holds Confusion at Court: $(diff "$WORK/react-$seed-s2.txt" "$WORK/plain-$seed-s2.txt" | head -c 600)"
  if [ "$(choices "$WORK/react-$seed-s1.txt")" -gt "$(choices "$WORK/plain-$seed-s1.txt")" ]; then
    seed_asked=$seed
    break
  fi
done
[ -n "$seed_asked" ] || fail "in no seed of 1 to 12 was seat 1 asked about its Reaction"
s=${seed_asked:-1}
R1=$WORK/react-$s-s1.txt P1=$WORK/plain-$s-s1.txt R2=$WORK/react-$s-s2.txt P2=$WORK/plain-$s-s2.txt

# (b) The twins differ where seat 2 cannot see: seat 1 was asked more, its lines and
# the records differ; seat 2 was sent choices numbered by its own count, 1, 2, 3, ...
! cmp -s "$R1" "$P1" || fail "seat 1 is sent the same lines in both twins: the twins do not differ"
! cmp -s "$WORK/react-$s.jsonl" "$WORK/plain-$s.jsonl" || fail "the twins' records are the same"
[ "$(grep -c '"type": *"decision"' "$WORK/react-$s.jsonl")" -gt "$(grep -c '"type": *"decision"' "$WORK/plain-$s.jsonl")" ] ||
  fail "the Reaction twin's record has no more decisions than the other"
[ "$(choices "$R2")" -gt 20 ] || fail "seat 2 was asked only $(choices "$R2") times"
[ "$(grep -o '"n": *[0-9]*' "$R2" | grep -o '[0-9]*' | tr '\n' ' ')" = "$(seq 1 "$(choices "$R2")" | tr '\n' ' ')" ] ||
  fail "seat 2's choices are not numbered 1, 2, 3, ... by its own count"
grep -q '"end"' "$R2" || fail "seat 2's stream does not reach the end"

# (c) The records as seat 2 may see them: `replay --show all --show-seat 2`, the boards
# at seat 2's decisions as it sees them, its answers, and the choices taken for it
# unasked ("seat 2, forced: ..."; --show-seat 2 shows no other seat's), the match's
# decision numbers and blank lines left out, are the same.
seat2_boards() { # the replay's blocks of seat 2's decisions, without their numbers
  "$TABULA" replay "$1" --mod "$2" --show all --show-seat 2 2>&1 | awk '
    /^-- decision [0-9]+, / { keep = ($0 ~ /: seat 2 --$/); sub(/decision [0-9]+, /, "decision, ") }
    /^-- the end --$/ { keep = 1 }
    / decisions replayed, / { next }
    /^seat 2, forced: / { print; next }
    /^$/ { next }
    keep'
}
seat2_boards "$WORK/react-$s.jsonl" "$WORK/react" > "$WORK/react.boards"
seat2_boards "$WORK/plain-$s.jsonl" "$WORK/plain" > "$WORK/plain.boards"
[ "$(grep -c '^-- decision, ' "$WORK/react.boards")" = "$(choices "$R2")" ] ||
  fail "the replay shows $(grep -c '^-- decision, ' "$WORK/react.boards") boards of seat 2, not $(choices "$R2")"
cmp -s "$WORK/react.boards" "$WORK/plain.boards" ||
  fail "the records show seat 2 other boards: $(diff "$WORK/react.boards" "$WORK/plain.boards" | head -c 600)"
$STREAMS seen "$WORK/react-$s.jsonl" 2 > "$WORK/react.seen"
$STREAMS seen "$WORK/plain-$s.jsonl" 2 > "$WORK/plain.seen"
cmp -s "$WORK/react.seen" "$WORK/plain.seen" || fail "the records give seat 2 other prompts or answers"

# (d) The test can fail: had the host numbered the match's decisions (the records'
# numbers), seat 2's lines would differ between the twins, at the first of its choices
# after seat 1 was asked about its Reaction.
$STREAMS renumber "$R2" "$WORK/react-$s.jsonl" 2 > "$WORK/react.match_n"
$STREAMS renumber "$P2" "$WORK/plain-$s.jsonl" 2 > "$WORK/plain.match_n"
! cmp -s "$WORK/react.match_n" "$WORK/plain.match_n" ||
  fail "numbered by the match, seat 2's lines would be the same: the twins test nothing"

# (e) With ask_to_pass on, seat 1 is asked in every window whatever it holds: the twins
# ask it as often, and seat 2 is still sent the same lines.
twin react "$s" ask_to_pass=true
twin plain "$s" ask_to_pass=true
[ "$(choices "$R1")" = "$(choices "$P1")" ] ||
  fail "with ask_to_pass, seat 1 is asked $(choices "$R1") times holding the Reaction and $(choices "$P1") without"
cmp -s "$R2" "$P2" || fail "with ask_to_pass, seat 2 is sent other lines"
finish
