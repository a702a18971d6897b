"""L5R's hidden information through tabula serve (docs/web.md, "Security"): seat 1 a
person in the page, seat 2 random. Seat 1 answers 20 decisions through the API; nothing
seat 1 receives (its snapshot and each part of it: scene, view, render, log, choice;
its answers' replies; its event stream) may hold what an onlooker may not see of seat
2's cards:
  - no name of a card of seat 2's deck (Scorpion; names also in seat 1's Crane deck
    cannot tell and are left out) that the onlooker's snapshot at the same point lacks;
  - no card id (9 digits: a hidden card's id is random) the onlooker lacks, unless it
    is one of seat 1's own cards;
  - seat 2's hand as a count only.
  python3 tests/web/l5r_hidden.py TABULA SOURCE_DIR"""
import json
import random
import re
import socket
import sys
import threading

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from webtest import Server, check, done  # noqa: E402

tabula, source = sys.argv[1], sys.argv[2]


def deck_names(name):
    names = set()
    for line in open(f"{source}/games/l5r/decks/{name}.txt"):
        m = re.match(r"\s*\d+\s+(.+?)\s*$", line)
        if m and not line.lstrip().startswith("#"):
            names.add(m.group(1))
    return names


crane, scorpion = deck_names("crane"), deck_names("scorpion")
scorpion_only = scorpion - crane
check(len(scorpion_only) > 20, f"Scorpion's own card names: {len(scorpion_only)}")

srv = Server(tabula, "--games-dir", f"{source}/games")
s, made, _ = srv.post("/api/matches", {"game": "l5r", "seed": 11, "agents": ["human", "random"]})
check(s == 201, f"an L5R match: {s} {made}")
mid, token = made["id"], made["seats"][0]["token"]

# seat 1's event stream, read whole in the background
stream = []
def read_stream():
    sock = socket.create_connection((srv.host, srv.port), timeout=120)
    sock.sendall(f"GET /api/matches/{mid}/events?token={token} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
    try:
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                break
            stream.append(chunk)
    except OSError:
        pass
reader = threading.Thread(target=read_stream, daemon=True)
reader.start()

public_names = set()  # every Scorpion name some onlooker snapshot showed


def card_entries(scene):
    for z in scene.get("zones", []):
        for c in z["cards"]:
            yield from walk(c)
    for sp in scene.get("spaces", []):
        for o in sp["objects"]:
            yield from walk(o)


def walk(c):
    yield c
    for a in c.get("attachments", []):
        yield from walk(a)


def audit(what, text, public_text, own_ids):
    leaked = sorted(n for n in scorpion_only if n in text and n not in public_text)
    check(not leaked, f"{what}: names seat 2's hidden cards {leaked[:5]}")
    ids = set(re.findall(r"(?<!\d)\d{9}(?!\d)", text)) - set(re.findall(r"(?<!\d)\d{9}(?!\d)", public_text)) - own_ids
    check(not ids, f"{what}: ids the onlooker lacks, not seat 1's own: {sorted(ids)[:5]}")


rng = random.Random(5)
answered = 0
snap = None
after = 0
while answered < 20:
    snap = srv.wait_state(mid, token, lambda j: j["version"] > after and j["state"] in ("your_turn", "finished", "failed"),
                          timeout=120)
    if snap["state"] != "your_turn":
        break
    # The match waits for seat 1: nothing changes until it answers, so the onlooker's
    # snapshot is of the same point.
    s, onl, onl_text = srv.get(f"/api/matches/{mid}")
    check(onl["version"] == snap["version"], "the onlooker's snapshot is of the same point")
    public_names |= {n for n in scorpion_only if n in onl_text}
    own = {str(c["id"]) for c in card_entries(snap["scene"]) if "id" in c and c.get("owner") == 1
           and c.get("name") in crane}
    texts = {"snapshot": json.dumps(snap, ensure_ascii=False)}
    for part in ("scene", "view", "render", "log", "choice"):
        s, _, t = srv.get(f"/api/matches/{mid}/{part}?token={token}")
        check(s == 200, f"GET {part}: {s}")
        texts[part] = t
    for what, t in texts.items():
        audit(f"decision {answered + 1}, {what}", t, onl_text, own)
    hands = [z for z in snap["scene"]["zones"] if z.get("kind") == "hand" and z.get("owner") == 2]
    check(hands and all(z["hidden"] and z["cards"] == [] for z in hands),
          f"seat 2's hand is a count only: {[(z['id'], z['count'], z['hidden']) for z in hands]}")
    c = snap["choice"]
    k = rng.randint(c["min"], min(c["max"], len(c["options"])))
    ids = [o["id"] for o in rng.sample(c["options"], k)]
    s, reply, t = srv.post(f"/api/matches/{mid}/answer?token={token}", {"answer": ids, "decision": c["decision"]})
    check(s == 200, f"answer {ids}: {s} {reply}")
    audit(f"decision {answered + 1}, the answer's reply", t, onl_text, own)
    after = reply.get("version", 0)
    answered += 1

check(answered == 20, f"seat 1 answered 20 decisions ({answered}; the match is {snap['state']})")
s, onl, onl_text = srv.get(f"/api/matches/{mid}")
public_names |= {n for n in scorpion_only if n in onl_text}
raw = b"".join(stream).decode("utf-8", "replace")
check(raw.count("event: update") >= answered, f"seat 1's stream sent its updates ({raw.count('event: update')})")
leaked = sorted(n for n in scorpion_only - public_names if n in raw)
check(not leaked, f"seat 1's stream names seat 2's hidden cards: {leaked[:5]}")
check('"seat":2' not in raw.replace(" ", ""), "seat 1's stream holds only seat 1's snapshots")
check(srv.alive(), "the server is still running")
print(f"seat 1 answered {answered} decisions; {raw.count('event: update')} stream events; "
      f"{len(scorpion_only)} Scorpion names checked, {len(public_names)} of them seen in public")
done("web.l5r_hidden")
