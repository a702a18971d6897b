# Hostile numbers on the command line: every numeric flag of every command refuses a
# negative, zero (where 0 is not allowed), huge, non-numeric, fractional or empty
# value with a usage error (exit 2) naming the flag, the value and the range; the
# ends of each range are accepted.
. "$(dirname "$0")/lib.sh"

R=$WORK/m.jsonl
"$TABULA" play tictactoe --seed 3 -q --record "$R" > /dev/null || fail "could not record a match"

# A quick run of each command, to which one flag is added.
declare -A BASE=(
  [play]="play tictactoe -q"
  [simulate]="simulate tictactoe --no-progress"
  [test]="test games/tictactoe"
  [replay]="replay $R"
  [list]="list"
  [check]="check tictactoe"
  [perft]="perft start -g tictactoe"
)
COMMON="--memory-limit=4:65536 --instruction-limit=10000:1000000000000"
# command: flag=min:max ...
declare -A FLAGS=(
  [play]="--seed=0:18446744073709551615 --seats=1:1000 --bot-timeout=1:3600000"
  [simulate]="-n=1:1000000000 --matches=1:1000000000 -j=1:256 --jobs=1:256 --seed=0:18446744073709551615 --seats=1:1000 --show-errors=0:10000 --bot-timeout=1:3600000"
  [perft]="--depth=1:20"
)
# How the message names a flag given by its short name.
label() { case $1 in -n|--matches) echo "--matches (-n)";; -j|--jobs) echo "--jobs (-j)";; *) echo "$1";; esac; }

BAD_ALWAYS=(-5 -1 99999999999999999999999 18446744073709551616 abc 1.5 1e3 0x10 "+7" " 7" "")
checked=0
for cmd in play simulate test replay list check perft; do
  for spec in $COMMON ${FLAGS[$cmd]:-}; do
    flag=${spec%%=*}; range=${spec#*=}; min=${range%%:*}; max=${range#*:}
    what="$(label "$flag")"
    for v in "${BAD_ALWAYS[@]}"; do
      expect 2 "$TABULA" ${BASE[$cmd]} "$flag" "$v"
      contains "$what: '$v' is not a whole number from $min to $max" "$cmd $flag '$v'"
      checked=$((checked + 1))
    done
    # Just outside the range.
    if [ "$min" -gt 0 ]; then
      expect 2 "$TABULA" ${BASE[$cmd]} "$flag" $((min - 1)); contains "$what: '$((min - 1))' is not a whole number"
    fi
    if [ "$max" != 18446744073709551615 ]; then
      over=$(python3 -c "print($max + 1)")
      expect 2 "$TABULA" ${BASE[$cmd]} "$flag" "$over"; contains "$what: '$over' is not a whole number"
    fi
    # The flag with no value at all.
    expect 2 "$TABULA" ${BASE[$cmd]} "$flag"
    checked=$((checked + 3))
  done
done

# The ends of each range are accepted (where a run at them is quick); a value in
# range that the game refuses is still a usage error.
for v in 4 65536; do expect 0 "$TABULA" play tictactoe -q --seed 1 --memory-limit "$v"; done
expect 0 "$TABULA" play tictactoe -q --seed 1 --instruction-limit 10000
expect 0 "$TABULA" play tictactoe -q --seed 1 --instruction-limit 1000000000000
for v in 0 18446744073709551615; do
  expect 0 "$TABULA" play tictactoe -q --seed "$v"
  expect 0 "$TABULA" simulate tictactoe -n 2 --no-progress --seed "$v"
done
expect 0 "$TABULA" play tictactoe -q --seed 1 --bot-timeout 1
expect 0 "$TABULA" play tictactoe -q --seed 1 --bot-timeout 3600000
expect 0 "$TABULA" simulate tictactoe -n 1 --no-progress
expect 0 "$TABULA" simulate tictactoe -n 2 --no-progress -j 256
expect 0 "$TABULA" simulate tictactoe -n 2 --no-progress --show-errors 0
expect 0 "$TABULA" simulate tictactoe -n 2 --no-progress --show-errors 10000
expect 0 "$TABULA" perft start 20 -g tictactoe
expect 2 "$TABULA" play tictactoe -q --seats 1000; contains "tictactoe is played by 2 seats, not 1000"
expect 2 "$TABULA" simulate ludo -n 1 --no-progress --seats 5; contains "ludo is played by 2 to 4 seats, not 5"
# A game may not declare more seats than a flag or a record may ask for.
game manyseats <<'LUA'
return { seats = { min = 1, max = 2147483647 }, setup = function() end, play = function() return { draw = true } end }
LUA
expect 1 "$TABULA" play manyseats --games-dir "$G" -q; contains "games/manyseats/game.lua: seats: at most 1000"
# A limit that was silently off before: -1 read as 2^64 - 1.
expect 2 "$TABULA" play tictactoe -q --instruction-limit=-1; contains "--instruction-limit: '-1'"
# The depth as the positional argument too (a negative one reads as an option).
expect 2 "$TABULA" perft start 21 -g tictactoe; contains "--depth: '21' is not a whole number from 1 to 20"
expect 2 "$TABULA" perft start x -g tictactoe; contains "--depth: 'x' is not a whole number from 1 to 20"
expect 2 "$TABULA" perft start -3 -g tictactoe; contains "'-3'"
expect 2 "$TABULA" perft start -g tictactoe; contains "DEPTH is missing"
# Help lines give the ranges.
expect 0 "$TABULA" simulate --help; contains "number of matches; 1 to 1000000000"; contains "1 to 256"
expect 0 "$TABULA" play --help; contains "memory cap of a match's scripts, MiB; 4"
echo "flags: $checked bad values checked"
finish
