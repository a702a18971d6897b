# Every rule id a scenario cites ("... [CH-6.7, CH-8.8]") exists: on its game's page
# (docs/games/<game>.md) or in the game's specification (../shared/rules/<game>.md,
# where the project keeps one; the pages of those games summarise it by section). Every
# shipped game with scenarios has its page.
. "$(dirname "$0")/lib.sh"

for dir in "$SRC"/games/*/; do
  game=$(basename "$dir")
  [ -d "$dir/scenarios" ] || continue
  page="$SRC/docs/games/$game.md"
  [ -f "$page" ] || { fail "games/$game has scenarios but no rules page docs/games/$game.md"; continue; }
  spec="$SRC/../shared/rules/$game.md"
  sources=("$page")
  if [ -f "$spec" ]; then
    sources+=("$spec")
  elif grep -q "specification" "$page"; then   # a page that summarises a spec not beside this clone
    echo "rule ids of games/$game not checked: ../shared/rules/$game.md is not beside this clone"
    continue
  fi
  # The bracketed ids at the end of each T.scenario name; each id is its first word.
  ids=$(grep -rhoE 'T\.scenario\("[^"]*\[[^]"]+\]"' "$dir/scenarios" | sed -E 's/.*\[([^]]+)\]"$/\1/' |
        tr ',' '\n' | sed -E 's/^ +//; s/ .*//' | sort -u)
  [ -n "$ids" ] || fail "games/$game: no scenario cites a rule id"
  for id in $ids; do
    grep -qwF -- "$id" "${sources[@]}" ||
      fail "games/$game: a scenario cites $id, which neither docs/games/$game.md nor the specification has"
  done
done
finish
