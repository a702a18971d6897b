# A record says where its game came from when a plain `tabula replay` would not find it
# (the header's games_dir), and a replay that cannot find the game says which folder to
# give with --games-dir. The record never loads a game from that path by itself.
. "$(dirname "$0")/lib.sh"

mkdir -p "$WORK/mine/coin"
cat > "$WORK/mine/coin/game.lua" <<'LUA'
local game = { name = "Coin", version = "1", seats = 2 }
function game.setup(match) end
function game.play(match)
  local call = match:choose{ seat = 1, prompt = "Call it", options = { "heads", "tails" } }
  return { winner = call == "heads" and match:roll(2) or 1 }
end
return game
LUA

# A game loaded by its path: the header names the folder that holds it ...
(cd "$WORK" && "$TABULA" play ./mine/coin --seed 1 -q --record r.jsonl) > /dev/null || fail "play ./mine/coin"
head -n 1 "$WORK/r.jsonl" | grep -q "\"games_dir\":\"$WORK/mine\"" || fail "no games_dir in the header: $(head -n 1 "$WORK/r.jsonl")"
# ... a replay without it says so, and with it replays.
run 1 "$TABULA" replay "$WORK/r.jsonl"
contains "r.jsonl:1: unknown game 'coin' (games: "
contains "; the record was made with the game in $WORK/mine/coin: give --games-dir $WORK/mine"
run 0 "$TABULA" replay "$WORK/r.jsonl" --games-dir "$WORK/mine"; contains "ok, 1 decisions replayed"
# The same from --games-dir, and from a path with a trailing slash.
run 0 "$TABULA" play coin --games-dir "$WORK/mine" --seed 1 -q --record "$WORK/r2.jsonl"
cmp -s "$WORK/r.jsonl" "$WORK/r2.jsonl" || fail "by path and by --games-dir, the records differ"
run 0 "$TABULA" play "$WORK/mine/coin/" --seed 1 -q --record "$WORK/r3.jsonl"
cmp -s "$WORK/r.jsonl" "$WORK/r3.jsonl" || fail "with a trailing slash, the record differs"

# A game from the games folders a replay searches by default: no games_dir, so records
# of the shipped games stay as they were, byte for byte.
run 0 "$TABULA" play tictactoe --seed 1 -q --record "$WORK/t.jsonl"
grep -q games_dir "$WORK/t.jsonl" && fail "games_dir in a record of a shipped game: $(head -n 1 "$WORK/t.jsonl")"
run 0 "$TABULA" play ./games/tictactoe --seed 1 -q --record "$WORK/t2.jsonl"
cmp -s "$WORK/t.jsonl" "$WORK/t2.jsonl" || fail "./games/tictactoe and tictactoe give different records"
TABULA_GAMES="$WORK/mine" "$TABULA" play coin --seed 1 -q --record "$WORK/r4.jsonl" > /dev/null || fail "TABULA_GAMES play"
grep -q games_dir "$WORK/r4.jsonl" && fail "games_dir though \$TABULA_GAMES finds the game: $(head -n 1 "$WORK/r4.jsonl")"

# A record without games_dir (an old one, or a shipped game since removed) still says
# which flag to give.
sed '1s/"game":"tictactoe"/"game":"gone"/' "$WORK/t.jsonl" > "$WORK/gone.jsonl"
run 1 "$TABULA" replay "$WORK/gone.jsonl"
contains "gone.jsonl:1: unknown game 'gone' (games: "
contains "; if the game lies outside the games folders, give --games-dir with the folder that holds its folder"

# games_dir is checked like every field, and never followed: a record naming another
# folder does not load the game from there.
sed '1s/"games_dir":"[^"]*"/"games_dir":7/' "$WORK/r.jsonl" > "$WORK/bad.jsonl"
run 1 "$TABULA" replay "$WORK/bad.jsonl"; contains "bad.jsonl:1: field 'games_dir' must be a string, not 7"
sed '1s/"games_dir":"[^"]*"/"games_dir":"\\u001b[2J"/' "$WORK/r.jsonl" > "$WORK/esc.jsonl"
run 1 "$TABULA" replay "$WORK/esc.jsonl"; contains "field 'games_dir' must be text without control characters"
run 1 "$TABULA" replay "$WORK/r.jsonl" --games-dir "$WORK/nowhere"; contains "unknown game 'coin'"
finish
