# Crusaders' scenarios cover the spec: each bold rule id of ../shared/rules/crusaders.md
# (CR-2.1 ... CR-16.4, the worked examples WE-1 ... WE-14) is cited by a scenario of
# games/crusaders/scenarios. Checks of the scenario files themselves follow the spec's.
. "$(dirname "$0")/lib.sh"

GAME=games/crusaders
spec="$SRC/../shared/rules/crusaders.md"
if [ -f "$spec" ]; then
  run 0 python3 tools/stats/rule_coverage.py "$spec" "$GAME/scenarios"
  contains "63 of 63 rule ids cited"
else
  echo "rule ids of games/crusaders not checked: ../shared/rules/crusaders.md is not beside this clone"
fi
finish
