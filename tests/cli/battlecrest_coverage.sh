# Battlecrest's scenarios cover the spec and every card: each bold rule id of
# docs/games/battlecrest.md (its rules reference) is cited by a scenario; each card and landmark file
# has a scenario file of its own name (scenarios/cards/<file>, scenarios/landmarks/<file>)
# whose every scenario names it ("... (cards/<file>) [ids]"); the AI cards are named
# by scenarios of the solo AI (scenarios/solo.lua).
. "$(dirname "$0")/lib.sh"

GAME=games/battlecrest
rule_ids_cited battlecrest 79
cards=()
for file in "$GAME"/cards/*.lua; do
  case "$file" in
    *_ai.lua) grep -q "^T\.scenario(\"[^\"]*(cards/$(basename "$file"))" "$GAME/scenarios/solo.lua" ||
                fail "no scenario of $GAME/scenarios/solo.lua names cards/$(basename "$file")" ;;
    *) cards+=("$file") ;;
  esac
done
files_named battlecrest "${cards[@]}" "$GAME"/landmarks/*.lua
finish
