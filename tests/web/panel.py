"""The debug panel in a real browser (headless chromium, tests/web/chrome.py). A Chernobog
record, opened from a path under the served folder, is stepped with the slider to three
points, each seen by another seat, and the board text the page shows is checked against
`tabula replay --show K --show-seat S` of the same record; the decision shown at a step
has the recorded answer marked; the buttons step back and forward; the same record
uploaded from a file opens with the same steps; play on from a step
makes a new match that begins with the record's decisions. Then a live tic-tac-toe
match: its slider shows the empty board at step 1 while the match goes on. Skipped (77)
where chromium is missing.
  python3 tests/web/panel.py TABULA SOURCE_DIR"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from webtest import Server, check, done  # noqa: E402
from chrome import Browser, chromium_or_skip  # noqa: E402

tabula, source = sys.argv[1], sys.argv[2]
chromium = chromium_or_skip()
games = f"{source}/games"

# The served folder: the pages, and a Chernobog record beside them.
web = tempfile.mkdtemp(prefix="tabula-panel-")
shutil.copytree(f"{source}/tools/web", f"{web}/pages")
os.makedirs(f"{web}/pages/records")
record = f"{web}/pages/records/chernobog.jsonl"
subprocess.run([tabula, "play", "chernobog", "--games-dir", games, "--seats", "2", "--seed", "4", "-q",
                "--record", record], check=True, stdout=subprocess.DEVNULL)
decisions = [json.loads(line) for line in open(record) if '"decision"' in line]
n = len(decisions)


def replay_board(step, seat):
    """What `tabula replay --show STEP --show-seat SEAT` prints."""
    return subprocess.run([tabula, "replay", record, "--games-dir", games, "--show", str(step), "--show-seat", str(seat)],
                          check=True, capture_output=True, text=True).stdout


srv = Server(tabula, "--games-dir", games, "--web-dir", f"{web}/pages", "--max-body", "1024")
browser = Browser(chromium)
try:
    browser.open(srv.url + "record.html?path=records/chernobog.jsonl")
    check(browser.wait("document.body.dataset.record"), "the page opens the record")
    check(browser.js("document.getElementById('step-slider').max") == str(n + 1), f"the slider has {n + 1} steps")
    for step, seat in ((1, 0), (n // 2, 1), (n, 2)):
        browser.js(f"""(() => {{ document.getElementById('record-seat').value = '{seat}';
                        const s = document.getElementById('step-slider'); s.value = {step};
                        s.dispatchEvent(new Event('input')); }})()""")
        check(browser.wait(f"document.body.dataset.step === '{step}'"), f"the slider moves to step {step}")
        shown = browser.js("document.getElementById('render').textContent")
        expected = replay_board(step, seat)
        check(shown and shown.strip() in expected,
              f"step {step}, seat {seat}: the page's board is replay's:\n{shown}\n--- replay ---\n{expected}")
        marked = browser.js("[...document.querySelectorAll('.step-options li.answer')].map(l => l.dataset.option)")
        check(marked == decisions[step - 1]["answer"], f"step {step}: the recorded answer is marked: {marked}")
    browser.js("document.getElementById('step-back').click()")
    check(browser.wait(f"document.body.dataset.step === '{n - 1}'"), "the back button shows the step before")
    browser.js("document.getElementById('step-forward').click(); document.getElementById('step-forward').click()")
    check(browser.wait(f"document.body.dataset.step === '{n + 1}'"), "the forward button reaches the end")
    check("the end" in browser.js("document.getElementById('step-decision').textContent"), "the last step is the end")

    # the same record uploaded from a file: another id, the same steps
    first_id = browser.js("document.body.dataset.record")
    root = browser.call("DOM.getDocument")["root"]["nodeId"]
    node = browser.call("DOM.querySelector", {"nodeId": root, "selector": "#record-file"})["nodeId"]
    browser.call("DOM.setFileInputFiles", {"nodeId": node, "files": [record]})
    browser.js("document.getElementById('record-open').click()")
    check(browser.wait(f"document.body.dataset.record && document.body.dataset.record !== '{first_id}'"),
          "the page uploads the record from a file")
    check(browser.js("document.getElementById('step-slider').max") == str(n + 1), "the uploaded record has the same steps")
    check(browser.wait("document.body.dataset.step === '1'"), "the uploaded record opens at step 1")
    check(browser.js("document.getElementById('render').textContent").strip() in replay_board(1, 0),
          "the uploaded record's step 1 is replay's")

    # play on from step 5, bots on both seats: the new match begins with the record's first 4 decisions
    browser.js("""(() => { const s = document.getElementById('step-slider'); s.value = 5;
                   s.dispatchEvent(new Event('input'));
                   document.getElementById('play-on').open = true;
                   document.getElementById('play-on-start').click(); })()""")
    link = browser.wait("(document.getElementById('play-on-onlooker') || {}).href")
    check(link, "play on gives the new match's link")
    if link:
        new_id = link.split("id=")[1]
        snap = srv.wait_state(new_id, "", lambda j: j["state"] in ("finished", "failed"), timeout=120)
        check(snap["state"] == "finished", f"the new match plays to its end: {snap['state']}")
        s, first, _ = srv.get(f"/api/matches/{new_id}/history?step=5")
        check(s == 200 and first["step"] == 5, f"the new match's history: {s} {first}")
        replayed = replay_board(5, 0)
        check(first.get("render", "").strip() in replayed, "the new match at step 5 is the record's")

    # a live match: seat 1 a person; the slider shows step 1 while the match goes on
    s, made, _ = srv.post("/api/matches", {"game": "tictactoe", "seed": 3, "agents": ["human", "first"]})
    token = made["seats"][0]["token"]
    mid = made["id"]
    snap = srv.wait_state(mid, token, lambda j: j["state"] == "your_turn")
    srv.post(f"/api/matches/{mid}/answer?token={token}", {"answer": snap["choice"]["options"][0]["id"]})
    snap = srv.wait_state(mid, token, lambda j: j["state"] == "your_turn" and j["decisions"] == 2)
    browser.call("Page.navigate", {"url": srv.url.rstrip("/") + made["seats"][0]["link"]})
    check(browser.wait("document.getElementById('step-slider') && document.getElementById('step-slider').max === '3'"),
          "the match's slider has a step per decision and now")
    browser.js("""(() => { const s = document.getElementById('step-slider'); s.value = 1;
                   s.dispatchEvent(new Event('input')); })()""")
    check(browser.wait("document.body.dataset.step === '1'"), "the slider shows step 1")
    marks = browser.js("[...document.querySelectorAll('svg.scene .label')].map(t => t.textContent).join('')")
    check(marks == "", f"step 1 shows the empty board: {marks!r}")
    browser.js("document.getElementById('step-forward').click(); document.getElementById('step-forward').click()")
    check(browser.wait("document.body.dataset.state === 'your_turn' && !document.body.dataset.step"),
          "forward to now shows the live match, seat 1 asked")
finally:
    browser.stop()
    shutil.rmtree(web, ignore_errors=True)
done("web.panel")
