#!/usr/bin/env python3
"""Helpers of the twin-stream tests (tests/cli/*_twin_streams.sh).

    streams.py renumber STREAM RECORD SEAT   STREAM's lines with each choice's n replaced
                                             by the match's decision number the record
                                             gives that decision of SEAT: what the bot
                                             would have been sent had the host numbered
                                             the match's decisions, not the seat's
    streams.py seen RECORD SEAT [K]          SEAT's (first K) decisions in the record as
                                             the seat knows them: its prompts and answers,
                                             one a line
    streams.py kinds_shown STREAM OWNER KIND...   the index (0-based) of the first line of
                                             STREAM whose view shows a piece of OWNER
                                             of one of the KINDs, or the line count
"""
import json
import sys


def lines(path):
    return open(path).read().splitlines()


def renumber(stream, record, seat):
    numbers = [d["n"] for d in map(json.loads, lines(record))
               if d.get("type") == "decision" and d.get("seat") == seat]
    out, i = [], 0
    for line in lines(stream):
        m = json.loads(line)
        if m.get("type") == "choice":
            m["n"] = numbers[i]
            i += 1
        out.append(json.dumps(m, sort_keys=True))
    print("\n".join(out))


def seen(record, seat, k=None):
    mine = [d for d in map(json.loads, lines(record)) if d.get("type") == "decision" and d.get("seat") == seat]
    for d in mine[:k]:
        print(json.dumps([d.get("prompt"), d.get("answer")]))


def pieces(view):
    """Every piece a view shows: on the board's spaces and in its zones."""
    for stack in (view.get("spaces") or {}).values():
        yield from stack
    for zone in (view.get("zones") or {}).values():
        yield from zone.get("cards") or []


def kinds_shown(stream, owner, kinds):
    all_lines = lines(stream)
    for i, line in enumerate(all_lines):
        view = json.loads(line).get("view") or {}
        if any(p.get("owner") == owner and p.get("kind") in kinds for p in pieces(view)):
            print(i)
            return
    print(len(all_lines))


if __name__ == "__main__":
    cmd, args = sys.argv[1], sys.argv[2:]
    if cmd == "renumber":
        renumber(args[0], args[1], int(args[2]))
    elif cmd == "seen":
        seen(args[0], int(args[1]), int(args[2]) if len(args) > 2 else None)
    elif cmd == "kinds_shown":
        kinds_shown(args[0], int(args[1]), set(args[2:]))
    else:
        sys.exit("unknown command " + cmd)
