#!/usr/bin/env python3
"""Which rule ids of a game's rules page no scenario cites: the bold ids of the page
(**L5-7.4**, **A-3**, **BC-1.1.2**, ...) against the ids named in the game's scenarios (with their
sub-clauses: L5-7.9(b) counts for L5-7.9).

    python3 tools/stats/rule_coverage.py docs/games/l5r.md games/l5r/scenarios
Exit 1 if some id is not cited, so a game that claims full coverage can test it.
"""
import pathlib
import re
import sys

ID = r"(?:[A-Z][A-Z0-9]*-\d+(?:\.\d+)*)"


def main(args):
    if len(args) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    spec = pathlib.Path(args[0]).read_text(encoding="utf-8")
    defined = list(dict.fromkeys(re.findall(r"\*\*(" + ID + r")(?![.\d])", spec)))
    cited = set()
    for folder in args[1:]:
        for f in pathlib.Path(folder).rglob("*.lua"):
            cited.update(re.findall(ID, f.read_text(encoding="utf-8")))
    missing = [i for i in defined if i not in cited]
    print(f"{len(defined) - len(missing)} of {len(defined)} rule ids cited")
    if missing:
        print("not cited: " + " ".join(missing))
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
