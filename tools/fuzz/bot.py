#!/usr/bin/env python3
"""A fuzzing bot for Tabula's external-agent protocol (docs/agents.md).

    tabula play GAME -a "exec:python3 -S tools/fuzz/bot.py SEED [CHAOS]"

It answers each choice with a random mix, seeded by SEED and its seat: mostly valid
ids (one, or several within min..max), and at a rate of CHAOS (default 0.02) one of:
several ids out of range, ids that are not options, malformed JSON, invalid UTF-8,
wrong types, deep nesting, huge numbers, a line over 1 MiB, blank lines, or nothing
at all (it exits). Each answer line it writes adds one byte to the file named by
$FUZZ_ANSWERS, if set, so a run can count answers (tools/fuzz/bots.sh).
"""
import json
import os
import random
import sys

SEED = int(sys.argv[1]) if len(sys.argv) > 1 else 1
CHAOS = float(sys.argv[2]) if len(sys.argv) > 2 else 0.02
OUT = sys.stdout.buffer
COUNT = os.open(os.environ["FUZZ_ANSWERS"], os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644) \
    if os.environ.get("FUZZ_ANSWERS") else None


def say(data):
    OUT.write(data if isinstance(data, bytes) else data.encode())
    OUT.flush()
    if COUNT is not None:
        os.write(COUNT, b".")


def answer(value):
    return json.dumps({"answer": value}) + "\n"


def valid(rng, ids, lo, hi):
    if not ids:
        return answer([])
    k = rng.randint(max(lo, 0), min(max(hi, lo), len(ids)))
    pick = rng.sample(ids, k)
    if k == 1 and rng.random() < 0.5:
        one = pick[0]
        # An id that reads as an integer may be sent as a number.
        return answer(int(one) if one.isdigit() and len(one) < 15 and rng.random() < 0.3 else one)
    return answer(pick)


def chaos(rng, ids, lo, hi):
    """A line from the wrong side of the protocol; returns None to exit instead."""
    some = rng.choice(ids) if ids else "x"
    kinds = [
        lambda: answer(ids[: min(hi, len(ids))] + [some]),                 # too many / a repeat
        lambda: answer([]) if lo > 0 else answer(ids + ["nope"]),          # too few
        lambda: answer("no such id"),
        lambda: answer(-5),
        lambda: answer(12345678901234567890123),                           # past 2^64: a float
        lambda: answer(1.5),
        lambda: '{"answer":1e400}\n',
        lambda: '{"answer":-1e400}\n',
        lambda: answer(True),
        lambda: answer(None),
        lambda: answer({"id": some}),
        lambda: answer([[some]]),
        lambda: json.dumps([some]) + "\n",
        lambda: json.dumps(some) + "\n",
        lambda: json.dumps({"answr": some}) + "\n",
        lambda: '{"answer": "' + some + '"',                                # cut short
        lambda: '{"answer": ' + some + '}}\n',
        lambda: "not json at all\n",
        lambda: b'{"answer":"\xff\xfe"}\n',
        lambda: b'{"answer":"' + some.encode() + b'\xc3"}\n',
        lambda: b"\x00\x01\x02\n",
        lambda: '{"answer":' + "[" * rng.choice([63, 64, 65, 1000, 100000]) + "\n",
        lambda: '{"answer":' + "[" * 60 + json.dumps(some) + "]" * 60 + "}\n",
        lambda: '{"answer":"' + "a" * (1 << 20) + '"}\n',                  # over 1 MiB
        lambda: "\n\n" + answer(some),                                     # blank lines, then fine
        lambda: "  " + answer(some).rstrip("\n") + "  \r\n",               # blanks around
        lambda: json.dumps({"answer": some, "extra": {"deep": [1, [2, [3]]]}}) + "\n",
        lambda: None,
    ]
    return rng.choice(kinds)()


def main():
    rng = random.Random(SEED)
    for raw in sys.stdin.buffer:
        try:
            msg = json.loads(raw)
        except ValueError:
            continue
        kind = msg.get("type")
        if kind == "start":
            rng = random.Random(SEED * 1000 + int(msg.get("seat", 0)))
        elif kind == "end":
            return
        elif kind == "choice":
            ids = [o["id"] for o in msg.get("options", [])]
            lo, hi = int(msg.get("min", 1)), int(msg.get("max", 1))
            line = chaos(rng, ids, lo, hi) if rng.random() < CHAOS else valid(rng, ids, lo, hi)
            if line is None:
                return
            say(line)


if __name__ == "__main__":
    try:
        main()
    except (BrokenPipeError, KeyboardInterrupt):
        pass
