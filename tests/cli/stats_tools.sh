# tools/stats: outcomes.py reads simulate --results; rule_coverage.py lists uncited rule ids.
source "$(dirname "$0")/lib.sh"

run 0 "$TABULA" simulate tictactoe -n 30 --seed 4 --no-progress --results "$WORK/r.jsonl"
run 0 python3 tools/stats/outcomes.py "$WORK/r.jsonl"
contains "30 matches"
contains "| seat 1 wins |"
echo "not json" > "$WORK/bad.jsonl"
run 1 python3 tools/stats/outcomes.py "$WORK/bad.jsonl"
contains "bad.jsonl:1: not a line of simulate --results"
run 2 python3 tools/stats/outcomes.py

mkdir -p "$WORK/scen"
printf '%s\n' '- **X-1.1** one' '- **X-1.2 Two.** two' '- **X-2.1** three' > "$WORK/spec.md"
echo 'T.scenario("x [X-1.1, X-2.1(b)]", function() end)' > "$WORK/scen/a.lua"
run 1 python3 tools/stats/rule_coverage.py "$WORK/spec.md" "$WORK/scen"
contains "2 of 3 rule ids cited"
contains "not cited: X-1.2"
echo 'T.scenario("y [X-1.2]", function() end)' > "$WORK/scen/b.lua"
run 0 python3 tools/stats/rule_coverage.py "$WORK/spec.md" "$WORK/scen"
contains "3 of 3 rule ids cited"
# an id of three levels is an id of its own, not its parent with a suffix
mkdir -p "$WORK/scen3"
printf '%s\n' '- **Y-1.1** one' '- **Y-1.1.2** two' > "$WORK/spec3.md"
echo 'T.scenario("z [Y-1.1]", function() end)' > "$WORK/scen3/a.lua"
run 1 python3 tools/stats/rule_coverage.py "$WORK/spec3.md" "$WORK/scen3"
contains "1 of 2 rule ids cited"
contains "not cited: Y-1.1.2"
finish
