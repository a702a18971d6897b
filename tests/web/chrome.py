"""Headless chromium for the web tests (tests/web/): Debian's chromium driven over the
DevTools protocol through a pipe (--remote-debugging-pipe: no library, no port), stopped
by its PID however the test ends. `chromium_or_skip()` exits 77 where there is none.
Scrollbars are hidden: a page's width, and so a board's screenshot, does not depend on
how long the page is."""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

from webtest import _die_with_parent


def chromium_or_skip():
    path = shutil.which("chromium") or shutil.which("chromium-browser")
    if not path:
        print("SKIP: no chromium (Debian package chromium; tools/setup.sh installs it)")
        sys.exit(77)
    return path


class Browser:
    def __init__(self, chromium, size=(1000, 800)):
        self.profile = tempfile.mkdtemp(prefix="tabula-chromium-")
        to_r, self.to_w = os.pipe()
        self.from_r, from_w = os.pipe()
        # moved past 3 and 4, which the shell below makes them
        for fd, high in ((to_r, 100), (from_w, 101)):
            os.dup2(fd, high, inheritable=False)
            os.close(fd)
        to_r, from_w = 100, 101
        # chromium reads commands on fd 3 and writes replies on fd 4
        shell = f'exec "$0" "$@" 3<&{to_r} 4>&{from_w} {to_r}<&- {from_w}>&-'
        self.proc = subprocess.Popen(
            ["bash", "-c", shell, chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
             "--remote-debugging-pipe", f"--user-data-dir={self.profile}", f"--window-size={size[0]},{size[1]}", "about:blank"],
            pass_fds=(to_r, from_w), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=_die_with_parent)
        os.close(to_r)
        os.close(from_w)
        self.next_id = 0
        self.buffer = b""
        self.session = None
        self.events = []  # the protocol's events ({method, params}) read so far, oldest first

    def stop(self):
        if self.proc.poll() is None:
            self.proc.terminate()  # by its PID
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        shutil.rmtree(self.profile, ignore_errors=True)

    def call(self, method, params=None, session=True):
        self.next_id += 1
        msg = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            msg["sessionId"] = self.session
        os.write(self.to_w, json.dumps(msg).encode() + b"\0")
        while True:
            while b"\0" not in self.buffer:
                chunk = os.read(self.from_r, 1 << 16)
                if not chunk:
                    raise SystemExit("FAIL: chromium closed the pipe")
                self.buffer += chunk
            line, self.buffer = self.buffer.split(b"\0", 1)
            reply = json.loads(line)
            if "id" not in reply:
                self.events.append(reply)
            elif reply.get("id") == self.next_id:
                if "error" in reply:
                    raise SystemExit(f"FAIL: {method}: {reply['error']}")
                return reply.get("result", {})

    def open(self, url):
        target = self.call("Target.createTarget", {"url": url}, session=False)["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True},
                                 session=False)["sessionId"]

    def js(self, expression):
        r = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True})
        return r.get("result", {}).get("value")

    def received(self):
        """Every response body and server-sent event the page has received since
        Network.enable, as text (the events read so far are used up)."""
        texts = []
        events, self.events = self.events, []
        for e in events:
            p = e.get("params", {})
            if e.get("method") == "Network.eventSourceMessageReceived":
                texts.append(p.get("data", ""))
            elif e.get("method") == "Network.loadingFinished":
                try:
                    texts.append(self.call("Network.getResponseBody", {"requestId": p["requestId"]})["body"])
                except SystemExit:  # a body chromium no longer keeps (a page left): nothing to read
                    pass
        return texts

    def click(self, x, y):
        for kind in ("mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1})

    def wait(self, expression, timeout=30):
        end = time.time() + timeout
        while time.time() < end:
            v = self.js(expression)
            if v:
                return v
            time.sleep(0.1)
        return None
