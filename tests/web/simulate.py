"""A simulation from the page in a real browser (headless chromium, tests/web/chrome.py):
tic-tac-toe, two random seats, 300 matches, seed 7, started from simulate.html; the
progress bar fills, and the charts show a bar per seat whose rate is that of `tabula
simulate --json` with the same arguments, its interval as a whisker, the match lengths
and how matches end; the download link gives the summary. Skipped (77) where chromium
is missing.
  python3 tests/web/simulate.py TABULA SOURCE_DIR"""
import json
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from webtest import Server, check, done  # noqa: E402
from chrome import Browser, chromium_or_skip  # noqa: E402

tabula, source = sys.argv[1], sys.argv[2]
chromium = chromium_or_skip()
games = f"{source}/games"
cli = json.loads(subprocess.run([tabula, "simulate", "tictactoe", "--games-dir", games, "-n", "300", "--seed", "7",
                                 "-a", "random", "-a", "random", "--json"], check=True, capture_output=True,
                                text=True).stdout)

srv = Server(tabula, "--games-dir", games)
browser = Browser(chromium)
try:
    browser.open(srv.url + "simulate.html")
    check(browser.wait("document.querySelector('#game option[value=tictactoe]') !== null"), "the page lists tic-tac-toe")
    browser.js("""(() => { const g = document.getElementById('game'); g.value = 'tictactoe';
                   g.dispatchEvent(new Event('change'));
                   document.getElementById('matches').value = '300';
                   document.getElementById('seed').value = '7';
                   document.getElementById('start').click(); })()""")
    state = browser.wait("document.body.dataset.simulation", timeout=120)
    check(state == "done", f"the simulation ends: {state} {browser.js('document.getElementById(`error`).textContent')}")
    check(browser.js("document.getElementById('sim-progress').value") == 300, "the progress bar is full")
    rates = browser.js("[...document.querySelectorAll('.chart.seats rect.bar')].map(r => Number(r.dataset.rate))")
    check(rates == [w["rate"] for w in cli["seat_wins"]], f"a bar per seat at simulate's rates: {rates} vs {cli['seat_wins']}")
    whiskers = browser.js("document.querySelectorAll('.chart.seats line.whisker').length")
    check(whiskers == 2, f"a 95% interval per seat: {whiskers}")
    check(browser.js("document.querySelectorAll('.chart.lengths rect.bar').length") == 3, "turns, moves and decisions")
    endings = browser.js("document.querySelector('.chart.endings').textContent")
    check(endings and all(e["reason"] in endings for e in cli["endings"]), f"how matches end: {endings}")
    link = browser.js("document.getElementById('sim-download').getAttribute('href')")
    s, summary, _ = srv.get(link or "/none")
    check(s == 200 and summary.get("seat_wins") == cli["seat_wins"], f"the download is the summary: {s}")
finally:
    browser.stop()
done("web.simulate")
