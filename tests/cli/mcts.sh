# The mcts agent from the command line: it never loses tic-tac-toe to random (a fixed
# seed: nothing noisy), it is reproducible (records, and simulate's summary whatever
# the jobs), and it refuses what it cannot search, naming the seat and why.
. "$(dirname "$0")/lib.sh"

summary() { printf '%s\n' "$OUT" | grep -v '"seconds"\|per_second\|"jobs"'; }
# wins: each seat's wins in the --json summary in $OUT, then the draws ("3 0 27").
wins() { printf '%s' "$OUT" | python3 -c 'import json, sys
d = json.load(sys.stdin)
print(*[s["wins"] for s in d["seat_wins"]], d["draws"])'; }

run 0 "$TABULA" simulate tictactoe -a mcts:iterations=300 -a random -n 30 --seed 1 --json
case "$(wins)" in *" 0 "*) ;; *) fail "random won against mcts as seat 1: wins and draws $(wins)" ;; esac
run 0 "$TABULA" simulate tictactoe -a random -a mcts:iterations=300 -n 30 --seed 2 --json
case "$(wins)" in "0 "*) ;; *) fail "random won against mcts as seat 2: wins and draws $(wins)" ;; esac
# mcts against itself: every match a draw.
run 0 "$TABULA" simulate tictactoe -a mcts:iterations=400 -a mcts:iterations=400 -n 6 --seed 3 --json
[ "$(wins)" = "0 0 6" ] || fail "mcts against mcts: wins and draws $(wins), wanted 0 0 6"

# The same seed, the same moves: two records, and one and two jobs.
run 0 "$TABULA" play tictactoe --seed 5 -a mcts:iterations=100 -a random --record "$WORK/a.jsonl" -q
run 0 "$TABULA" play tictactoe --seed 5 -a mcts:iterations=100 -a random --record "$WORK/b.jsonl" -q
cmp -s <(grep -v '"time"' "$WORK/a.jsonl") <(grep -v '"time"' "$WORK/b.jsonl") || fail "two records of one seed differ"
run 0 "$TABULA" replay "$WORK/a.jsonl"
run 0 "$TABULA" simulate chernobog -a mcts:iterations=20 -n 4 --seed 9 --json --jobs 1
one=$(summary)
run 0 "$TABULA" simulate chernobog -a mcts:iterations=20 -n 4 --seed 9 --json --jobs 2
[ "$one" = "$(summary)" ] || fail "simulate with mcts: one job and two differ:
$one
---
$(summary)"

# Refusals: hidden cards without a determinize hook, a view hook without
# perfect_information, cutoff without evaluate, options it does not know.
mkdir -p "$WORK/games/secretive"
run 1 "$TABULA" play hands --games-dir tests/data/games --seed 1 -a mcts -q
contains "seat 1 (mcts:iterations=1000): hands hides objects from seat 1 (cards face down, hidden zones) and has no determinize hook"
cat > "$WORK/games/secretive/game.lua" <<'LUA'
local game = { seats = 2 }
function game.setup(match) match.state.secret = { 3, 7 } end
function game.play(match)
  match:choose{ seat = 1, options = { "a", "b" } }
  match:choose{ seat = 2, options = { "a", "b" } }
  return { winner = 1 }
end
function game.view(match, seat) return { mine = match.state.secret[seat] } end
return game
LUA
run 1 "$TABULA" play secretive --games-dir "$WORK/games" --seed 1 -a random -a mcts -q
contains "seat 2 (mcts:iterations=1000): secretive has a view hook and neither says perfect_information = true nor has a determinize hook"
# Hidden Chess and L5R deal what the seat cannot see again in each playout
# (game.determinize): mcts plays them.
run 0 "$TABULA" play hidden_chess --seed 1 -a mcts:iterations=20 -q
contains "Winner: seat 1"
run 0 "$TABULA" play l5r --seed 2 -a random -a mcts:iterations=3 -q
contains "after"
run 1 "$TABULA" play ludo --seed 1 -a mcts:cutoff=10 -q
contains "cutoff=10 needs the game's evaluate hook, which ludo has not"
# Chess's playouts cut after 20 random moves and scored by its material (game.evaluate).
run 0 "$TABULA" play chess --seed 1 -a mcts:iterations=200,cutoff=20 -a random -q
contains "Winner: seat 1 (checkmate: White wins)"
run 2 "$TABULA" play chess -a mcts:iterations=1000000000
contains "mcts: 'iterations=1000000000' needs a number from 1 to 100000000"
run 2 "$TABULA" simulate chess -a mcts:c=-1
contains "mcts: 'c=-1' needs a number from 0 to 100"
finish
