"""Every game's board in the page, screenshotted and compared with a committed image.
For each game in games/: a match with a fixed seed, seat 1 a person and the others
`first`; seat 1 answers a few decisions through the API (option 7k of its k-th), then the
page (headless chromium, 1000x900) is shot, the board's SVG alone, kept as a test
artifact (ARTIFACTS/<game>.png) and compared with tests/web/boards/<game>.png: a pixel
differs when no pixel within one of it in the other image is within 64 of it in every
channel (antialiasing and a font's pixel shift pass); over 0.5% of the pixels differing,
or another size, fails (a board missing, pieces missing, a wrong colour). Then chess's
two-click moves: e2, then e4; e7, e8, then the queen's button. Last, Hidden Chess's
scene hides Black's face-down pieces from White as from onlookers. Skipped (77) where
chromium is missing.
  python3 tests/web/boards.py TABULA SOURCE_DIR ARTIFACTS
  TABULA_UPDATE_BOARDS=1 ...   writes the committed images anew instead of comparing"""
import base64
import os
import struct
import sys
import zlib

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from webtest import Server, check, done  # noqa: E402
from chrome import Browser, chromium_or_skip  # noqa: E402

tabula, source, artifacts = sys.argv[1], sys.argv[2], sys.argv[3]
chromium = chromium_or_skip()
UPDATE = os.environ.get("TABULA_UPDATE_BOARDS") == "1"
NEAR, TOLERANCE = 64, 0.005

# game: (seats, decisions seat 1 answers before the shot)
GAMES = {"tictactoe": (2, 1), "chess": (2, 2), "hidden_chess": (2, 7), "ludo": (4, 3), "chernobog": (3, 8),
         "battlecrest": (2, 2), "crusaders": (3, 3), "l5r": (2, 2)}


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else (b if pb <= pc else c)


