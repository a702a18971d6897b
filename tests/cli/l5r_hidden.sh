# L5R hidden information (L5-21.10): no log line names a card hidden from the seat it
# is shown to. The rest of the test — views, text boards, prompts, labels and option
# ids over whole random matches, and twin matches that differ only in hidden cards — is
# games/l5r/scenarios/hidden.lua, run by ctest scenarios.l5r.
#
# A scenario cannot read log lines (a function put in the match table fails the state
# hash), so matches are played by `tabula play` with two human agents fed a fixed
# stream of numbers; what each agent was shown — its prompts and the log lines with
# them — is kept as a transcript, and tests/cli/l5r_hidden/log_lines.lua plays the same
# matches and checks every line against the cards the seat shown it could see.
. "$(dirname "$0")/lib.sh"

# The numbers the agents type: the sequence log_lines.lua follows (1 to 6; a number
# that is not an option is refused and the next one taken).
numbers() {
  local x=$1 n=$2 i
  for ((i = 0; i < n; i++)); do
    x=$(( (x * 1103515245 + 12345) % 2147483648 ))
    echo $(( (x / 65536) % 6 + 1 ))
  done
}

# What each human agent was shown: its prompts (B), the log lines before them (L), the
# numbers refused (R). A choice the host took for a seat ("Seat 1, forced: ...") is no
# prompt: the lines shown with it are kept for that seat's next prompt, where they were
# shown before forced choices were.
transcript() {
  awk '
    function keep(line) { buf = buf "L " line "\n" }
    /^  seat [0-9]+: / && !started { logs = 1; next }
    /^> ?/ { started = 1; sub(/^> ?/, ""); logs = 1
             if ($0 ~ /^ *Not accepted/) { print "R"; next }
             sub(/^  /, ""); if ($0 != "") keep($0); next }
    /^$/ { started = 1; logs = 0; next }
    logs && /^  / { sub(/^  /, ""); keep($0); next }
    /^Seat [0-9]+, forced: / { started = 1; logs = 1; seat = $2; sub(/,$/, "", seat)
                               pend[seat] = pend[seat] buf; buf = ""; next }
    /^Seat [0-9]+: / { started = 1; logs = 0; seat = $2; sub(/:$/, "", seat); p = $0
                       sub(/^Seat [0-9]+: /, "", p)
                       printf "%s%s", pend[seat], buf; pend[seat] = ""; buf = ""
                       print "B " seat " " p; next }
    { started = 1; logs = 0 }
    END { for (s in pend) printf "%s", pend[s]; printf "%s", buf }
  ' "$1"
}

# transcripts DIR [--mod M] -- SPEC...: plays each "seed [option=value ...]" and writes
# DIR/transcripts/seed-N.txt.
transcripts() {
  local dir=$1 spec seed o
  shift
  local mods=()
  while [ "$1" != "--" ]; do mods+=("$1"); shift; done
  shift
  mkdir -p "$dir/transcripts"
  for spec in "$@"; do
    set -- $spec
    seed=$1; shift
    local opts=()
    for o in "$@"; do opts+=(-o "$o"); done
    numbers "$seed" 20000 > "$WORK/numbers"
    "$TABULA" play l5r "${mods[@]}" --seed "$seed" -a human -a human "${opts[@]}" < "$WORK/numbers" > "$WORK/raw" 2>&1 \
      || fail "play l5r --seed $seed $*: $(tail -5 "$WORK/raw")"
    grep -q "^Winner: \|^Draw" "$WORK/raw" || fail "seed $seed: the match did not end: $(tail -3 "$WORK/raw")"
    { echo "H $seed $*"; transcript "$WORK/raw"; } > "$dir/transcripts/seed-$seed.txt"
  done
}

CHECK=tests/cli/l5r_hidden/log_lines.lua

# (a) Eight matches: both deck orders, each first-player rule, mirror matches.
transcripts "$WORK/logs" -- "1" "2 deck1=scorpion deck2=crane" "3 first_player=honor_draw" "4" \
  "5 first_player=random" "6 deck1=scorpion deck2=crane" "7 deck1=crane deck2=crane" "8 deck1=scorpion deck2=scorpion"
[ "$(grep -c '^B ' "$WORK/logs/transcripts/seed-1.txt")" -gt 50 ] || fail "seed 1: few prompts in the transcript"
[ "$(grep -c '^L ' "$WORK/logs/transcripts/seed-1.txt")" -gt 50 ] || fail "seed 1: few log lines in the transcript"
run 0 "$TABULA" test --game l5r --mod "$WORK/logs" "$CHECK"
contains "8 passed, 0 failed"

# (b) The check finds a leak: a mod whose Fate-deck search logs the card taken even when
# it is not shown (Walking the Way) fails it, naming the line.
LEAK=$WORK/leak
mkdir -p "$LEAK/rules"
sed '/^function kit.search_fate/,/^end/ s/^    end$/    elseif match:logging() then match:log("Seat %d takes %s from the Fate deck", seat, o.card.kind)\n    end/' \
  games/l5r/rules/kit.lua > "$LEAK/rules/kit.lua"
grep -q 'takes %s from the Fate deck' "$LEAK/rules/kit.lua" || fail "the leaking copy of rules/kit.lua was not made"
transcripts "$WORK/leaked" --mod "$LEAK" -- "1" "2 deck1=scorpion deck2=crane" "4"
run 1 "$TABULA" test --game l5r --mod "$LEAK" --mod "$WORK/leaked" "$CHECK"
contains "from the Fate deck: expected nil, got {"
contains "named 1 times, 0 seen"
finish
