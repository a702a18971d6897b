"""Every relative link in the repository's Markdown leads somewhere: the file exists,
and a #fragment names a heading of the target page, as GitHub makes its anchors
(lower case; punctuation other than '-' and '_' dropped; spaces become '-'; a
repeated heading gets -1, -2...).
    python3 tests/docs/links.py SOURCE_DIR
"""
import os
import re
import subprocess
import sys

LINK = re.compile(r"\]\(([^)\s]+)\)")
HEADING = re.compile(r"#{1,6} (.*)")


def slug(heading):
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def prose_lines(path):
    """(line number, text) of the lines outside fenced code blocks."""
    fenced = False
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if line.startswith("```"):
                fenced = not fenced
            elif not fenced:
                yield number, line


def anchors_of(path):
    seen, anchors = {}, set()
    for _, line in prose_lines(path):
        m = HEADING.match(line)
        if m:
            s = slug(m.group(1))
            n = seen.get(s, 0)
            seen[s] = n + 1
            anchors.add(s if n == 0 else f"{s}-{n}")
    return anchors


def broken_links(path, anchors):
    for number, line in prose_lines(path):
        for m in LINK.finditer(line):
            target = m.group(1)
            if re.match(r"[a-z]+:", target):
                continue  # a web address or mailto:
            file_part, _, fragment = target.partition("#")
            dest = os.path.normpath(os.path.join(os.path.dirname(path), file_part)) if file_part else path
            if not os.path.exists(dest):
                yield f"{path}:{number}: {target}: no file {dest}"
            elif fragment and dest.endswith(".md"):
                if dest not in anchors:
                    anchors[dest] = anchors_of(dest)
                if fragment not in anchors[dest]:
                    yield f"{path}:{number}: {target}: {dest} has no heading #{fragment}"


def main():
    os.chdir(sys.argv[1] if len(sys.argv) > 1 else ".")
    files = subprocess.run(["git", "ls-files", "*.md"], capture_output=True, text=True, check=True).stdout.split()
    anchors, bad = {}, []
    for path in files:
        bad.extend(broken_links(os.path.normpath(path), anchors))
    for line in bad:
        print("FAIL:", line)
    print(f"links: {len(files)} Markdown files, {len(bad)} broken link(s)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