def decode_png(data):
    """(width, height, channels, rows of bytes): 8-bit RGB or RGBA, not interlaced."""
    pos, idat = 8, b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            if depth != 8 or colour not in (2, 6) or body[12] != 0:
                raise SystemExit(f"FAIL: a PNG this test cannot read (depth {depth}, colour type {colour})")
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    channels = 4 if colour == 6 else 3
    raw, stride, rows = zlib.decompress(idat), width * channels, []
    prev = bytearray(stride)
    for y in range(height):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b, c = prev[i], prev[i - channels] if i >= channels else 0
            line[i] = (line[i] + (0, a, b, (a + b) // 2, paeth(a, b, c))[f]) & 255
        rows.append(line)
        prev = line
    return width, height, channels, rows


def differing(a, b):
    """The fraction of a's pixels with no pixel near it in b (nor b's in a)."""
    (w, h, ca, ra), (_, _, cb, rb) = a, b

    def near(r1, c1, r2, c2, x, y):
        p = r1[y][x * c1:x * c1 + 3]
        for yy in range(max(0, y - 1), min(h, y + 2)):
            row = r2[yy]
            for xx in range(max(0, x - 1), min(w, x + 2)):
                q = row[xx * c2:xx * c2 + 3]
                if abs(p[0] - q[0]) <= NEAR and abs(p[1] - q[1]) <= NEAR and abs(p[2] - q[2]) <= NEAR:
                    return True
        return False

    bad = 0
    for y in range(h):
        for x in range(w):
            if ra[y][x * ca:x * ca + 3] != rb[y][x * cb:x * cb + 3] and (
                    not near(ra, ca, rb, cb, x, y) or not near(rb, cb, ra, ca, x, y)):
                bad += 1
    return bad / (w * h)


def shot(browser, game):
    """The board's SVG as a PNG, once the page shows seat 1 asked and its fonts are in."""
    if not check(browser.wait("document.body.dataset.state === 'your_turn' && document.querySelector('svg.scene') !== null"),
                 f"{game}: the page draws no board"):
        return None
    browser.js("document.fonts.ready.then(() => true)")
    r = browser.js("""(() => { const r = document.querySelector('svg.scene').getBoundingClientRect();
                      return {x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height}; })()""")
    clip = {k: round(v) for k, v in r.items()}
    clip["scale"] = 1
    got = browser.call("Page.captureScreenshot", {"format": "png", "clip": clip, "captureBeyondViewport": True})
    return base64.b64decode(got["data"])


def board_of(srv, browser, game, seats, answers):
    s, made, _ = srv.post("/api/matches", {"game": game, "seed": 7, "agents": ["human"] + ["first"] * (seats - 1)})
    if not check(s == 201, f"{game}: a match: {s} {made}"):
        return None
    token = made["seats"][0]["token"]
    snap = srv.wait_state(made["id"], token, lambda j: j["state"] in ("your_turn", "finished", "failed"))
    for k in range(answers - 1):
        options = snap["choice"]["options"]  # spread over the options: pieces placed apart
        srv.post(f"/api/matches/{made['id']}/answer?token={token}",
                 {"answer": options[7 * k % len(options)]["id"], "decision": snap["choice"]["decision"]})
        snap = srv.wait_state(made["id"], token, lambda j, v=snap["version"]: j["version"] > v and
                              j["state"] in ("your_turn", "finished", "failed"))
    check(snap["state"] == "your_turn" and not snap["errors"], f"{game}: seat 1 is asked: {snap['state']} {snap['errors']}")
    browser.call("Page.navigate", {"url": srv.url.rstrip("/") + made["seats"][0]["link"]})
    return shot(browser, game)


def compare(game, png):
    os.makedirs(artifacts, exist_ok=True)
    with open(f"{artifacts}/{game}.png", "wb") as f:
        f.write(png)
    committed = f"{source}/tests/web/boards/{game}.png"
    if UPDATE:
        with open(committed, "wb") as f:
            f.write(png)
        print(f"{game}: wrote {committed}")
        return
    if not check(os.path.exists(committed), f"{game}: no committed image {committed} (TABULA_UPDATE_BOARDS=1 writes it)"):
        return
    got, want = decode_png(png), decode_png(open(committed, "rb").read())
    if not check(got[:2] == want[:2], f"{game}: the board is {got[0]}x{got[1]}, the committed one {want[0]}x{want[1]}"
                                      f" ({artifacts}/{game}.png)"):
        return
    frac = differing(got, want)
    check(frac <= TOLERANCE, f"{game}: {frac:.2%} of the board's pixels differ from {committed} ({artifacts}/{game}.png)")
    print(f"{game}: {frac:.3%} of the pixels differ")


def two_clicks(srv, browser):
    """Chess: a click on e2 keeps its moves and outlines e3 and e4; a click on e4 answers e2e4.
    The onlooker, asked nothing, gets no options. A promotion: e7, e8, then a button."""
    s, made, _ = srv.post("/api/matches", {"game": "chess", "seed": 1, "agents": ["human", "first"]})
    token = made["seats"][0]["token"]
    browser.call("Page.navigate", {"url": srv.url.rstrip("/") + made["seats"][0]["link"]})
    shot(browser, "chess")

    def click(square):
        box = browser.js(f"""(() => {{ const g = [...document.querySelectorAll('svg.scene g')]
                               .find(g => (g.querySelector('title') || {{}}).textContent === '{square}');
                               const r = g.getBoundingClientRect();
                               return {{x: r.x + r.width / 2, y: r.y + r.height / 2}}; }})()""")
        browser.click(box["x"], box["y"])

    s, onl, _ = srv.get(f"/api/matches/{made['id']}")
    check(not any("options" in sh for sh in onl["scene"]["shapes"]), "chess: the onlooker's squares keep no options")
    click("e2")
    targets = browser.wait("[...document.querySelectorAll('svg.scene g.target title')].map(t => t.textContent).sort().join(' ')")
    check(targets == "e3 e4", f"chess: e2 outlines the squares it reaches: {targets}")
    click("e4")
    after = srv.wait_state(made["id"], token, lambda j: j["state"] == "your_turn" and j["turn"] > 1)
    check("1. e4" in after["log"], f"chess: e2, then e4 plays e2e4: {after['log']}")

    # a promotion: e7, then e8 leave the four pieces' buttons lit; the queen's answers
    s, made, _ = srv.post("/api/matches", {"game": "chess", "seed": 1, "agents": ["human", "first"],
                                           "options": {"fen": "k7/4P3/8/8/8/8/8/4K3 w - - 0 1"}})
    token = made["seats"][0]["token"]
    browser.call("Page.navigate", {"url": srv.url.rstrip("/") + made["seats"][0]["link"]})
    shot(browser, "chess")
    click("e7")
    click("e8")
    lit = browser.wait("[...document.querySelectorAll('button.option:not(.dim)')].map(b => b.dataset.option).sort().join(' ')")
    check(lit == "e7e8b e7e8n e7e8q e7e8r", f"chess: e7, then e8 leave the promotions: {lit}")
    browser.js("document.querySelector('button.option[data-option=e7e8q]').click()")
    after = srv.wait_state(made["id"], token, lambda j: j["state"] in ("your_turn", "finished") and j["turn"] > 1)
    check(any("e8=Q" in line for line in after["log"]), f"chess: the queen's button promotes: {after['log']}")


def hidden_chess_secrets(srv):
    """Hidden Chess, once placed: Black's pieces look the same in White's scene as in the
    onlooker's (face down: "?"), and White's own face-down pieces show their kind to it."""
    s, made, _ = srv.post("/api/matches", {"game": "hidden_chess", "seed": 3, "agents": ["human", "first"]})
    token = made["seats"][0]["token"]
    snap = srv.wait_state(made["id"], token, lambda j: j["state"] == "your_turn")
    for k in range(6):
        options = snap["choice"]["options"]
        srv.post(f"/api/matches/{made['id']}/answer?token={token}",
                 {"answer": options[5 * k % len(options)]["id"], "decision": snap["choice"]["decision"]})
        snap = srv.wait_state(made["id"], token, lambda j, v=snap["version"]: j["version"] > v and j["state"] == "your_turn")
    s, onl, _ = srv.get(f"/api/matches/{made['id']}")

    def pieces(scene, colour):
        return [(sh.get("label"), sh.get("title")) for sh in scene["shapes"]
                if sh["type"] == "circle" and sh.get("title", "").startswith(colour)]
    black = pieces(snap["scene"], "Black")
    check(black == pieces(onl["scene"], "Black"), f"hidden_chess: White sees Black's pieces as onlookers do: {black}")
    check(("?", "Black (face down)") in black, f"hidden_chess: Black's face-down pieces are '?': {black}")
    white = pieces(snap["scene"], "White")
    check(any(t.endswith("(face down)") and label != "?" for label, t in white),
          f"hidden_chess: White sees the kinds of its own face-down pieces: {white}")


srv = Server(tabula, "--games-dir", f"{source}/games")
browser = Browser(chromium, (1000, 900))
try:
    browser.open("about:blank")
    for game, (seats, answers) in GAMES.items():
        png = board_of(srv, browser, game, seats, answers)
        if png:
            compare(game, png)
    two_clicks(srv, browser)
    hidden_chess_secrets(srv)
finally:
    browser.stop()
done("web.boards")
