# The cards template (tools/templates/cards) never shows a seat the other's hand, nor the
# card the other has put on the table before it is shown (C-1, C-2): not in the JSON a
# bot receives (docs/agents.md), not in the text a person is shown. Its scenarios check
# each seat's view and render against twin matches; this checks what leaves the host,
# over whole matches of a game made by `tabula new`.
. "$(dirname "$0")/lib.sh"

GAME=$WORK/high_card
run 0 "$TABULA" new "$GAME" --template cards

# A bot that writes every line the host sends it to the file it is given, and answers
# each choice with one of its options (the n-th, n from its seed, so matches differ).
cat > "$WORK/bot.py" <<'PY'
import json, sys
log, n = open(sys.argv[1], "a"), int(sys.argv[2])
for line in sys.stdin:
    log.write(line)
    log.flush()
    m = json.loads(line)
    if m.get("type") == "choice":
        n += 1
        print(json.dumps({"answer": m["options"][n % len(m["options"])]["id"]}), flush=True)
PY

# What one seat received, checked against what the other received: every card the seat
# is given whole lies in its own hand or on its own side of the table, or was shown
# (C-3); the other's cards are hidden entries with nothing but their place; no id of a
# card in the other's hand, as that seat was given it, ever reaches this seat; the
# options are the ids of the seat's own hand.
cat > "$WORK/check.py" <<'PY'
import json, sys

def messages(path):
    return [json.loads(line) for line in open(path) if line.strip()]

def numbers(value, out):
    if isinstance(value, dict):
        for v in value.values(): numbers(v, out)
    elif isinstance(value, list):
        for v in value: numbers(v, out)
    elif isinstance(value, (int, str)):
        out.add(str(value))
    return out

def hand_ids(msgs, seat):
    ids = set()
    for m in msgs:
        if m["type"] == "choice":
            ids |= {str(c["id"]) for c in m["view"]["cards"]["zones"]["hand:%d" % seat]["cards"]}
    return ids

HIDDEN_KEYS = {"hidden", "face", "turned", "owner", "attachments"}
seat, other, mine_path, theirs_path = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4]
mine, theirs = messages(mine_path), messages(theirs_path)
fails, choices = [], 0
secret = hand_ids(theirs, other)
for m in mine:
    if m["type"] != "choice":
        continue
    choices += 1
    zones = m["view"]["cards"]["zones"]
    for c in zones["hand:%d" % other]["cards"] + zones["deck"]["cards"]:
        if not c.get("hidden") or set(c) - HIDDEN_KEYS:
            fails.append("decision %d: seat %d is given a card it may not see: %s" % (m["n"], seat, c))
    table = zones["table:%d" % other]["cards"]
    played_unshown = len(table) > len(zones["table:%d" % seat]["cards"])
    for i, c in enumerate(table):
        if (i == len(table) - 1 and played_unshown) != bool(c.get("hidden")):
            fails.append("decision %d: seat %d sees the other's table as %s" % (m["n"], seat, table))
    leaked = secret & numbers(m, set())
    if leaked:
        fails.append("decision %d: seat %d is sent ids of the other's hand: %s" % (m["n"], seat, sorted(leaked)))
    own = {str(c["id"]) for c in zones["hand:%d" % seat]["cards"]}
    if {o["id"] for o in m["options"]} != own:
        fails.append("decision %d: seat %d's options are not its hand's ids" % (m["n"], seat))
if choices < 5 or len(secret) < 7:
    fails.append("seat %d: %d choices, %d ids of the other's hand: too few to check" % (seat, choices, len(secret)))
print("\n".join(fails) if fails else "seat %d: %d choices checked" % (seat, choices))
sys.exit(1 if fails else 0)
PY

for seed in 1 2 3 4 5; do
  rm -f "$WORK/seat1" "$WORK/seat2"
  run 0 "$TABULA" play "$GAME" --seed "$seed" -q \
    -a "exec:python3 $WORK/bot.py $WORK/seat1 $seed" -a "exec:python3 $WORK/bot.py $WORK/seat2 $((seed * 7))"
  contains "after 5 turns"
  run 0 python3 "$WORK/check.py" 1 2 "$WORK/seat1" "$WORK/seat2"; contains "seat 1: 5 choices checked"
  run 0 python3 "$WORK/check.py" 2 1 "$WORK/seat2" "$WORK/seat1"; contains "seat 2: 5 choices checked"
done

# The text a person is shown before each choice: the other seat's hand is all "?", and so
# is the card it has just put on the table. Two people, each typing 1 at every prompt.
run 0 bash -c "yes 1 | head -20 | '$TABULA' play '$GAME' --seed 3 -a human -a human"
printf '%s\n' "$OUT" > "$WORK/people.txt"
python3 - "$WORK/people.txt" <<'PY' || fail "a person was shown the other's cards: $(cat "$WORK/people.out")"
import re, sys
text = open(sys.argv[1]).read()
# Each prompt "Seat N: Which card do you play?" follows the board shown to seat N.
boards = re.findall(r"score \d+ - \d+; \d+ cards in the deck\n(seat 1: .*)\n(seat 2: .*)\n\s*\nSeat (\d): Which card", text)
bad = []
for line1, line2, seat in boards:
    other = line2 if seat == "1" else line1
    hand, table = re.match(r"seat \d: hand (.*); table (.*)$", other).groups()
    if set(hand.split()) - {"?", "-"}:
        bad.append("seat %s sees %s" % (seat, other))
    if seat == "2" and not table.endswith("?"):
        bad.append("seat 2 sees seat 1's card before it is shown: %s" % other)
if len(boards) != 10:
    bad.append("%d boards shown before the 10 choices" % len(boards))
open(sys.argv[1].replace(".txt", ".out"), "w").write("\n".join(bad))
sys.exit(1 if bad else 0)
PY
finish
