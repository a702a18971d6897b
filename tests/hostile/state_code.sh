# Code kept in the state: a function or coroutine anywhere in match.state (a value or a
# key) or in an object's props is refused where the state is hashed —
# at every recorded decision, and once at the end of every match, recorded or not
# (play, simulate, scenarios) — with an error naming the key path: exit 1, never a
# crash, and never a record that cannot be replayed.
. "$(dirname "$0")/lib.sh"

game hook <<'LUA'
local game = { name = "hook", seats = 2, options = {
  what = { default = "function", choices = { "function", "thread", "key", "props", "none" } },
  when = { default = "setup", choices = { "setup", "end" } },
} }
local function plant(match)
  local w = match.options.what
  if w == "function" then match.state.players[2].callback = function() end end
  if w == "thread" then match.state.worker = coroutine.create(function() end) end
  if w == "key" then match.state.seen = { [print] = true } end
  if w == "props" then
    local obj = match:create{ kind = "thing", zone = match:zone{ id = "box" } }
    obj.props.on_move = print  -- written directly: not checked by obj:set, but hashed
  end
end
function game.setup(match)
  match.state.players = { {}, {} }
  if match.options.when == "setup" then plant(match) end
end
function game.play(match)
  match:choose{ prompt = "pick", options = { "x", "y" } }
  if match.options.when == "end" then plant(match) end
  return { winner = 1 }
end
return game
LUA
DATA=": the state is data (numbers, strings, booleans, tables, the host's handles)"
play() { expect "$1" "$TABULA" play hook --games-dir "$G" --seed 1 "${@:2}"; }

play 0 -o what=none
play 0 -o what=none --record "$WORK/ok.jsonl"
expect 0 "$TABULA" replay "$WORK/ok.jsonl" --games-dir "$G"

# Recorded: refused at the first decision.
play 1 -o what=function --record "$WORK/f.jsonl"
contains "hook: the state cannot be hashed for the record: match.state.players[2].callback is a function$DATA"
play 1 -o what=thread --record "$WORK/t.jsonl"; contains "match.state.worker is a thread$DATA"
play 1 -o what=key --record "$WORK/k.jsonl";    contains "match.state.seen has a function as a key$DATA"
play 1 -o what=props --record "$WORK/p.jsonl";  contains "obj.props.on_move is a function$DATA (object 1)"
# Not recorded: refused at the end of the match, in play and in simulate.
for when in setup end; do
  play 1 -o what=function -o when=$when
  contains "hook: the state cannot be hashed: match.state.players[2].callback is a function$DATA"
  expect 1 "$TABULA" simulate hook --games-dir "$G" -n 4 --jobs 2 --no-progress --json -o what=function -o when=$when
  contains '"errors": 4'; contains "match.state.players[2].callback is a function"
done
# Stored after the last decision of a recorded match: the record ends with the error.
play 1 -o what=function -o when=end --record "$WORK/end.jsonl"
contains "match.state.players[2].callback is a function"
grep -q '"outcome":"error"' "$WORK/end.jsonl" || fail "the record does not end with the error"

# Scenarios are recorded: a test match that keeps a function fails the scenario.
mkdir -p "$G/hook/scenarios"
cat > "$G/hook/scenarios/code.lua" <<'LUA'
local T = require "tabula.test"
T.scenario("a function in the state fails the match", function()
  local t = T.match{ options = { what = "function" } }
  local status, err = t:run{ allow_error = true }
  T.eq(status, "error")
  T.truthy(err:find("match.state.players[2].callback is a function", 1, true), err)
end)
T.scenario("a function put in the state by the scenario is refused too", function()
  local t = T.match{ options = { what = "none" } }
  t.match.state.players[1].f = print
  local status, err = t:run{ allow_error = true }
  T.eq(status, "error")
  T.truthy(err:find("match.state.players[1].f is a function", 1, true), err)
end)
LUA
expect 0 "$TABULA" test "$G/hook";                contains "2 passed, 0 failed"
finish
