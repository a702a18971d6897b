# Battlecrest's card and landmark files each have a scenario file of their own name
# (scenarios/cards/<file>, scenarios/landmarks/<file>), and every scenario in it names
# the file ("... (cards/<file>) [ids]"). The solo AI's cards (*_ai.lua) are tested with
# the AI.
. "$(dirname "$0")/lib.sh"

GAME=games/battlecrest
for file in "$GAME"/cards/*.lua "$GAME"/landmarks/*.lua; do
  name=$(basename "$file")
  kind=$(basename "$(dirname "$file")")
  case "$name" in *_ai.lua) continue ;; esac
  scen="$GAME/scenarios/$kind/$name"
  [ -f "$scen" ] || { fail "$file has no scenario file $scen"; continue; }
  all=$(grep -c '^T\.scenario(' "$scen")
  naming=$(grep -c "^T\.scenario(\"[^\"]*($kind/$name)" "$scen")
  [ "$all" -gt 0 ] && [ "$all" -eq "$naming" ] || fail "$scen: $naming of $all scenarios name $kind/$name"
done
finish
