# Bad flags, names and values: exit 2 with a message naming what is wrong.
. "$(dirname "$0")/lib.sh"

run 2 "$TABULA" frobnicate;                       contains "unknown command 'frobnicate'"
run 2 "$TABULA" play;                             contains "game"
run 2 "$TABULA" play nosuchgame;                  contains "unknown game 'nosuchgame'"; contains "tictactoe"
run 2 "$TABULA" play tictactoe --bogus;           contains "bogus"
run 2 "$TABULA" play tictactoe --seed banana;     contains "seed"
run 2 "$TABULA" play tictactoe --seats 5;         contains "seats"
run 2 "$TABULA" play tictactoe -a wizard;         contains "unknown agent 'wizard'"
run 2 "$TABULA" play tictactoe -o colour=red;     contains "no option 'colour'"
run 2 "$TABULA" play chernobog -o stall_rounds=-5; contains "option 'stall_rounds': -5 is not a whole number, 0 or more"
run 2 "$TABULA" simulate chernobog -n 3 -o round_limit=2.5; contains "option 'round_limit': 2.5 is not a whole number"
run 0 "$TABULA" list;                             contains "stall_rounds=50  end after"; contains "; a whole number, 0 or more"
run 2 "$TABULA" simulate tictactoe -n 0;          contains "-n"
run 2 "$TABULA" simulate tictactoe --jobs 0;      contains "--jobs"
run 2 "$TABULA" test no/such/path;                contains "no/such/path"
run 2 "$TABULA" play tictactoe --log-level loud;  contains "log-level"
run 2 "$TABULA" play tictactoe --mod /no/such/mod; contains "/no/such/mod"
run 0 "$TABULA" --help;                           contains "simulate GAME"
run 0 "$TABULA" help;                             contains "simulate GAME"; GENERAL=$OUT
run 0 "$TABULA" -h;                               [ "$OUT" = "$GENERAL" ] || fail "-h differs from help"
for c in play simulate test replay list check perft serve; do
  run 0 "$TABULA" $c --help;                      contains "usage: tabula $c"; OWN=$OUT
  run 0 "$TABULA" help $c;                        [ "$OUT" = "$OWN" ] || fail "help $c differs from $c --help"
done
run 2 "$TABULA" help nosuch;                      contains "unknown command 'nosuch'"
run 2 "$TABULA" help play simulate;               contains "give one command"
run 0 "$TABULA" --version;                        contains "tabula "; VERSION=$OUT
run 0 "$TABULA" version;                          [ "$OUT" = "$VERSION" ] || fail "version differs from --version"
run 2 "$TABULA" version extra;                    contains "takes no arguments"

# A missing input is a usage error, whatever the command.
run 2 "$TABULA" replay "$WORK/no-such-record.jsonl"; contains "no-such-record.jsonl: no such file"
run 2 "$TABULA" test "$WORK/no-such-scenarios";   contains "no-such-scenarios: no such file or folder"
run 2 "$TABULA" check "$WORK/no-such-game";       contains "no-such-game"

# A game refusing an option's value in its setup (tabula.option_error): a usage error
# naming the option, without a traceback, in play, simulate and scenarios.
run 2 "$TABULA" play chess -o fen=garbage;        contains "error: option 'fen': bad FEN \"garbage\": expected 6 fields"
case "$OUT" in *traceback*) fail "a refused option shows a traceback: $OUT" ;; esac
run 2 "$TABULA" simulate chess -n 3 --no-progress -o fen=garbage; contains "option 'fen': bad FEN"
run 2 "$TABULA" play chernobog --seats 2 -o first_player=blue
contains "option 'first_player': blue is not a colour in play (with 2 seats: rolloff, red, yellow)"
case "$OUT" in *traceback*) fail "a refused option shows a traceback: $OUT" ;; esac
mkdir -p "$WORK/g/picky"
cat > "$WORK/g/picky/game.lua" <<'LUA'
return {
  name = "Picky", seats = 1,
  options = { size = { default = 3, min = 1 }, late = { default = false } },
  setup = function(match)
    if match.options.size % 2 == 0 then tabula.option_error("size", "must be odd, not " .. match.options.size) end
  end,
  play = function(match)
    -- Refused outside setup, it is an ordinary error of the match.
    if match.options.late then tabula.option_error("late", "too late to refuse") end
    return { winner = 1 }
  end,
}
LUA
run 0 "$TABULA" play picky --games-dir "$WORK/g" -q -o size=5
run 2 "$TABULA" play picky --games-dir "$WORK/g" -q -o size=4; contains "error: option 'size': must be odd, not 4"
run 2 "$TABULA" simulate picky --games-dir "$WORK/g" -n 4 --jobs 2 --no-progress -o size=4; contains "option 'size': must be odd"
run 1 "$TABULA" play picky --games-dir "$WORK/g" -q -o late=true; contains "option 'late': too late to refuse"
run 0 "$TABULA" play picky --games-dir "$WORK/g" -q -o size=5 --seed 1 --record "$WORK/picky.jsonl"
sed -i 's/"size":5/"size":4/' "$WORK/picky.jsonl"
run 1 "$TABULA" replay "$WORK/picky.jsonl" --games-dir "$WORK/g"; contains "bad record"; contains "option 'size': must be odd"
mkdir -p "$WORK/g/picky/scenarios"
cat > "$WORK/g/picky/scenarios/options.lua" <<'LUA'
local T = require "tabula.test"
T.scenario("an even size is refused", function()
  T.raises(function() T.match{ options = { size = 4 } } end, "option 'size': must be odd, not 4")
end)
LUA
run 0 "$TABULA" test "$WORK/g/picky";             contains "1 passed, 0 failed"

# docs/cli.md opens with the usage `tabula --help` prints, every command in it.
DOC_USAGE=$(awk '/^```/ { n++; next } n == 1' docs/cli.md)
run 0 "$TABULA" --help
[ "$OUT" = "$DOC_USAGE" ] || fail "docs/cli.md's usage block differs from tabula --help:
$(diff <(printf '%s\n' "$DOC_USAGE") <(printf '%s\n' "$OUT"))"
finish
