"""Runs the Lua examples of the documentation that are marked runnable, and fails
naming the page and line of any that does not run (docs/testing.md, "Runnable
examples").

    python3 tests/docs/examples.py TABULA SOURCE_DIR [PAGE.md...]

A fenced block runs when its opening line says so after the language:

    ```lua run                               the block is a whole game.lua
    ```lua run game=ID file=PATH             the file PATH of the game ID, made of every
                                             such block of the page (a later block of the
                                             same file replaces an earlier one)
    ```lua run play [seats=N]                statements run in game.play of a game of N
                                             seats (default 2), then the match is drawn
    ```lua run excerpt=PATH                  the block's lines stand together in PATH

A game is loaded (`tabula check`), played once with random agents (`tabula play
--seed 1`), and its scenarios run (`tabula test`) when it has any. The pages are
docs/guide.md and docs/api.md unless others are named.
"""
import os
import re
import shlex
import subprocess
import sys
import tempfile

PAGES = ["docs/guide.md", "docs/api.md"]
FENCE = re.compile(r"^\s*```(\S*)(.*)$")
PLAY_HEAD = [
    'local game = { name = "doc example", version = "0", seats = %s }',
    "function game.setup(match) end",
    "function game.play(match)",
]
PLAY_TAIL = ['  return { draw = true, reason = "the example ran" }', "end", "return game"]


class Block:
    def __init__(self, page, line, options, lines):
        self.page, self.line, self.options, self.lines = page, line, options, lines

    def where(self):
        return f"{self.page}:{self.line}"


def blocks(page):
    """The runnable blocks of a page; `line` is the line of the block's first code line."""
    open_block = None
    with open(page, encoding="utf-8") as f:
        for number, text in enumerate(f, 1):
            m = FENCE.match(text)
            if open_block is None and m:
                words = m.group(2).split()
                open_block = Block(page, number + 1, words, []) if m.group(1) == "lua" and words[:1] == ["run"] else False
            elif m:
                if open_block:
                    yield open_block
                open_block = None
            elif open_block:
                open_block.lines.append(text.rstrip("\n"))


def options_of(block):
    opts = {}
    for word in block.options[1:]:
        key, _, value = word.partition("=")
        opts[key] = value
    unknown = set(opts) - {"game", "file", "play", "seats", "excerpt"}
    if unknown:
        raise ValueError(f"{block.where()}: unknown run option(s) {', '.join(sorted(unknown))}")
    return opts


class Game:
    """A game folder assembled from blocks: file -> (block, offset of its first line)."""

    def __init__(self, game_id):
        self.id, self.files = game_id, {}

    def add(self, path, block, text_lines, offset):
        self.files[path] = (block, offset, text_lines)

    def write(self, games_dir):
        for path, (_, _, text_lines) in self.files.items():
            dest = os.path.join(games_dir, self.id, path)
            os.makedirs(os.path.dirname(dest), exist_ok=True)
            with open(dest, "w", encoding="utf-8") as f:
                f.write("\n".join(text_lines) + "\n")

    def first_block(self):
        return min((b for b, _, _ in self.files.values()), key=lambda b: b.line)


def games_of(page):
    games, excerpts = {}, []
    for block in blocks(page):
        opts = options_of(block)
        if "excerpt" in opts:
            excerpts.append((block, opts["excerpt"]))
        elif "play" in opts:
            game = games.setdefault(f"play_{block.line}", Game(f"play_{block.line}"))
            head = [PLAY_HEAD[0] % opts.get("seats", "2")] + PLAY_HEAD[1:]
            body = ["  " + line for line in block.lines]
            game.add("game.lua", block, head + body + PLAY_TAIL, len(head))
        elif "game" in opts:
            game = games.setdefault(opts["game"], Game(opts["game"]))
            game.add(opts.get("file", "game.lua"), block, block.lines, 0)
        else:
            game = games.setdefault(f"game_{block.line}", Game(f"game_{block.line}"))
            game.add("game.lua", block, block.lines, 0)
    return games, excerpts


def to_page_lines(text, game):
    """Rewrites games/ID/FILE:N in tabula's output as the page and line of the block."""
    def page_line(m):
        if m.group(1) != game.id or m.group(2) not in game.files:
            return m.group(0)
        block, offset, _ = game.files[m.group(2)]
        n = int(m.group(3)) - offset
        return f"{block.page}:{block.line + n - 1}" if n >= 1 else m.group(0)
    return re.sub(r"games/(\w+)/([\w./-]+\.lua):(\d+)", page_line, text)


def run_game(tabula, games_dir, game):
    """The first failure of a game, as text, or None."""
    folder = os.path.join(games_dir, game.id)
    commands = [[tabula, "check", game.id, "--games-dir", games_dir],
                [tabula, "play", game.id, "--games-dir", games_dir, "--seed", "1"]]
    if os.path.isdir(os.path.join(folder, "scenarios")):
        commands.append([tabula, "test", game.id, "--games-dir", games_dir])
    for cmd in commands:
        try:
            done = subprocess.run(cmd, capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            return f"`tabula {cmd[1]}` did not end within 120 s"
        if done.returncode != 0:
            out = to_page_lines(done.stdout + done.stderr, game).replace(games_dir + "/", "")
            return f"`tabula {shlex.join(cmd[1:3])}` exited {done.returncode}:\n{out}"
    return None


def check_excerpt(block, path):
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read().split("\n")
    except OSError as e:
        return f"excerpt of {path}: {e.strerror}"
    n = len(block.lines)
    if any(text[i:i + n] == block.lines for i in range(len(text) - n + 1)):
        return None
    return f"these {n} lines are not lines of {path} (the excerpt is out of date)"


def main():
    tabula, source = os.path.abspath(sys.argv[1]), sys.argv[2]
    os.chdir(source)
    pages = sys.argv[3:] or PAGES
    ran, failures = 0, []
    with tempfile.TemporaryDirectory() as tmp:
        for page in pages:
            games, excerpts = games_of(page)
            games_dir = os.path.join(tmp, os.path.basename(page).replace(".", "_"))
            for game in games.values():
                game.write(games_dir)
            for game in games.values():
                ran += 1
                error = run_game(tabula, games_dir, game)
                if error:
                    failures.append(f"{game.first_block().where()}: the example (game {game.id}): {error}")
            for block, path in excerpts:
                ran += 1
                error = check_excerpt(block, path)
                if error:
                    failures.append(f"{block.where()}: {error}")
    for failure in failures:
        print("FAIL " + failure)
    print(f"{ran - len(failures)} passed, {len(failures)} failed")
    if ran == 0:
        print("error: no example is marked runnable in " + ", ".join(pages))
        return 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
