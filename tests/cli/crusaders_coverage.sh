# Crusaders' scenarios cover the spec and every order and building: each bold rule id of
# ../shared/rules/crusaders.md (CR-2.1 ... CR-16.4, the worked examples WE-1 ... WE-14)
# is cited by a scenario of games/crusaders/scenarios; each file of orders/ and
# buildings/ has a scenario file of its own name (scenarios/orders/<file>,
# scenarios/buildings/<file>) whose every scenario names it ("... (orders/<file>) [ids]").
. "$(dirname "$0")/lib.sh"

GAME=games/crusaders
spec="$SRC/../shared/rules/crusaders.md"
if [ -f "$spec" ]; then
  run 0 python3 tools/stats/rule_coverage.py "$spec" "$GAME/scenarios"
  contains "63 of 63 rule ids cited"
else
  echo "rule ids of games/crusaders not checked: ../shared/rules/crusaders.md is not beside this clone"
fi
for file in "$GAME"/orders/*.lua "$GAME"/buildings/*.lua; do
  name=$(basename "$file")
  kind=$(basename "$(dirname "$file")")
  scen="$GAME/scenarios/$kind/$name"
  [ -f "$scen" ] || { fail "$file has no scenario file $scen"; continue; }
  all=$(grep -c '^T\.scenario(' "$scen")
  naming=$(grep -c "^T\.scenario(\"[^\"]*($kind/$name)" "$scen")
  [ "$all" -gt 0 ] && [ "$all" -eq "$naming" ] || fail "$scen: $naming of $all scenarios name $kind/$name"
done
finish
