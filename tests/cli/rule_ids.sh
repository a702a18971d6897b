# Every rule id a scenario cites ("... [CH-6.7, CH-8.8]") is stated on its game's page,
# docs/games/<game>.md: the page is the game's rules reference, and the repository
# needs nothing beside it. Every shipped game with scenarios has its page.
. "$(dirname "$0")/lib.sh"

for dir in "$SRC"/games/*/; do
  game=$(basename "$dir")
  [ -d "$dir/scenarios" ] || continue
  page="$SRC/docs/games/$game.md"
  [ -f "$page" ] || { fail "games/$game has scenarios but no rules page docs/games/$game.md"; continue; }
  # The bracketed ids at the end of each T.scenario name; each id is its first word.
  ids=$(grep -rhoE 'T\.scenario\("[^"]*\[[^]"]+\]"' "$dir/scenarios" | sed -E 's/.*\[([^]]+)\]"$/\1/' |
        tr ',' '\n' | sed -E 's/^ +//; s/ .*//' | sort -u)
  [ -n "$ids" ] || fail "games/$game: no scenario cites a rule id"
  for id in $ids; do
    grep -qwF -- "$id" "$page" || fail "games/$game: a scenario cites $id, which docs/games/$game.md does not state"
  done
done
finish
