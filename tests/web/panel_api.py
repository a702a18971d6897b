"""The debug panel's API (docs/web.md, "Debug panel"): a match's history, records sent
by a page, and play on from a step.
  - history: a step as the token's seat saw it (tic-tac-toe against `tabula replay
    --show K --show-seat S`); wrong tokens 403, unknown matches 404, steps out of range
    or malformed 400; in L5R, seat 1's steps are its own decisions (how often seat 2 was
    asked is hidden), each the board it was shown then, naming none of seat 2's cards
    that the onlooker's snapshot of that moment lacks; an onlooker's history is now alone;
  - records: a good one 201, stepped as any seat with every decision's options and
    answer; malformed, forged (a state hash changed), cut after the end, of an unknown
    game, too large (413), a path out of the served folder, unknown ids: 4xx with the
    reason, and the server answers after all of it;
  - play on: from a match under way 409, a person at another seat than the token's 403,
    an answer that is not an option 400; from a record with another answer, a new match
    that begins with the record's decisions and that answer;
  - simulations: more matches than --max-sim-matches, a person as a seat, unknown
    fields and ids: 4xx; one at a time (503 while one runs); a run's summary is that of
    `tabula simulate --json` with the same game, agents, seed and matches;
  - a request whose Host is another site's (DNS rebinding), or a post whose Origin is: 403.
  python3 tests/web/panel_api.py TABULA SOURCE_DIR"""
import json
import re
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from webtest import Server, check, done  # noqa: E402

tabula, source = sys.argv[1], sys.argv[2]
games = f"{source}/games"
srv = Server(tabula, "--games-dir", games, "--max-body", "256", "--max-sim-matches", "5000")

# ---- a tic-tac-toe match's history, against tabula replay ----
s, made, _ = srv.post("/api/matches", {"game": "tictactoe", "seed": 5, "agents": ["human", "first"]})
mid, token = made["id"], made["seats"][0]["token"]
for _ in range(2):
    snap = srv.wait_state(mid, token, lambda j: j["state"] == "your_turn")
    srv.post(f"/api/matches/{mid}/answer?token={token}", {"answer": snap["choice"]["options"][-1]["id"]})
snap = srv.wait_state(mid, token, lambda j: j["state"] == "your_turn" and j["decisions"] == 4)
check(snap["decisions"] == 4, f"the snapshot counts the decisions: {snap.get('decisions')}")

with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False) as f:
    rec_path = f.name
    subprocess.run([tabula, "play", "tictactoe", "--games-dir", games, "--seed", "5", "-q", "--record", rec_path,
                    "-a", "script:9,8,7", "-a", "first"], stdout=subprocess.DEVNULL)
record_text = open(rec_path).read()


def replay(step, seat, path=rec_path):
    return subprocess.run([tabula, "replay", path, "--games-dir", games, "--show", str(step), "--show-seat",
                           str(seat)], capture_output=True, text=True).stdout


