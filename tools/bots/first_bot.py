#!/usr/bin/env python3
"""A sample external agent for Tabula in Python (docs/agents.md).

It answers every choice with its first option (the first `min` options when `min` is
more than 1), as tools/bots/first_bot.lua and the `first` agent do, and it plays
several matches in one process: each answer says "several_matches": true, and after
each "end" it writes {"ready": true} and waits for the next "start". It exits when its
input ends. `tabula simulate` then starts it once per seat and job instead of once per
match; `tabula play` closes its input after the one match.

    tabula simulate tictactoe -n 100 -a "exec:python3 tools/bots/first_bot.py"
    tabula play tictactoe -a human -a "exec:python3 tools/bots/first_bot.py"

--one-match   the first form of the protocol: no "several_matches", exit at "end"
              (a process per match; for comparison)
--log FILE    append "pid PID seat SEAT match N" to FILE at each start (N counts
              this process's matches)
"""
import json
import os
import sys


def say(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def first_options(choice):
    ids = [option["id"] for option in choice["options"]]
    return ids[: max(choice["min"], 1)]


def main(args):
    one_match = "--one-match" in args
    log = args[args.index("--log") + 1] if "--log" in args else None
    matches = 0
    for line in sys.stdin:
        if not line.strip():
            continue
        message = json.loads(line)
        kind = message.get("type")
        if kind == "start":
            matches += 1
            if log:
                with open(log, "a") as out:
                    out.write(f"pid {os.getpid()} seat {message['seat']} match {matches}\n")
        elif kind == "choice":
            answer = {"answer": first_options(message)}
            if not one_match:
                answer["several_matches"] = True
            say(answer)
        elif kind == "end":
            if one_match:
                return
            say({"ready": True})
        # "rejected": the same choice comes again; anything else: ignored


if __name__ == "__main__":
    main(sys.argv[1:])
