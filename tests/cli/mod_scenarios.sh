# tabula test --game: a mod's own scenarios run against a game, with the mod layered
# over it (in the first run and in the replay), named by their path as given.
. "$(dirname "$0")/lib.sh"

# A mod over tictactoe: it replaces board.lua (cells named by number), adds a module
# in a folder, and has scenarios that use both and play a match.
MOD=$WORK/corners
mkdir -p "$MOD/rules" "$MOD/scenarios"
sed 's/^  return ROWS.*/  return "cell " .. i/' games/tictactoe/board.lua > "$MOD/board.lua"
cat > "$MOD/rules/corners.lua" <<'EOF'
local board = require "board"
local corners = {}
function corners.held(cells, mark)
  local n = 0
  for _, i in ipairs({ 1, 3, 7, 9 }) do
    if cells[i] == mark then n = n + 1 end
  end
  return n, board.name(1)
end
return corners
EOF
cat > "$MOD/scenarios/corners.lua" <<'EOF'
local T = require "tabula.test"
local corners = require "rules.corners"

T.scenario("the mod's board and modules are loaded [MOD-1]", function()
  T.eq(require("board").name(5), "cell 5", "the mod's board replaces the game's")
  T.eq(tabula.modules("rules"), { "rules.corners" }, "the mod's folder")
end)

T.scenario("a match of the game under the mod [MOD-2]", function()
  local t = T.match{ seed = 3 }
  t:answer("1", "2", "4", "3", "7")
  T.eq(t:run(), "finished", "status")
  T.eq(t.result.winners, { 1 }, "winners")
  local n, first = corners.held(t.match.state.cells, "X")
  T.eq(n, 2, "X's corners")
  T.eq(first, "cell 1", "named by the mod's board")
end)
EOF

cd "$WORK"
run 0 "$TABULA" test --game tictactoe --mod corners corners
contains "ok   corners/scenarios/corners.lua:4: the mod's board and modules are loaded [MOD-1]"
contains "ok   corners/scenarios/corners.lua:9: a match of the game under the mod [MOD-2]"
contains "2 passed, 0 failed"
run 0 "$TABULA" test -g tictactoe --mod corners ./corners/scenarios/corners.lua --filter MOD-2
contains "ok   corners/scenarios/corners.lua:9:"; contains "1 passed, 0 failed"
run 0 "$TABULA" test -g tictactoe --mod corners corners/scenarios
contains "2 passed, 0 failed"
# With an absolute path the names are absolute too.
run 0 "$TABULA" test -g tictactoe --mod "$MOD" "$MOD"; contains "ok   $MOD/scenarios/corners.lua:4:"

# Targets inside a game keep their own game and their games/<id>/ names, mod layered.
run 0 "$TABULA" test -g tictactoe --mod corners corners "$SRC/games/tictactoe/"
contains "ok   games/tictactoe/scenarios/lines.lua:4:"; contains "6 passed, 0 failed"  # the mod's 2 and tic-tac-toe's 4
# --game alone runs that game's scenarios.
run 0 "$TABULA" test -g tictactoe; contains "ok   games/tictactoe/scenarios/lines.lua:4:"

# Without the mod layered, its scenarios cannot find its modules.
run 1 "$TABULA" test --game tictactoe corners; contains "module 'rules.corners' not found"

# Outside a game without --game: a usage error that says what to do.
WANT="not inside a game folder (no game.lua above it); give --game ID to run it against a game"
run 2 "$TABULA" test --mod corners corners; contains "corners: $WANT"
run 2 "$TABULA" test --mod corners corners/scenarios/corners.lua; contains "corners/scenarios/corners.lua: $WANT"
run 2 "$TABULA" test --game nosuchgame --mod corners corners; contains "unknown game 'nosuchgame'"
finish
