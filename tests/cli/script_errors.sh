# Broken scripts: a clear error naming file, line and hook; the host never crashes.
. "$(dirname "$0")/lib.sh"

G=$WORK/games
mkdir -p "$G/syntax" "$G/runtime" "$G/loop" "$G/noresult" "$G/hungry" "$G/escape"
cat > "$G/syntax/game.lua" <<'LUA'
local game = { seats = 1 }
function game.setup(match) end
function game.play(match)
  local x = = 1
end
return game
LUA
cat > "$G/runtime/game.lua" <<'LUA'
local game = { seats = 2 }
function game.setup(match) end
function game.play(match)
  match:choose{ options = { "a", "b" } }
  local t = nil
  return t.field
end
return game
LUA
cat > "$G/loop/game.lua" <<'LUA'
local game = { seats = 1 }
function game.setup(match) end
function game.play(match)
  while true do end
end
return game
LUA
cat > "$G/noresult/game.lua" <<'LUA'
local game = { seats = 1 }
function game.setup(match) end
function game.play(match) end
return game
LUA
cat > "$G/hungry/game.lua" <<'LUA'
local game = { seats = 1 }
function game.setup(match)
  local t = {}
  for i = 1, math.maxinteger do t[i] = string.rep("x", 100) .. i end
end
function game.play(match) end
return game
LUA
cat > "$G/escape/game.lua" <<'LUA'
local game = { seats = 1 }
function game.setup(match) match.state.io = io; match.state.os = os end
function game.play(match)
  assert(match.state.io == nil and match.state.os == nil, "io/os reachable")
  local ok, err = pcall(require, "..game")
  assert(not ok, "require left its folder")
  assert(load(string.char(27) .. "Lua") == nil, "binary chunk loaded")
  match:finish{ winner = 1 }
end
return game
LUA

run 1 "$TABULA" check syntax --games-dir "$G";   contains "games/syntax/game.lua:4:"; contains "1 error(s)"
run 1 "$TABULA" play syntax --games-dir "$G";    contains "games/syntax/game.lua:4:"

run 1 "$TABULA" play runtime --games-dir "$G" --seed 3 --record "$WORK/runtime.jsonl"
contains "games/runtime/game.lua:6: attempt to index a nil value"
contains "in runtime: game.play"; contains "stack traceback"
grep -q '"type":"decision"' "$WORK/runtime.jsonl" || fail "the record before the error was lost"
grep -q '"outcome":"error"' "$WORK/runtime.jsonl" || fail "the record does not end with the error"

run 1 "$TABULA" play loop --games-dir "$G" --instruction-limit 1000000
contains "games/loop/game.lua:4: instruction budget exceeded"

run 1 "$TABULA" play noresult --games-dir "$G";  contains "returned without a result (return {winner = ...} or call match:finish{...})"
run 1 "$TABULA" play hungry --games-dir "$G" --memory-limit 16; contains "memory limit exceeded"
run 0 "$TABULA" play escape --games-dir "$G";    contains "Winner: seat 1"
# A bad argument to match:random names the script's line.
mkdir -p "$G/badrandom"
cat > "$G/badrandom/game.lua" <<'LUA'
local game = { seats = 1 }
function game.setup(match) end
function game.play(match)
  match:random(5, 1)
end
return game
LUA
run 1 "$TABULA" play badrandom --games-dir "$G" --seed 1
contains "games/badrandom/game.lua:4: bad argument #2 to 'random' (interval is empty)"

# A game loaded by path is named by its real path in errors, relative to the working
# folder when inside it, else absolute; a game found in a games folder keeps games/<id>.
ABS_TABULA=$(realpath "$TABULA")
run 1 "$TABULA" play "$G/runtime" --seed 3;      contains "error: $G/runtime/game.lua:6: attempt to index a nil value"
contains "$G/runtime/game.lua:6: in function <$G/runtime/game.lua:3>"
case "$OUT" in *"error: games/runtime"*|*"<games/runtime"*) fail "a game loaded by path is named games/runtime: $OUT" ;; esac
run 1 "$TABULA" check "$G/syntax";               contains "$G/syntax/game.lua:4:"
mkdir -p "$WORK/mine/typo/scenarios"
printf 'return 42\n' > "$WORK/mine/typo/game.lua"
cat > "$WORK/mine/typo/scenarios/a.lua" <<'LUA'
local T = require "tabula.test"
T.scenario("fails", function() T.eq(1, 2, "one") end)
LUA
OUT=$(cd "$WORK" && "$ABS_TABULA" play ./mine/typo 2>&1)
contains "error: mine/typo/game.lua: must return the game's table (got number)"
OUT=$(cd "$WORK/mine" && "$ABS_TABULA" play typo 2>&1)
contains "error: unknown game 'typo'"
OUT=$(cd "$WORK/mine/typo" && "$ABS_TABULA" play . 2>&1)
contains "error: ./game.lua: must return the game's table (got number)"
# A game.lua that returns nothing says so (require would give true for it), as one
# returning nil does; anything else is named by its type.
mkdir -p "$G/noreturn" "$G/nilreturn" "$G/truereturn"
printf 'local game = { seats = 1 }\n' > "$G/noreturn/game.lua"
printf 'return nil\n' > "$G/nilreturn/game.lua"
printf 'return true\n' > "$G/truereturn/game.lua"
run 1 "$TABULA" play noreturn --games-dir "$G"
contains "error: games/noreturn/game.lua: must return the game's table (got nothing)"
run 1 "$TABULA" check noreturn --games-dir "$G"
contains "games/noreturn/game.lua: must return the game's table (got nothing)"
run 1 "$TABULA" play nilreturn --games-dir "$G";   contains "must return the game's table (got nil)"
run 1 "$TABULA" play truereturn --games-dir "$G";  contains "must return the game's table (got boolean)"
printf 'return { seats = 1, setup = function() end, play = function() return { winner = 1 } end }\n' \
  > "$WORK/mine/typo/game.lua"
OUT=$(cd "$WORK" && "$ABS_TABULA" test mine/typo 2>&1)
contains "FAIL mine/typo/scenarios/a.lua:2: fails"; contains "    mine/typo/scenarios/a.lua:2: one: expected 2, got 1"
run 1 "$TABULA" test "$WORK/mine/typo";          contains "FAIL $WORK/mine/typo/scenarios/a.lua:2: fails"
run 1 "$TABULA" test typo --games-dir "$WORK/mine"; contains "FAIL games/typo/scenarios/a.lua:2: fails"
finish
