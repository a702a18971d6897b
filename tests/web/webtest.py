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
