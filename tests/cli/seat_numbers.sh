# What a seat's bot is sent is a function of what the seat may see: its choices are
# numbered by its own count (docs/agents.md, "n"), so twin matches in which the other
# seat holds a card that lets it react, or not, and so is asked, or not, send the bot
# the very same lines. The record keeps the match's own count.
. "$(dirname "$0")/lib.sh"
command -v python3 >/dev/null || { echo "FAIL: python3 is missing (tools/setup.sh installs it)"; exit 1; }

# Seat 2 holds one card dealt at random, hidden from seat 1. After each of seat 1's three
# moves, seat 2 may parry if it holds the parry; with nothing to play, its window has
# one option and is not asked.
mkdir -p "$WORK/games/parry"
cat >"$WORK/games/parry/game.lua" <<'LUA'
local game = { seats = 2 }
function game.setup(match)
  local deck = match:zone{ id = "deck", kind = "deck" }
  match:zone{ id = "hand", kind = "hand", owner = 2 }
  for _, kind in ipairs{ "parry", "nothing" } do match:create{ kind = kind, owner = 2, zone = deck } end
  deck:shuffle()
  deck:draw(1, match:zone("hand"))
end
function game.play(match)
  for round = 1, 3 do
    match:choose{ seat = 1, kind = "move", prompt = "Move " .. round, options = { "left", "right" } }
    local options = { "pass" }
    if match:zone("hand"):top().kind == "parry" then options[2] = "parry" end
    match:choose{ seat = 2, kind = "react", prompt = "React?", options = options }
  end
  return { winner = 1 }
end
return game
LUA

BOT="python3 $SRC/tools/bots/first_bot.py --one-match"
holds() { # holds SEED: what seat 2 was dealt in that match
  "$TABULA" play parry --games-dir "$WORK/games" --seed "$1" -a first -a first --record "$WORK/h.jsonl" -q >/dev/null
  python3 -c 'import json,sys
lines = [json.loads(l) for l in open(sys.argv[1])]
print("parry" if any(l.get("type") == "decision" and l["seat"] == 2 for l in lines) else "nothing")' "$WORK/h.jsonl"
}
seed_parry="" seed_nothing=""
for seed in 1 2 3 4 5 6 7 8; do
  case "$(holds $seed)" in
    parry) seed_parry=${seed_parry:-$seed} ;;
    nothing) seed_nothing=${seed_nothing:-$seed} ;;
  esac
done
[ -n "$seed_parry" ] && [ -n "$seed_nothing" ] || fail "no seeds dealt seat 2 each card: '$seed_parry' '$seed_nothing'"

stream() { # stream SEED: the lines seat 1's bot is sent
  run 0 "$TABULA" play parry --games-dir "$WORK/games" --seed "$1" -q --record "$WORK/r$1.jsonl" \
    -a "exec:sh -c 'tee $WORK/s$1.txt | $BOT'" -a first
}
stream "$seed_parry"
stream "$seed_nothing"
cmp -s "$WORK/s$seed_parry.txt" "$WORK/s$seed_nothing.txt" ||
  fail "seat 1 is sent other lines when seat 2 holds the parry:
$(diff "$WORK/s$seed_parry.txt" "$WORK/s$seed_nothing.txt")"
grep -o '"n": *[0-9]*' "$WORK/s$seed_parry.txt" | tr -d ' ' | tr '\n' ' ' | grep -qx '"n":1 "n":2 "n":3 ' ||
  fail "seat 1's choices are not numbered 1, 2, 3: $(grep -o '"n": *[0-9]*' "$WORK/s$seed_parry.txt")"
# The records, which no seat is given, count the match's decisions: seat 2 was asked
# three times in the parry twin.
[ "$(grep -c '"type": *"decision"' "$WORK/r$seed_parry.jsonl")" = 6 ] || fail "the parry twin's record lacks seat 2's decisions"
[ "$(grep -c '"type": *"decision"' "$WORK/r$seed_nothing.jsonl")" = 3 ] || fail "the other twin's record has decisions of seat 2"
finish
