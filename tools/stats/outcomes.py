#!/usr/bin/env python3
"""How matches end: reads `tabula simulate --results FILE` (JSON Lines) and prints the
share of wins per seat, draws and errors, and how often each result reason occurs.

    tabula simulate l5r -n 2000 --jobs 2 --results /tmp/l5r.jsonl
    python3 tools/stats/outcomes.py /tmp/l5r.jsonl
"""
import collections
import json
import sys


def main(paths):
    if not paths:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    outcomes, reasons = collections.Counter(), collections.Counter()
    total = 0
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                try:
                    result = json.loads(line)["result"]
                except (ValueError, KeyError) as e:
                    print(f"{path}:{n}: not a line of simulate --results ({e})", file=sys.stderr)
                    return 1
                total += 1
                if result.get("outcome") == "win":
                    outcomes["seat %s wins" % "+".join(map(str, result.get("winners", [])))] += 1
                else:
                    outcomes[result.get("outcome", "?")] += 1
                reasons[result.get("reason", result.get("outcome", "?"))] += 1
    print(f"{total} matches")
    print("| result | matches | share |\n| --- | --- | --- |")
    for key, n in sorted(outcomes.items()):
        print(f"| {key} | {n} | {100 * n / total:.1f}% |")
    print("\n| how it ended | matches | share |\n| --- | --- | --- |")
    for key, n in reasons.most_common():
        print(f"| {key} | {n} | {100 * n / total:.1f}% |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
