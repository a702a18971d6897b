#!/usr/bin/env python3
"""The bots of tests/cli/l5r_twin_streams.sh and tests/cli/hidden_chess_twin_streams.sh.

    bot.py LOG [--moves FILE] [--blind [--avoid-label NAME] [--avoid IDS]]

Appends every line the host sends to LOG, as it came, then answers:
- with --moves FILE, FILE's lines answer the first choices, one a choice, in order;
- then, by default (the observing seat), the option picked by the md5 of the whole
  choice line, view and all: a seat sent the same lines answers the same;
- with --blind (the seat whose hidden cards the twins change), answers that depend on
  nothing the twins change: "pass" whenever it is an option (a seat that never plays a
  card of its hand never shows one), nothing when min is 0, and otherwise the option
  picked by the md5 of the choice's kind, prompt and option ids (not the labels, the
  view or n), leaving out the options labelled NAME (a card's title written as
  the_turtles_shell: the card the twins hold differently, never discarded) and the ids
  IDS (comma-separated: reveal:a1,reveal:b1), unless nothing else is left.
"""
import hashlib
import json
import sys


def name(label):
    """A title as the command line gives it: "The Turtle's Shell" is the_turtles_shell."""
    return "".join(c for c in label.lower().replace(" ", "_") if c.isalnum() or c == "_")


def pick(ids, lo, key):
    h = int(hashlib.md5(key.encode()).hexdigest(), 16)
    start = h % len(ids)
    return (ids[start:] + ids[:start])[:lo]


def arg(args, flag, default=None):
    return args[args.index(flag) + 1] if flag in args else default


def main(args):
    log = open(args[0], "a")
    blind = "--blind" in args
    avoid_label = arg(args, "--avoid-label")
    avoid = set(arg(args, "--avoid", "").split(",")) - {""}
    moves = []
    if "--moves" in args:
        moves = [l.strip() for l in open(arg(args, "--moves")) if l.strip()]
    for line in sys.stdin:
        log.write(line)
        log.flush()
        if not line.strip():
            continue
        message = json.loads(line)
        if message.get("type") == "end":
            return
        if message.get("type") != "choice":
            continue
        options = message["options"]
        ids = [o["id"] for o in options]
        lo = max(message["min"], 1)
        if moves:
            answer = moves.pop(0)
        elif not blind:
            answer = pick(ids, lo, line)
        elif "pass" in ids:
            answer = "pass"
        elif message["min"] == 0:
            answer = []
        else:
            allowed = [o["id"] for o in options
                       if o["id"] not in avoid and (avoid_label is None or name(o["label"]) != avoid_label)] or ids
            answer = pick(allowed, lo, json.dumps([message["kind"], message["prompt"], allowed]))
        sys.stdout.write(json.dumps({"answer": answer}) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main(sys.argv[1:])
