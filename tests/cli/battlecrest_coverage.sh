# Battlecrest's scenarios cover the spec and every card: each bold rule id of
# ../shared/rules/battlecrest.md is cited by a scenario; each card and landmark file
# has a scenario file of its own name (scenarios/cards/<file>, scenarios/landmarks/<file>)
# whose every scenario names it ("... (cards/<file>) [ids]"); the AI cards are named
# by scenarios of the solo AI (scenarios/solo.lua).
. "$(dirname "$0")/lib.sh"

GAME=games/battlecrest
spec="$SRC/../shared/rules/battlecrest.md"
if [ -f "$spec" ]; then
  run 0 python3 tools/stats/rule_coverage.py "$spec" "$GAME/scenarios"
  contains "79 of 79 rule ids cited"
else
  echo "rule ids of games/battlecrest not checked: ../shared/rules/battlecrest.md is not beside this clone"
fi
for file in "$GAME"/cards/*.lua "$GAME"/landmarks/*.lua; do
  name=$(basename "$file")
  kind=$(basename "$(dirname "$file")")
  case "$name" in
    *_ai.lua)
      grep -q "^T\.scenario(\"[^\"]*($kind/$name)" "$GAME/scenarios/solo.lua" ||
        fail "no scenario of $GAME/scenarios/solo.lua names $kind/$name"
      continue ;;
  esac
  scen="$GAME/scenarios/$kind/$name"
  [ -f "$scen" ] || { fail "$file has no scenario file $scen"; continue; }
  all=$(grep -c '^T\.scenario(' "$scen")
  naming=$(grep -c "^T\.scenario(\"[^\"]*($kind/$name)" "$scen")
  [ "$all" -gt 0 ] && [ "$all" -eq "$naming" ] || fail "$scen: $naming of $all scenarios name $kind/$name"
done
finish
