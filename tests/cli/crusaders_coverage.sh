# Crusaders' scenarios cover every knight order and building type: each file of orders/
# and buildings/ has a scenario file of its own name (scenarios/orders/<file>,
# scenarios/buildings/<file>) whose every scenario names it ("... (orders/<file>) [ids]").
. "$(dirname "$0")/lib.sh"

GAME=games/crusaders
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
