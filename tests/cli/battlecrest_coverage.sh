# Battlecrest's scenarios cover the spec: every bold rule id of
# ../shared/rules/battlecrest.md is cited by a scenario, except for now the solo AI's
# (BC-15.x, BC-17.2 and WE-13), whose scenarios are still to come.
. "$(dirname "$0")/lib.sh"

spec="$SRC/../shared/rules/battlecrest.md"
if [ -f "$spec" ]; then
  OUT=$(python3 tools/stats/rule_coverage.py "$spec" games/battlecrest/scenarios 2>&1)
  contains " rule ids cited"
  missing=$(printf '%s\n' "$OUT" | sed -n 's/^not cited: //p' | tr ' ' '\n' |
            grep -Ev '^(BC-15\.[0-9]+|BC-17\.2|WE-13)?$' | tr '\n' ' ')
  [ -z "$missing" ] || fail "rule ids of ../shared/rules/battlecrest.md no scenario cites: $missing
$OUT"
else
  echo "rule ids of games/battlecrest not checked: ../shared/rules/battlecrest.md is not beside this clone"
fi
finish
