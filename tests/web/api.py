"""tabula serve's JSON API (docs/web.md): tic-tac-toe against `first` to a finish; wrong
and missing tokens, an unknown match, malformed JSON, a bad option, a huge body, path
traversal, many clients at once, clients that vanish mid-stream, the caps on matches
and streams; the server still answers after all of it.
  python3 tests/web/api.py TABULA SOURCE_DIR"""
import json
import socket
import sys
import threading
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from webtest import Server, check, done  # noqa: E402

tabula, source = sys.argv[1], sys.argv[2]
# A time limit of 200 ms: a match waiting for a person must not be stopped by it.
srv = Server(tabula, "--games-dir", f"{source}/games", "--max-matches", "4", "--max-clients", "6",
             "--max-body", "4", "--time-limit", "200")

# ---- the games ----
s, games, _ = srv.get("/api/games")
check(s == 200 and any(g["id"] == "tictactoe" for g in games), f"GET /api/games lists tic-tac-toe: {s}")
l5r = next((g for g in games if g["id"] == "l5r"), None)
check(l5r and any(o["name"] == "deck1" for o in l5r["options"]), "L5R is listed with its options")

# ---- a match to a finish ----
s, made, _ = srv.post("/api/matches", {"game": "tictactoe", "seed": 3, "agents": ["human", "first"]})
check(s == 201, f"POST /api/matches: {s} {made}")
mid, token = made["id"], made["seats"][0]["token"]
check(made["seats"][1].get("token") is None, "a bot seat gets no token")
check(len(token) == 32 and made["seats"][0]["link"].endswith(token), "the human seat's link holds its token")
snap = srv.wait_state(mid, token, lambda j: j["state"] == "your_turn")
time.sleep(0.6)  # three times the time limit: waiting for a person costs no script time
check(len(snap["scene"]["shapes"]) == 9, "the scene has nine cells")
check(all(sh.get("option") for sh in snap["scene"]["shapes"]), "each free cell names its option")
s, onl, _ = srv.get(f"/api/matches/{mid}")
check(s == 200 and onl["seat"] == 0 and onl["choice"] is None, "no token: the onlooker's snapshot, no choice")
check(all("option" not in sh for sh in onl["scene"]["shapes"]), "the onlooker's cells answer nothing")

# the errors, while the seat is asked
s, e, _ = srv.post(f"/api/matches/{mid}/answer?token={'0' * 32}", {"answer": "1"})
check(s == 403 and "token" in e["error"], f"a wrong token: 403 ({s} {e})")
s, e, _ = srv.post(f"/api/matches/{mid}/answer", {"answer": "1"})
check(s == 403, f"no token: 403 ({s} {e})")
s, e, _ = srv.get(f"/api/matches/{mid}/scene?token=nope")
check(s == 403, f"GET with a wrong token: 403 ({s})")
s, e, _ = srv.post("/api/matches/doesnotexist/answer?token=" + token, {"answer": "1"})
check(s == 404 and "no match" in e["error"], f"an unknown match: 404 ({s} {e})")
s, e, _ = srv.get("/api/matches/doesnotexist")
check(s == 404, f"GET an unknown match: 404 ({s})")
s, e, _ = srv.post(f"/api/matches/{mid}/answer?token={token}", raw=b'{"answer": ', headers={"Content-Type": "application/json"})
check(s == 400 and "malformed JSON" in e["error"], f"malformed JSON: 400 ({s} {e})")
s, e, _ = srv.post(f"/api/matches/{mid}/answer?token={token}", raw=b'[' * 100000, headers={"Content-Type": "application/json"})
check(s in (400, 413), f"JSON nested 100000 deep: 400 or 413 ({s})")
s, e, _ = srv.post(f"/api/matches/{mid}/answer?token={token}", {"answer": "10"})
check(s == 400 and "not an option" in e["error"], f"a bad option: 400 naming it ({s} {e})")
s, e, _ = srv.post(f"/api/matches/{mid}/answer?token={token}", {"answer": {"x": 1}})
check(s == 400, f"an answer that is no id: 400 ({s} {e})")
s, e, _ = srv.post(f"/api/matches/{mid}/answer?token={token}", {"answer": "1", "decision": 7})
check(s == 409, f"an answer for another decision: 409 ({s} {e})")
s, e, _ = srv.post(f"/api/matches/{mid}/answer?token={token}", raw=b'{"answer":"1"}', headers={"Content-Type": "text/plain"})
check(s == 415, f"a body that is not sent as JSON: 415 ({s})")
s, e, _ = srv.post(f"/api/matches/{mid}/answer?token={token}", raw=b'{"answer":"' + b'x' * 20000 + b'"}',
                   headers={"Content-Type": "application/json"})
