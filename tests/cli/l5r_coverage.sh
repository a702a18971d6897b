# L5R's scenarios cover the spec: every bold rule id of docs/games/l5r.md (its rules reference) is cited
# by a scenario, and every card file has a scenario file of its own name whose
# scenarios name it ("... (cards/<file>.lua) [ids]").
. "$(dirname "$0")/lib.sh"

rule_ids_cited l5r 162
for card in games/l5r/cards/*.lua; do
  name=$(basename "$card")
  [ -f "games/l5r/scenarios/cards/$name" ] || fail "$card has no scenario file games/l5r/scenarios/cards/$name"
  grep -q "T\.scenario(\"[^\"]*(cards/$name)" "games/l5r/scenarios/cards/$name" 2>/dev/null ||
    fail "no scenario names $card (cards/$name in a scenario's name)"
done
finish
