# What bots and records get as JSON: a zone's cards are a list, empty or not (an empty
# list from the host stays [] through a game's view hook), and whole scores are
# integers (2, not 2.0), which old records holding 2.0 still replay against.
. "$(dirname "$0")/lib.sh"

mkdir -p "$WORK/g/hands" "$WORK/g/bare"
cat > "$WORK/g/hands/game.lua" <<'LUA'
local game = { name = "Hands", version = "1", seats = 2 }
function game.setup(match)
  for s = 1, 2 do match:zone{ id = "hand:" .. s, kind = "hand", owner = s } end
  match:create{ kind = "gem", owner = 1, zone = "hand:1" }
end
function game.view(match, seat)
  return { objects = match:view_of(seat), notes = {}, played = tabula.list() }
end
function game.play(match)
  match:choose{ seat = 1, prompt = "Pick", options = { "a", "b" } }
  match:choose{ seat = 2, prompt = "Pick", options = { "a", "b" } }
  return { winner = 1, scores = { 2.0, 1.5 } }
end
return game
LUA
# The same without a view hook: agents get match:view_of(seat) as it is.
sed '/^function game.view/,/^end/d' "$WORK/g/hands/game.lua" > "$WORK/g/bare/game.lua"

# A bot that keeps every line it is sent and answers the first option.
cat > "$WORK/keep.py" <<'PY'
import json, sys
out = open(sys.argv[1], "a")
for line in sys.stdin:
    out.write(line)
    out.flush()
    m = json.loads(line)
    if m["type"] == "choice":
        print(json.dumps({"answer": m["options"][0]["id"]}), flush=True)
PY

for game in hands bare; do
  : > "$WORK/$game.lines"
  run 0 "$TABULA" play $game --games-dir "$WORK/g" --seed 1 -q -a "exec:python3 $WORK/keep.py $WORK/$game.lines" \
    -a "exec:python3 $WORK/keep.py $WORK/$game.lines" --record "$WORK/$game.jsonl"
  views=$(grep '"type":"choice"' "$WORK/$game.lines")
  [ "$(grep -c '"hand:2":{[^}]*"cards":\[\]' <<<"$views")" = 2 ] || fail "$game: seat 2's empty hand is not [] in both views:
$views"
  grep -q '"cards":{}' <<<"$views" && fail "$game: a zone's cards reached a bot as {}:
$views"
  grep -q '"scores":\[2,1.5\]' <<<"$(grep '"type":"end"' "$WORK/$game.lines")" ||
    fail "$game: the end message's scores: $(grep '"type":"end"' "$WORK/$game.lines")"
  tail -n 1 "$WORK/$game.jsonl" | grep -q '"scores":\[2,1.5\]' || fail "$game: the record's scores: $(tail -n 1 "$WORK/$game.jsonl")"
done
# A table the game makes itself cannot say it is a list: an empty one is {}, unless the
# game marks it with tabula.list().
grep -q '"notes":{}' "$WORK/hands.lines" || fail "the game's own empty table: $(grep -m1 choice "$WORK/hands.lines")"
grep -q '"played":\[\]' "$WORK/hands.lines" || fail "tabula.list(): $(grep -m1 choice "$WORK/hands.lines")"

# L5R's view builds its zones' lists with tabula.list(): an empty zone is [] there too.
cat > "$WORK/views.py" <<'PY'
import json, sys
out = open(sys.argv[1], "a")
for line in sys.stdin:
    m = json.loads(line)
    if m["type"] == "choice":
        out.write(json.dumps(m["view"], separators=(",", ":")) + "\n")
        out.flush()
        print(json.dumps({"answer": m["options"][0]["id"]}), flush=True)
PY
: > "$WORK/l5r.views"
run 0 "$TABULA" play l5r --seed 1 -q -a "exec:python3 $WORK/views.py $WORK/l5r.views"
python3 - "$WORK/l5r.views" <<'PY' || fail "L5R views: an empty zone is not a list"
import json, sys
views = [json.loads(line) for line in open(sys.argv[1])]
assert len(views) > 50, len(views)
empty = 0
for v in views:
    for seat in v["seats"]:
        for zone in ("home", "events", "focus", "dynasty_discard", "fate_discard", "removed"):
            assert isinstance(seat[zone], list), (zone, seat[zone])
            empty += not seat[zone]
    assert isinstance(v["pending"], list) and isinstance(v["battlefields"], list), v
assert empty > 0, "no empty zone met"
PY

# Old records wrote whole scores as 2.0: they replay against the new 2.
run 0 "$TABULA" replay "$WORK/hands.jsonl" --games-dir "$WORK/g"; contains "ok, 2 decisions replayed"
sed '$s/"scores":\[2,1.5\]/"scores":[2.0,1.5]/' "$WORK/hands.jsonl" > "$WORK/old.jsonl"
grep -q '"scores":\[2.0,1.5\]' "$WORK/old.jsonl" || fail "the old-style record was not made"
run 0 "$TABULA" replay "$WORK/old.jsonl" --games-dir "$WORK/g"; contains "ok, 2 decisions replayed"
finish