for step in (1, 3, 5):
    s, h, _ = srv.get(f"/api/matches/{mid}/history?step={step}&token={token}")
    check(s == 200 and h["step"] == step and h["steps"] == 5, f"history step {step}: {s} {h}")
    check(h["render"].strip() in replay(step, 1), f"step {step} is replay's board:\n{h['render']}")
    d = h["decision"]
    if step < 5:
        own = step % 2 == 1
        check(("options" in d) == own, f"step {step}: options shown only for the seat's own decision: {d}")
        if own:
            check(d["answer"] == ["9", "8"][step // 2:step // 2 + 1], f"step {step}: the answer given: {d}")
s, h, _ = srv.get(f"/api/matches/{mid}/history")
check(s == 200 and h["step"] == 5 and h["state"] == "asked", f"no step: now: {s} {h}")
for path, status in ((f"/api/matches/{mid}/history?token=ffff", 403), ("/api/matches/nope/history", 404),
                     (f"/api/matches/{mid}/history?step=0", 400), (f"/api/matches/{mid}/history?step=6", 400),
                     (f"/api/matches/{mid}/history?step=x1", 400), (f"/api/matches/{mid}/history?step=" + "9" * 30, 400)):
    s, j, _ = srv.get(path)
    check(s == status and "error" in j, f"GET {path}: {status}, got {s} {j}")

# ---- play on from a match ----
s, j, _ = srv.post(f"/api/matches/{mid}/play_on?token={token}", {"step": 2, "agents": ["first", "first"]})
check(s == 409, f"play on from a match under way: 409, got {s} {j}")
srv.post(f"/api/matches/{mid}/answer?token={token}", {"answer": "7"})
srv.wait_state(mid, token, lambda j: j["state"] == "finished")
s, j, _ = srv.post(f"/api/matches/{mid}/play_on?token={token}", {"step": 2, "agents": ["first", "human"]})
check(s == 403, f"play on with a person at another seat: 403, got {s} {j}")
s, j, _ = srv.post(f"/api/matches/{mid}/play_on?token={token}", {"step": 2, "agents": ["first", "first"], "answer": "3"})
check(s == 403, f"another answer to the other seat's decision: 403, got {s} {j}")
s, j, _ = srv.post(f"/api/matches/{mid}/play_on?token={token}", {"step": 3, "agents": ["human", "first"], "answer": "9"})
check(s == 400 and "not an option" in j.get("error", ""), f"an answer that is not an option: 400, got {s} {j}")
s, j, _ = srv.post(f"/api/matches/{mid}/play_on?token={token}", {"step": 3, "agents": ["human", "first"], "answer": "5"})
check(s == 201 and j["seats"][0].get("token"), f"play on as seat 1: {s} {j}")
if s == 201:
    snap2 = srv.wait_state(j["id"], j["seats"][0]["token"], lambda x: x["state"] == "your_turn")
    check(snap2["decisions"] == 4, f"the new match replayed 2 decisions, answered the 3rd so, first the 4th: {snap2['decisions']}")
    check(" X " in snap2["render"] and snap2["render"].count("X") == 2, f"two X on the board:\n{snap2['render']}")

# ---- records ----
s, r, _ = srv.post("/api/records", {"record": record_text, "name": "t.jsonl"})
check(s == 201 and r["steps"] == len(r["decisions"]) + 1 and r["game"] == "tictactoe", f"a record: {s} {r}")
rid = r.get("id", "x")
s, st, _ = srv.get(f"/api/records/{rid}/steps/2?seat=0")
check(s == 200 and st["decision"]["answer"] == [r["decisions"][1]["answer"][0]] and st["decision"]["options"],
      f"a record's step shows every decision: {s} {st}")
check(st["render"].strip() in replay(2, 0), "the record's step 2 is replay's")
s, st, _ = srv.get(f"/api/records/{rid}/steps/1?seat=2")
check(s == 200 and st["seat"] == 2, f"seen as seat 2: {s}")
lines = record_text.splitlines()
forged = "\n".join(lines[:2] + [re.sub(r'"hash":"[0-9a-f]+"', '"hash":"0000000000000000"', lines[2])] + lines[3:])
bad = [({"record": "not json\n"}, 400, "bad record: record:1: not valid JSON"),
       ({"record": forged}, 400, "diverges at decision 2"),
       ({"record": "\n".join(lines[:-2] + lines[-1:])}, 400, "diverges at"),
       ({"record": lines[0].replace("tictactoe", "nogame")}, 400, "no game 'nogame'"),
       ({"record": lines[0].replace('"seats":2', '"seats":3')}, 400, "3"),
       ({"path": "../CMakeLists.txt"}, 404, "no record"),
       ({"path": "/etc/passwd"}, 404, "no record"),
       ({"path": "index.html"}, 400, "bad record"),
       ({"record": "x", "path": "y"}, 400, "the body must be"),
       ({"record": 5}, 400, "must be the record's text"),
       ({"record": "x" * 300000}, 413, "too large")]
for body, status, says in bad:
    s, j, _ = srv.post("/api/records", body)
    check(s == status and says in str(j.get("error", "")), f"POST /api/records {str(body)[:60]}: {status} '{says}', got {s} {j}")
for path, status in (("/api/records/nope", 404), (f"/api/records/{rid}/steps/0", 400), (f"/api/records/{rid}/steps/99", 400),
                     (f"/api/records/{rid}/steps/1?seat=3", 400), ("/api/records/nope/steps/1", 404)):
    s, j, _ = srv.get(path)
    check(s == status and "error" in j, f"GET {path}: {status}, got {s} {j}")

# ---- play on from a record, with another answer ----
s, j, _ = srv.post(f"/api/records/{rid}/play_on", {"step": 3, "agents": ["first", "first"], "answer": "5"})
check(s == 201, f"play on from a record: {s} {j}")
if s == 201:
    end = srv.wait_state(j["id"], "", lambda x: x["state"] in ("finished", "failed"))
    s, h, _ = srv.get(f"/api/matches/{j['id']}/history?step=4")
    check(end["state"] == "finished" and s == 200, f"it plays to the end: {end['state']} {s}")
s, j, _ = srv.post(f"/api/records/{rid}/play_on", {"step": 99, "agents": ["first", "first"]})
check(s == 400, f"a step out of range: 400, got {s} {j}")
s, j, _ = srv.post(f"/api/records/{rid}/play_on", {"step": 1, "agents": ["first"]})
check(s == 400, f"an agent short: 400, got {s} {j}")

# ---- L5R: seat 1's past holds nothing of seat 2's that the onlooker's lacks ----
scorpion = set()
for line in open(f"{games}/l5r/decks/scorpion.txt"):
    m = re.match(r"\s*\d+\s+(.+?)\s*$", line)
    if m and not line.lstrip().startswith("#"):
        scorpion.add(m.group(1))
for line in open(f"{games}/l5r/decks/crane.txt"):
    m = re.match(r"\s*\d+\s+(.+?)\s*$", line)
    if m:
        scorpion.discard(m.group(1))
s, made, _ = srv.post("/api/matches", {"game": "l5r", "seed": 11, "agents": ["human", "random"]})
lid, ltoken = made["id"], made["seats"][0]["token"]
live = []  # at each of seat 1's decisions: its board, and the onlooker's snapshot then
for _ in range(8):
    snap = srv.wait_state(lid, ltoken, lambda j: j["state"] in ("your_turn", "finished"), timeout=120)
    if snap["state"] != "your_turn":
        break
    _, _, onlooker_text = srv.get(f"/api/matches/{lid}")
    live.append((snap["render"], onlooker_text))
    srv.post(f"/api/matches/{lid}/answer?token={ltoken}", {"answer": snap["choice"]["options"][0]["id"],
                                                              "decision": snap["choice"]["decision"]})
snap = srv.wait_state(lid, ltoken, lambda j: j["state"] != "playing", timeout=120)
# Seat 1's steps are its own decisions, then now: how often seat 2 was asked is hidden.
check(snap["decisions"] == len(live), f"seat 1's snapshot counts its own decisions ({len(live)}): {snap['decisions']}")
s, mine, _ = srv.get(f"/api/matches/{lid}/history?token={ltoken}")
check(s == 200 and mine["steps"] == len(live) + 1, f"seat 1's history has its own steps and now: {s} {mine.get('steps')}")
for step, (seen, onlooker_text) in enumerate(live, 1):
    s, mine, mine_text = srv.get(f"/api/matches/{lid}/history?step={step}&token={ltoken}")
    check(s == 200, f"L5R history step {step}: {s}")
    check(mine.get("render") == seen, f"L5R step {step}: seat 1's history is the board it was shown then")
    leaked = sorted(n for n in scorpion if n in mine_text and n not in onlooker_text)
    check(not leaked, f"L5R step {step}: seat 1's history names seat 2's hidden cards: {leaked}")
    d = mine.get("decision") or {}
    check(d.get("n") == step and d.get("seat") == 1 and "options" in d,
          f"L5R step {step}: the decision is seat 1's own, numbered as its steps: {d}")
s, onl, _ = srv.get(f"/api/matches/{lid}/history")
check(s == 200 and onl["steps"] == 1, f"an onlooker's L5R history is now alone: {s} {onl.get('steps')}")
s, _, _ = srv.get(f"/api/matches/{lid}/history?step=2")
check(s == 400, f"an onlooker has no past step in L5R: {s}")
s, onl, _ = srv.get(f"/api/matches/{lid}")
check(onl["decisions"] == 0, f"an onlooker's L5R snapshot counts no decision: {onl['decisions']}")

# ---- simulations ----
for body, status, says in (({"game": "tictactoe", "agents": ["random", "random"], "matches": 5001}, 400, "--max-sim-matches"),
                           ({"game": "tictactoe", "agents": ["random", "random"], "matches": 0}, 400, "from 1 to 5000"),
                           ({"game": "tictactoe", "agents": ["human", "random"], "matches": 5}, 400, "bots"),
                           ({"game": "tictactoe", "agents": ["exec:true", "random"], "matches": 5}, 400, "--allow-exec"),
                           ({"game": "tictactoe", "agents": ["random", "random"], "matches": 5, "jobs": 9}, 400, "unknown field"),
                           ({"game": "nogame", "agents": ["random"], "matches": 5}, 400, "no game")):
    s, j, _ = srv.post("/api/simulations", body)
    check(s == status and says in j.get("error", ""), f"POST /api/simulations {body}: {status} '{says}', got {s} {j}")
s, j, _ = srv.get("/api/simulations/nope")
check(s == 404, f"an unknown simulation: 404, got {s}")
s, slow, _ = srv.post("/api/simulations", {"game": "chernobog", "agents": ["random", "random"], "matches": 40, "seed": 2})
check(s == 201, f"a Chernobog simulation: {s} {slow}")
s, j, _ = srv.post("/api/simulations", {"game": "tictactoe", "agents": ["random", "random"], "matches": 5})
check(s == 503, f"a second simulation while one runs: 503, got {s} {j}")
s, j, _ = srv.get(f"/api/simulations/{slow.get('id')}/result")
check(s == 409, f"the result of a running simulation: 409, got {s} {j}")
end = time.time() + 240
while time.time() < end:
    s, st, _ = srv.get(f"/api/simulations/{slow.get('id')}")
    if st.get("state") != "running":
        break
    check(0 <= st["done"] <= 40, f"progress: {st['done']}")
    time.sleep(0.5)
check(st.get("state") == "done" and st["done"] == 40, f"the simulation ends: {st.get('state')} {st.get('done')} {st.get('error')}")
cli = json.loads(subprocess.run([tabula, "simulate", "chernobog", "--games-dir", games, "-n", "40", "--seed", "2",
                                 "-a", "random", "-a", "random", "--json"], capture_output=True, text=True).stdout)
got = st.get("summary", {})
for key in ("seat_wins", "traits", "lengths", "endings", "draws", "errors"):
    check(got.get(key) == cli.get(key), f"the page's simulation has the CLI's {key}: {got.get(key)} vs {cli.get(key)}")
s, j, raw = srv.get(f"/api/simulations/{slow.get('id')}/result")
check(s == 200 and j.get("seat_wins") == cli.get("seat_wins"), f"the result to download: {s}")

# ---- DNS rebinding: a Host that is not the server's ----
s, j, _ = srv.get("/api/games", headers={"Host": f"evil.example:{srv.port}"})
check(s == 403 and "--allow-host" in j.get("error", ""), f"another site's Host: 403, got {s} {j}")
s, j, _ = srv.get("/", headers={"Host": f"localhost:{srv.port}"})
check(s == 200, f"localhost as Host: 200, got {s}")
s, j, _ = srv.post("/api/matches", {"game": "tictactoe", "agents": ["first", "first"]},
                   headers={"Origin": "http://evil.example"})
check(s == 403 and "Origin" in j.get("error", ""), f"a post from another site's page: 403, got {s} {j}")
s, j, _ = srv.post("/api/matches", {"game": "tictactoe", "agents": ["first", "first"]},
                   headers={"Origin": f"http://127.0.0.1:{srv.port}"})
check(s == 201, f"a post from the server's own page: 201, got {s} {j}")

s, games_list, _ = srv.get("/api/games")
check(s == 200 and srv.alive(), "the server answers after all of it")
done("web.panel_api")
