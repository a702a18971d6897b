"""tabula serve's page in a real browser: Debian's chromium, headless, driven over the
DevTools protocol through a pipe (--remote-debugging-pipe: no library, no port). On the
start page it picks tic-tac-toe, a person as seat 1 and `first` as seat 2, starts the
match, follows seat 1's link, and plays the match to the end by clicking cells with the
mouse. Then an L5R match as seat 1 for twenty decisions: a click on a card of its board
answers the option naming it, and after each decision neither the page's DOM nor any
response or event it received names a card of seat 2's that an onlooker cannot see.
Skipped (77) where chromium is missing.
  python3 tests/web/browser.py TABULA SOURCE_DIR"""
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from webtest import Server, check, done  # noqa: E402
from chrome import Browser, chromium_or_skip  # noqa: E402

tabula, source = sys.argv[1], sys.argv[2]
chromium = chromium_or_skip()

srv = Server(tabula, "--games-dir", f"{source}/games")
browser = Browser(chromium)
try:
    # the start page: tic-tac-toe, seat 1 a person, seat 2 `first`, seed 2
    browser.open(srv.url)
    check(browser.wait("document.querySelector('#game option[value=tictactoe]') !== null"), "the start page lists tic-tac-toe")
    browser.js("""(() => { const g = document.getElementById('game'); g.value = 'tictactoe';
                   g.dispatchEvent(new Event('change'));
                   document.querySelector('[data-seat="1"]').value = 'human';
                   document.querySelector('[data-seat="2"]').value = 'first';
                   document.getElementById('seed').value = '2';
                   document.getElementById('start').click(); })()""")
    link = browser.wait("(document.querySelector('#link-list a') || {}).href")
    check(link and "token=" in link, f"the start page gives seat 1's link: {link}")
    made = {"id": link.split("id=")[1].split("&")[0]} if link else {}
    browser.call("Page.navigate", {"url": link})
    clicks = 0
    state = None
    while clicks < 9:
        state = browser.wait("['your_turn','finished','failed'].includes(document.body.dataset.state)"
                             " && document.body.dataset.state")
        if state != "your_turn":
            break
        # the first cell that answers an option, clicked in its middle with the mouse
        box = browser.js("""(() => { const g = document.querySelector('svg.scene g.clickable');
                             if (!g) return null; const r = g.getBoundingClientRect();
                             return {x: r.x + r.width / 2, y: r.y + r.height / 2, option: g.dataset.option}; })()""")
        check(box is not None, "a free cell to click")
        if not box:
            break
        before = browser.js("document.querySelectorAll('svg.scene .label').length")
        browser.click(box["x"], box["y"])
        clicks += 1
        # our mark and the bot's reply (or the end) appear on the board
        browser.wait(f"document.querySelectorAll('svg.scene .label').length > {before}"
                     " && document.body.dataset.state !== 'playing'")
    status = browser.js("document.getElementById('status').textContent")
    check(state == "finished", f"the match ends after {clicks} clicks: {state} ({status})")
    check(status and (status.startswith("Winner") or status.startswith("Draw")), f"the page says who won: {status}")
    s, snap, _ = srv.get(f"/api/matches/{made['id']}")
    check(snap["state"] == "finished", "the server says the match finished")
    marks = browser.js("[...document.querySelectorAll('svg.scene .label')].map(t => t.textContent).join('')")
    check(marks and marks.count("X") == clicks, f"one X per click on the board: {marks}")

    # L5R as seat 1, twenty decisions: a click on a card answers the option that names
    # it; after each decision, neither the page (its whole DOM, tooltips included) nor any
    # response or event it received names a card of Scorpion's (seat 2's) that the
    # onlooker's snapshot of that moment does not show.
    scorpion = {line.split(" ", 1)[1].strip() for line in open(f"{source}/games/l5r/decks/scorpion.txt")
                if line[:1].isdigit()}
    crane = {line.split(" ", 1)[1].strip() for line in open(f"{source}/games/l5r/decks/crane.txt") if line[:1].isdigit()}
    hidden = scorpion - crane
    s, made, _ = srv.post("/api/matches", {"game": "l5r", "seed": 11, "agents": ["human", "random"]})
    token = made["seats"][0]["token"]
    browser.call("Network.enable")
    browser.call("Page.navigate", {"url": srv.url.rstrip("/") + made["seats"][0]["link"]})
    check(browser.wait("document.body.dataset.state === 'your_turn' && document.querySelector('svg.scene g.clickable') !== null"),
          "L5R: a card to click")
    snap = srv.wait_state(made["id"], token, lambda j: j["state"] == "your_turn")
    option = browser.js("document.querySelector('svg.scene g.clickable').dataset.option")
    label = next((o["label"] for o in snap["choice"]["options"] if o["id"] == option), None)
    check(label is not None, f"the clicked card names an option of seat 1's choice ({option})")
    public = set()  # every name an onlooker has been shown so far
    decisions, read = 0, 0
    while True:
        s, onl, onl_text = srv.get(f"/api/matches/{made['id']}")
        public |= {n for n in hidden if n in onl_text}
        page = browser.js("document.documentElement.outerHTML")
        leaked = sorted(n for n in hidden if n in page and n not in onl_text)
        check(not leaked, f"L5R decision {decisions + 1}: the page names seat 2's hidden cards: {leaked}")
        received = "\n".join(browser.received())
        read += received.count('"render"')
        leaked = sorted(n for n in hidden if n in received and n not in public)
        check(not leaked, f"L5R decision {decisions + 1}: the page received seat 2's hidden cards: {leaked}")
        if decisions == 20 or snap["state"] != "your_turn":
            break
        card = "svg.scene g.clickable[data-option]"
        target = card if decisions == 0 else "button.option"
        box = browser.js(f"""(() => {{ const r = document.querySelector('{target}').getBoundingClientRect();
                             return {{x: r.x + r.width / 2, y: r.y + r.height / 2}}; }})()""")
        browser.click(box["x"], box["y"])
        before = snap
        snap = srv.wait_state(made["id"], token, lambda j: j["version"] > before["version"] and j["state"] != "playing",
                              timeout=120)
        check(snap["state"] in ("your_turn", "finished") and
              (snap["choice"] is None or snap["choice"]["decision"] > before["choice"]["decision"]),
              f"the click answered seat 1's decision {before['choice']['decision']}")
        decisions += 1
        if snap["state"] == "your_turn":  # the page has the snapshot of the new question
            check(browser.wait(f"current && current.version >= {snap['version']} && "
                               f"document.body.dataset.state === 'your_turn'"), "the page shows the next choice")
    check(decisions == 20, f"seat 1 made twenty decisions in the page: {decisions}")
    check(read >= 20, f"the snapshots the page received were read: {read}")
finally:
    browser.stop()
done("web.browser")
