# L5R's scenarios cover the spec: every bold rule id of ../shared/rules/l5r.md is cited
# by a scenario, and every card file has a scenario file of its own name whose
# scenarios name it ("... (cards/<file>.lua) [ids]").
. "$(dirname "$0")/lib.sh"

spec="$SRC/../shared/rules/l5r.md"
if [ -f "$spec" ]; then
  run 0 python3 tools/stats/rule_coverage.py "$spec" games/l5r/scenarios
  contains "162 of 162 rule ids cited"
else
  echo "rule ids of games/l5r not checked: ../shared/rules/l5r.md is not beside this clone"
fi
for card in games/l5r/cards/*.lua; do
  name=$(basename "$card")
  [ -f "games/l5r/scenarios/cards/$name" ] || fail "$card has no scenario file games/l5r/scenarios/cards/$name"
  grep -q "T\.scenario(\"[^\"]*(cards/$name)" "games/l5r/scenarios/cards/$name" 2>/dev/null ||
    fail "no scenario names $card (cards/$name in a scenario's name)"
done
finish
