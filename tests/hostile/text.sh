# Script text that is not UTF-8 on its way out as JSON: prompts, kinds, labels, view
# strings and keys, results, errors, log lines, traits, the game's name and version.
# The rule (docs/api.md, "Text"): where script text becomes host text it is made valid
# UTF-8, each bad sequence replaced by U+FFFD; option ids must be UTF-8 (match:choose
# refuses others, naming the script line). Records and bot messages stay valid UTF-8,
# a record replays, and nothing ends in exit 3.
. "$(dirname "$0")/lib.sh"
BOT="exec:lua5.4 $SRC/tools/bots/first_bot.lua"
utf8() { iconv -f UTF-8 -t UTF-8 "$1" > /dev/null 2>&1 || fail "$1 is not valid UTF-8"; }
R=$(printf '\357\277\275')   # U+FFFD

game text <<'LUA'
local BAD = "bad \xff\xfe text \xe2\x82"
local game = { name = "text \xff", version = "1.\xfe", seats = 2, options = {
  where = { default = "all", choices = { "all", "id", "error" } },
  note = { default = "n", help = "help \xff" },
} }
function game.setup(match) match.state.bytes = BAD end
function game.view(match, seat) return { [BAD] = BAD, list = { BAD, 1 } } end
function game.render(match, seat) return "board " .. BAD end
function game.traits(match, seat) return { "trait " .. BAD } end
function game.play(match)
  local w = match.options.where
  match:log("log %s", BAD)
  if w == "id" then match:choose{ prompt = "ids", options = { "ok", "id\xff\xfe" } } end
  if w == "error" then error(BAD) end
  match:choose{ prompt = "prompt " .. BAD, kind = "kind " .. BAD,
    options = { { id = "a", label = "label " .. BAD }, { id = "b", label = "\xc3\xa9" }, "c" } }
  match:choose{ seat = 2, prompt = BAD, options = { "x", "y", "z" },
    label = function(id) return id .. " " .. BAD end }
  return { winner = 1, reason = "reason " .. BAD }
end
return game
LUA
play() { expect "$1" "$TABULA" play text --games-dir "$G" --seed 1 "${@:2}"; }

# Recorded with random agents, then with bots on both seats (views, labels, the
# label function): valid UTF-8 throughout, and each record replays.
play 0 --record "$WORK/r.jsonl"; utf8 "$WORK/r.jsonl"
contains "Winner: seat 1 (reason bad $R$R text $R)"
grep -q "\"prompt\":\"prompt bad $R$R text $R\"" "$WORK/r.jsonl" || fail "the recorded prompt is not the text with U+FFFD"
grep -q "\"version\":\"1.$R\"" "$WORK/r.jsonl" || fail "the recorded version is not the text with U+FFFD"
expect 0 "$TABULA" replay "$WORK/r.jsonl" --games-dir "$G"; contains ": ok, 2 decisions replayed"
lacks "warning"                                       # the same version, read back
play 0 --record "$WORK/b.jsonl" -a "exec:tee $WORK/bot1.in | lua5.4 $SRC/tools/bots/first_bot.lua" \
  -a "exec:tee $WORK/bot2.in | lua5.4 $SRC/tools/bots/first_bot.lua"
for f in b.jsonl bot1.in bot2.in; do utf8 "$WORK/$f"; done
grep -q "\"label\":\"label bad $R$R text $R\"" "$WORK/bot1.in" || fail "bot 1 was not sent the label with U+FFFD"
grep -q "\"label\":\"x bad $R$R text $R\"" "$WORK/bot2.in" || fail "bot 2 was not sent the label function's text"
grep -q "\"view\":{\"bad $R$R text $R\":" "$WORK/bot1.in" || fail "bot 1 was not sent the view's key with U+FFFD"
expect 0 "$TABULA" replay "$WORK/b.jsonl" --games-dir "$G"; contains ": ok, 2 decisions replayed"

# An error message with bad bytes: the match's result, recorded, replayed.
play 1 -o where=error --record "$WORK/e.jsonl"; utf8 "$WORK/e.jsonl"
contains "games/text/game.lua:14: bad"
expect 0 "$TABULA" replay "$WORK/e.jsonl" --games-dir "$G"; contains ": ok, 0 decisions replayed"

# An option id that is not UTF-8 is refused where the script asks, on every path.
for agents in "--agent=random" "--agent=$BOT" "--record=$WORK/i.jsonl"; do
  play 1 -o where=id "$agents"
  contains "games/text/game.lua:13: match:choose: option 2's id \"id\\xff\\xfe\" is not valid UTF-8"
done

# simulate --json: traits and error samples come out as valid UTF-8.
expect 0 "$TABULA" simulate text --games-dir "$G" -n 4 --json --no-progress
printf '%s' "$OUT" > "$WORK/sim.json"; utf8 "$WORK/sim.json"; contains "\"trait\": \"trait bad $R$R text $R\""
expect 1 "$TABULA" simulate text --games-dir "$G" -n 2 --json --no-progress -o where=error
printf '%s' "$OUT" > "$WORK/sim.json"; utf8 "$WORK/sim.json"; contains "bad $R$R text $R"
expect 0 "$TABULA" list --games-dir "$G"; contains "help $R"

# The scenario runner records, dumps, parses and replays each test match.
mkdir -p "$G/text/scenarios"
cat > "$G/text/scenarios/text.lua" <<'LUA'
local T = require "tabula.test"
T.scenario("bad bytes in prompts, labels and results replay", function()
  local t = T.match{}
  T.eq(t:run(), "choice")
  T.eq(t:pending().prompt, "prompt bad \xef\xbf\xbd\xef\xbf\xbd text \xef\xbf\xbd")
  T.eq(t:view(1).list[1], "bad \xef\xbf\xbd\xef\xbf\xbd text \xef\xbf\xbd")
  t:answer("a", "y")
  T.eq(t:run(), "finished")
  T.eq(t.result.reason, "reason bad \xef\xbf\xbd\xef\xbf\xbd text \xef\xbf\xbd")
end)
T.scenario("an id that is not UTF-8 fails the match", function()
  local t = T.match{ options = { where = "id" } }
  local status, err = t:run{ allow_error = true }
  T.eq(status, "error")
  assert(err:find("is not valid UTF-8", 1, true), err)
end)
LUA
expect 0 "$TABULA" test "$G/text"; contains "2 passed"
rm -r "$G/text/scenarios"

# -o values come from outside: text that is not UTF-8 is a usage error.
play 2 -o "note=$(printf 'n\377')"; contains "option 'note': the value is not valid UTF-8: n\\xff"
finish