check(s == 413, f"a huge body: 413 ({s} {e})")
for bad in [{"game": "nosuchgame", "agents": ["human", "first"]},
            {"game": "tictactoe", "agents": ["human"]},
            {"game": "tictactoe", "agents": ["human", "robot"]},
            {"game": "tictactoe", "agents": ["human", "exec:true"]},
            {"game": "tictactoe", "agents": ["human", "first"], "options": {"nosuch": 1}},
            {"game": "tictactoe", "agents": ["human", "first"], "seed": -1},
            {"game": "tictactoe", "agents": ["human", "first"], "extra": 1},
            ["not", "an", "object"]]:
    s, e, _ = srv.post("/api/matches", bad)
    check(s == 400 and isinstance(e, dict) and e.get("error"), f"a bad new match {bad}: 400 with a message ({s} {e})")

# play to the end: always the first free cell
moves = 0
while snap["state"] == "your_turn":
    opt = snap["choice"]["options"][0]["id"]
    s, e, _ = srv.post(f"/api/matches/{mid}/answer?token={token}", {"answer": opt, "decision": snap["choice"]["decision"]})
    check(s == 200, f"answer {opt}: {s} {e}")
    moves += 1
    snap = srv.wait_state(mid, token, lambda j: j["version"] > e["version"] and
                          j["state"] in ("your_turn", "finished", "failed"))
check(snap["state"] == "finished", f"the match finished: {snap['state']} {snap.get('error')}")
check(snap["result"]["outcome"] in ("win", "draw"), f"with a result: {snap.get('result')}")
check(len(snap["log"]) >= moves, "the log has a line per move")
s, e, _ = srv.post(f"/api/matches/{mid}/answer?token={token}", {"answer": "1"})
check(s == 409, f"an answer after the end: 409 ({s} {e})")

# ---- pages, and nothing outside them ----
s, _, text = srv.get("/")
check(s == 200 and "<html" in text, "GET / is the start page")
s, _, text = srv.get("/match.js")
check(s == 200, "GET /match.js")
for path in ["/../CMakeLists.txt", "/%2e%2e/CMakeLists.txt", "/..%2fCMakeLists.txt", "/%2e%2e%2f%2e%2e%2fetc/passwd",
             "/../../../../etc/passwd", "/.git/config", "/..\\CMakeLists.txt", "//etc/passwd", "/index.html%00.js",
             "/nosuchpage.html"]:
    s, _, text = srv.get(path)
    check(s in (400, 404) and "cmake_minimum_required" not in text and "root:" not in text,
          f"GET {path}: 400 or 404, nothing outside tools/web ({s})")

# ---- an event stream: the seat's own snapshots ----
def sse_first_event(path):
    sock = socket.create_connection((srv.host, srv.port), timeout=10)
    sock.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode())
    data = b""
    while True:
        chunk = sock.recv(65536)
        if not chunk:
            break
        data += chunk
        i = data.find(b"data:")
        if data.startswith(b"HTTP/1.1 200") and i >= 0 and data.find(b"\n\n", i) >= 0:
            break
    sock.close()
    return data.decode("utf-8", "replace")

first = sse_first_event(f"/api/matches/{mid}/events?token={token}")
check("event: update" in first and '"seat":1' in first, "the seat's stream sends its snapshot")
check("HTTP/1.1 403" in sse_first_event(f"/api/matches/{mid}/events?token=bad"), "a stream with a wrong token: 403")

# ---- matches at once, and their cap ----
s, m2, _ = srv.post("/api/matches", {"game": "tictactoe", "seed": 5, "agents": ["random", "first"]})
check(s == 201, f"a bots' match: {s}")
end = srv.wait_state(m2["id"], None, lambda j: j["state"] in ("finished", "failed"))
check(end["state"] == "finished", f"two bots play to the end ({end['state']})")
waiting = []
for i in range(4):
    s, m, _ = srv.post("/api/matches", {"game": "tictactoe", "agents": ["human", "human"]})
    check(s == 201, f"match {i + 1} of 4 waiting for people: {s} {m}")
    waiting.append(m)
s, e, _ = srv.post("/api/matches", {"game": "tictactoe", "agents": ["human", "human"]})
check(s == 503 and "--max-matches" in e["error"], f"a fifth match while four wait: 503 ({s} {e})")
s, e, _ = srv.get(f"/api/matches/{waiting[0]['id']}")
check(s == 200, "the waiting matches are kept")

# ---- many clients at once ----
results = []
def hammer(i):
    for _ in range(5):
        s1, _, _ = srv.get("/api/games")
        s2, _, _ = srv.get(f"/api/matches/{waiting[i % 4]['id']}")
        results.append((s1, s2))
threads = [threading.Thread(target=hammer, args=(i,)) for i in range(40)]
for t in threads:
    t.start()
for t in threads:
    t.join()
check(len(results) == 200 and all(r == (200, 200) for r in results), f"200 requests from 40 clients: {set(results)}")

