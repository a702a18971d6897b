# tabula new: each template makes a game folder that loads, plays, simulates and
# passes its own scenarios; bad names, existing folders and unknown templates are
# usage errors.
. "$(dirname "$0")/lib.sh"

for kind in grid track cards; do
  dir=$WORK/new_$kind
  run 0 "$TABULA" new "$dir" --template "$kind"
  contains "created $dir from the $kind template: RULES.md game.lua scenarios/rules.lua"
  grep -q "{{" "$dir/game.lua" "$dir/RULES.md" "$dir/scenarios/rules.lua" && fail "$kind: a placeholder was left"
  grep -q "^# New $kind" "$dir/RULES.md" || fail "$kind: RULES.md is not titled with the game's name"
  run 0 "$TABULA" test "$dir"; contains "$(grep -c '^T.scenario(' "$dir/scenarios/rules.lua") passed, 0 failed"
  run 0 "$TABULA" check "$dir"; contains "0 error(s)"
  run 0 "$TABULA" play "$dir" --seed 1 -q
  run 0 "$TABULA" simulate "$dir" -n 100 --jobs 2 --no-progress; contains "errors 0, unfinished 0"
  # The rules page cites every id the scenarios do.
  for id in $(grep -ohE '\[[A-Z]-[0-9](, [A-Z]-[0-9])*\]' "$dir/scenarios/rules.lua" | tr -d '[],' | tr ' ' '\n' | sort -u); do
    grep -q "\*\*$id " "$dir/RULES.md" || fail "$kind: RULES.md has no rule $id"
  done
done
# The cards template's five rounds are five turns (a turn passes between rounds only).
run 0 "$TABULA" play "$WORK/new_cards" --seed 1 -q; contains "after 5 turns and 10 decisions"
# --help points to sections that exist.
run 0 "$TABULA" new --help; contains "grid | track | cards: docs/cli.md,"; contains "(cards: section 16)"
grep -q "^## new$" docs/cli.md || fail "docs/cli.md has no section 'new'"
grep -q "^## 16\. Cards, decks and hidden hands$" docs/guide.md || fail "docs/guide.md has no section 16 on cards"
run 0 "$TABULA" new "$WORK/plain"; contains "from the grid template"   # the default
run 2 "$TABULA" new "$WORK/new_grid"; contains "already exists"
run 2 "$TABULA" new "$WORK/Bad-Name"; contains "cannot name a game"
run 2 "$TABULA" new "$WORK/fine" --template chess; contains "no template 'chess' (grid, track or cards)"
run 2 "$TABULA" new; contains "dir"
finish
