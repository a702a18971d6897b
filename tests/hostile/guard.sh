# The pure-query guard: an evil game tries every action (acts.lua) inside every kind of
# pure query (queries.lua; game.view, game.render, game.traits and choice labels, which
# the host runs for agents). Each must end the match at once, exit 1, with
# "games/guard/acts.lua:N: <action> is not allowed inside <query> (a pure query)".
# The game: tests/data/games/guard (shared with tests/unit/test_query_guard.cpp).
. "$(dirname "$0")/lib.sh"

FIX=tests/data/games
names() { sed -n 's/^  { "\([^"]*\)", function.*/\1/p' "$FIX/guard/$1.lua"; }
mapfile -t ACTS < <(names acts)
mapfile -t QUERIES < <(names queries)
[ "${#ACTS[@]}" -ge 40 ] || fail "acts.lua lists ${#ACTS[@]} actions"
[ "${#QUERIES[@]}" -ge 20 ] || fail "queries.lua lists ${#QUERIES[@]} queries"

refused() { # refused ACT QUERY: the last command's output names both and the line
  contains "games/guard/acts.lua:"
  contains "$1 is not allowed inside $2 (a pure query)"
}
PLAY=("$TABULA" play guard --games-dir "$FIX" -q --seed 1)

# Queries the stdlib and the boards run, from the game's flow.
for q in "${QUERIES[@]}"; do
  for a in "${ACTS[@]}"; do
    expect 1 "${PLAY[@]}" -a first -a first -o "query=$q" -o "act=$a"
    refused "$a" "$q"
  done
  # Without an action the same query runs and the match ends normally.
  expect 0 "${PLAY[@]}" -a first -a first -o "query=$q" -o act=nothing
done

# Queries the host runs for agents: labels (a scripted agent reads them), the view
# (an external program is sent it), the text board (a person is shown it), traits
# (simulate's balance table).
for a in "${ACTS[@]}"; do
  expect 1 "${PLAY[@]}" -a script:a -a first -o "query=the label function of match:choose" -o "act=$a"
  refused "$a" "the label function of match:choose"
  expect 1 "${PLAY[@]}" -a "exec:cat >/dev/null" -a first -o query=game.view -o "act=$a"
  refused "$a" "game.view"
  expect 1 "${PLAY[@]}" -a human -a first -o query=game.render -o "act=$a"
  refused "$a" "game.render"
  expect 1 "$TABULA" simulate guard --games-dir "$FIX" -n 1 --no-progress -a first -a first -o query=game.traits \
    -o "act=$a"
  refused "$a" "game.traits"
done

# Tricks: an action hidden in a coroutine, a pcall'd action that goes on, math.random
# through a saved reference, a query that escapes into a nested query.
game tricks <<'LUA'
local grid = tabula.grid{ width = 3, height = 3, names = "chess" }
local rnd = math.random
return {
  name = "tricks", seats = 1, options = { trick = { default = "coroutine" } },
  setup = function() end,
  play = function(match)
    local trick = match.options.trick
    local cost = {
      coroutine = function() coroutine.wrap(function() match:roll(6) end)() return 1 end,
      saved = function() return rnd(3) end,
      pcall = function() local ok = pcall(match.roll, match, 6) return ok and 5 or 1 end,
      nested = function() return tabula.guarded("inner", function() return match:random(2) end) end,
    }
    local _, costs = grid:reach("a1", 9, { cost = cost[trick] })
    match:log("cost of c3: %s", tostring(costs.c3))
    return { winner = 1 }
  end,
}
LUA
expect 1 "$TABULA" play tricks --games-dir "$G" -q -o trick=coroutine
contains "match:roll is not allowed inside the cost function of board:reach (a pure query)"
expect 1 "$TABULA" play tricks --games-dir "$G" -q -o trick=saved
contains "math.random is not allowed inside the cost function of board:reach (a pure query)"
expect 1 "$TABULA" play tricks --games-dir "$G" -q -o trick=nested
contains "match:random is not allowed inside inner (a pure query)"
# A refused action that the script catches did not happen: the match goes on unchanged.
expect 0 "$TABULA" play tricks --games-dir "$G" -o trick=pcall --seed 3
contains "cost of c3: 2"
finish
