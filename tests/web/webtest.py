"""Helpers of the web tests (tests/web/): a `tabula serve` started for the test and
stopped by its PID however the test ends, and small HTTP calls (python3's standard
library only)."""
import atexit
import ctypes
import http.client
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.parse


def _die_with_parent():
    # The server gets SIGTERM when the test's process ends, even killed.
    ctypes.CDLL("libc.so.6").prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG


class Server:
    def __init__(self, tabula, *args):
        self.proc = subprocess.Popen([tabula, "serve", *args], stdout=subprocess.PIPE, stderr=sys.stderr,
                                     text=True, preexec_fn=_die_with_parent)
        atexit.register(self.stop)
        for sig in (signal.SIGTERM, signal.SIGINT):
            signal.signal(sig, lambda *_: (self.stop(), sys.exit(1)))
        line = self.proc.stdout.readline()
        if "listening on http://" not in line:
            self.stop()
            raise SystemExit(f"FAIL: tabula serve did not start: {line!r}")
        url = line.split("listening on ", 1)[1].split()[0]
        parts = urllib.parse.urlsplit(url)
        self.host, self.port = parts.hostname, parts.port
        self.url = url

    def stop(self):
        if self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGTERM)  # by its PID, never by name
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                os.kill(self.proc.pid, signal.SIGKILL)
                self.proc.wait()

    def alive(self):
        return self.proc.poll() is None

    def request(self, method, path, body=None, headers=None, raw=None, timeout=30):
        """(status, parsed JSON or text, raw text)"""
        conn = http.client.HTTPConnection(self.host, self.port, timeout=timeout)
        h = dict(headers or {})
        data = raw
        if body is not None:
            data = json.dumps(body).encode()
            h.setdefault("Content-Type", "application/json")
        conn.request(method, path, body=data, headers=h)
        r = conn.getresponse()
        text = r.read().decode("utf-8", "replace")
        conn.close()
        try:
            parsed = json.loads(text)
        except ValueError:
            parsed = text
        return r.status, parsed, text

    def get(self, path, **kw):
        return self.request("GET", path, **kw)

    def post(self, path, body=None, **kw):
        return self.request("POST", path, body=body, **kw)

    def wait_state(self, match, token, until, timeout=60):
        """The seat's snapshot once `until(snapshot)` holds (long polls on its version)."""
        version = 0
        end = time.time() + timeout
        q = f"?token={token}&" if token else "?"
        while time.time() < end:
            s, snap, _ = self.get(f"/api/matches/{match}{q}after={version}")
            check(s == 200, f"GET the match: {s} {snap}")
            if until(snap):
                return snap
            version = snap["version"]
        raise SystemExit(f"FAIL: the match did not reach the state in {timeout} s: {snap}")


def chromium_or_skip():
    """Debian's chromium, or the test exits 77 (skipped)."""
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if not chromium:
        print("SKIP: no chromium (Debian package chromium; tools/setup.sh installs it)")
        sys.exit(77)
    return chromium


class Browser:
    """Headless chromium driven over the DevTools protocol through a pipe
    (--remote-debugging-pipe: no library, no port)."""
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
            ["bash", "-c", shell, chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--remote-debugging-pipe", f"--user-data-dir={self.profile}", f"--window-size={size[0]},{size[1]}", "about:blank"],
            pass_fds=(to_r, from_w), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=_die_with_parent)
        os.close(to_r)
        os.close(from_w)
        self.next_id = 0
        self.buffer = b""
        self.session = None

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
            if reply.get("id") == self.next_id:
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


failures = 0


def check(cond, what):
    global failures
    if not cond:
        failures += 1
        print("FAIL:", what)
    return cond


def done(name):
    if failures:
        print(f"{name}: {failures} failure(s)")
        sys.exit(1)
    print(f"{name}: ok")