# streams past the cap get 503; streams that vanish cost nothing
socks = []
for i in range(6):
    sk = socket.create_connection((srv.host, srv.port), timeout=10)
    sk.sendall(f"GET /api/matches/{waiting[i % 4]['id']}/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
    sk.recv(4096)
    socks.append(sk)
check("HTTP/1.1 503" in sse_first_event(f"/api/matches/{waiting[0]['id']}/events"), "a stream past --max-clients: 503")
for sk in socks:  # gone mid-stream, without a word
    sk.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
    sk.close()
half = socket.create_connection((srv.host, srv.port), timeout=10)
half.sendall(b"POST /api/matches HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"ga")
half.close()  # half a request, then gone
s, _, _ = srv.get("/api/games")
check(s == 200, "the server answers after the clients vanished")
# the streams' slots come back once their next keep-alive write fails (at most 10 s)
deadline = time.time() + 25
ok = False
while time.time() < deadline and not ok:
    ok = "event: update" in sse_first_event(f"/api/matches/{waiting[1]['id']}/events")
    if not ok:
        time.sleep(1)
check(ok, "a stream opens again once the vanished clients' slots are freed")
# that stream, and any vanished client not yet noticed, hold their slots until their next
# keep-alive write (every 10 s): the long polls below need them back
time.sleep(11)

# a seat answers in a waiting match, through its token; the other seat's token cannot
w = waiting[1]
t1, t2 = w["seats"][0]["token"], w["seats"][1]["token"]
srv.wait_state(w["id"], t1, lambda j: j["state"] == "your_turn")
s, e, _ = srv.post(f"/api/matches/{w['id']}/answer?token={t2}", {"answer": "5"})
check(s == 409, f"seat 2 answering seat 1's choice: 409 ({s} {e})")
s, e, _ = srv.post(f"/api/matches/{w['id']}/answer?token={t1}", {"answer": "5"})
check(s == 200, f"seat 1 answers: {s} {e}")
s, e, _ = srv.get(f"/api/matches/{w['id']}?token={t1}")
check(e["state"] in ("playing", "your_turn") and e["choice"] is None, f"seat 1 is shown it is no longer asked: {e['state']}")
snap2 = srv.wait_state(w["id"], t2, lambda j: j["state"] == "your_turn")
check(snap2["scene"]["shapes"][4].get("label") == "X", "seat 2 sees seat 1's X in the middle")
check(srv.alive(), "the server is still running")
srv.stop()

# ---- a game whose scene hook fails, or returns what is not a scene ----
import os
import shutil
import tempfile
games = tempfile.mkdtemp(prefix="tabula-web-games-")
try:
    for name, hook in [("ttt_error", 'error("the hidden card is the Secret Scroll")'),
                       ("ttt_shape", 'do return { shapes = { { type = "blob" } } } end'),
                       ("ttt_options", 'do return { shapes = { { type = "rect", options = { "1", {} } } } } end')]:
        shutil.copytree(f"{source}/games/tictactoe", f"{games}/{name}", ignore=shutil.ignore_patterns("scenarios"))
        path = f"{games}/{name}/game.lua"
        text = open(path).read().replace("function game.scene(match)\n", f"function game.scene(match)\n  {hook}\n", 1)
        open(path, "w").write(text)
    bad = Server(tabula, "--games-dir", games, "--allow-exec")
    for name, says in [("ttt_error", "scene failed"), ("ttt_shape", "scene failed"), ("ttt_options", "scene failed")]:
        s, m, _ = bad.post("/api/matches", {"game": name, "agents": ["human", "first"]})
        if not check(s == 201, f"{name}: a match: {s} {m}"):
            continue
        snap = bad.wait_state(m["id"], m["seats"][0]["token"], lambda j: j["state"] == "your_turn")
        check(snap["scene"] is None and any(says in e for e in snap["errors"]), f"{name}: the page is told the scene failed: {snap['errors']}")
        check("Secret Scroll" not in json.dumps(snap), f"{name}: the script's error text stays in the server's log")
        check(snap["choice"] and snap["render"], f"{name}: the seat still gets its choice and text board")
    # with --allow-exec, a bot program plays a seat; its signals are not blocked as the
    # server's threads' are (SigBlk of the bot's shell, written where the test reads it)
    blk = f"{games}/sigblk"
    bot = f"exec:grep SigBlk /proc/self/status > {blk}; exec python3 {source}/tools/bots/first_bot.py"
    s, m, _ = bad.post("/api/matches", {"game": "ttt_error", "seed": 1, "agents": [bot, "random"]})
    check(s == 201, f"an exec: bot's match with --allow-exec: {s} {m}")
    end = bad.wait_state(m["id"], None, lambda j: j["state"] in ("finished", "failed"))
    check(end["state"] == "finished", f"the exec: bot plays to the end: {end['state']}")
    mask = open(blk).read().split()[-1] if os.path.exists(blk) else "?"
    check(int(mask, 16) == 0 if mask != "?" else False, f"the bot starts with no signal blocked: SigBlk {mask}")
    check(bad.alive(), "the server runs on after the failing scenes")
    bad.stop()
finally:
    shutil.rmtree(games, ignore_errors=True)
done("web.api")
