# Deep, cyclic and exploding data wherever the host turns a Lua value into JSON or a
# state hash (common/lua_walk.h): views going to a bot, state and props hashed for a
# record, replay and scenarios, the game table, -o values. At most 64 levels of tables
# (the outer one is level 1); past that, a cycle in JSON, or more than 2^20 values,
# a clear error naming the hook and the key path: exit 1 (2 for -o), never a signal.
. "$(dirname "$0")/lib.sh"
BOT="exec:lua5.4 $SRC/tools/bots/first_bot.lua"

game deep <<'LUA'
local game = { name = "deep", seats = 2, options = {
  where = { default = "view", choices = { "view", "state", "props", "none" } },
  shape = { default = "chain", choices = { "chain", "cycle", "doubling" } },
  depth = { default = 10 },
} }
-- `n` levels of tables: {a = {a = ... {leaf = 1}}}
local function chain(n) local t = {} local c = t for _ = 2, n do c.a = {} c = c.a end c.leaf = 1 return t end
local function data(o)
  if o.shape == "cycle" then local t = { x = { y = {} } } t.x.y.back = t return t end
  if o.shape == "doubling" then local t = { 1 } for _ = 1, 40 do t = { t, t } end return t end
  return chain(o.depth)
end
function game.setup(match)
  local o = match.options
  if o.where == "state" then match.state.deep = data(o) end  -- match.state is level 1
  if o.where == "props" then
    local obj = match:create{ kind = "thing", zone = match:zone{ id = "box" } }
    obj.props.deep = data(o)  -- written directly: not checked, but hashed
  end
end
function game.view(match, seat)
  if match.options.where == "view" then return data(match.options) end
  return { seat = seat }
end
function game.play(match)
  match:choose{ prompt = "pick", options = { "x", "y" } }
  match:choose{ seat = 2, prompt = "again", options = { "x", "y" } }
  return { winner = 1 }
end
return game
LUA
play() { expect "$1" "$TABULA" play deep --games-dir "$G" --seed 1 "${@:2}"; }

# Views, sent to a bot. 64 levels go (63 once corrupted the heap); 65 and 100000 do not.
for d in 63 64; do play 0 -o depth=$d -a "$BOT"; done
for d in 65 100000; do
  play 1 -o depth=$d -a "$BOT"
  contains "deep: game.view: the view cannot be sent as JSON: nested deeper than 64 levels at view.a.a.a.a"
done
play 1 -o shape=cycle -a "$BOT"
contains "deep: game.view: the view cannot be sent as JSON: a cycle at view.x.y.back: the table is already inside itself"
play 1 -o shape=doubling -a "$BOT"                 # 2^40 paths through 41 tables
contains "the view cannot be sent as JSON: more than 1048576 values at view[1]"
expect 1 "$TABULA" simulate deep --games-dir "$G" -n 3 --json --no-progress -o depth=100000 -a "$BOT"
contains '"error": "deep: game.view: the view cannot be sent as JSON: nested deeper than 64 levels'

# State and props, hashed for records: match.state.deep with 63 levels is 64 in all.
play 0 -o where=state -o depth=63 --record "$WORK/s63.jsonl"
expect 0 "$TABULA" replay "$WORK/s63.jsonl" --games-dir "$G"; contains ": ok, 2 decisions replayed"
for d in 64 100000; do
  play 1 -o where=state -o depth=$d --record "$WORK/s.jsonl"
  contains "deep: the state cannot be hashed for the record: nested deeper than 64 levels at match.state.deep.a.a"
done
play 1 -o where=state -o depth=100000             # not recorded: hashed once, at the end
contains "deep: the state cannot be hashed: nested deeper than 64 levels at match.state.deep.a.a"
play 1 -o where=props -o depth=100000 --record "$WORK/p.jsonl"
contains "nested deeper than 64 levels at obj.props.deep.a.a"; contains "(object 1)"
# Cycles and shared tables in the state hash as references: recorded and replayed.
for shape in cycle doubling; do
  for where in state props; do
    play 0 -o where=$where -o shape=$shape --record "$WORK/$where-$shape.jsonl"
    expect 0 "$TABULA" replay "$WORK/$where-$shape.jsonl" --games-dir "$G"; contains ": ok, 2 decisions replayed"
  done
done

# The scenario runner records and replays every test match, hashing as it goes.
mkdir -p "$G/deep/scenarios"
cat > "$G/deep/scenarios/deep.lua" <<'LUA'
local T = require "tabula.test"
T.scenario("a cyclic state records and replays", function()
  local t = T.match{ options = { where = "state", shape = "cycle" } }
  t:answer("x", "y")
  T.eq(t:run(), "finished")
end)
T.scenario("a view nested 65 levels is an error", function()
  local t = T.match{ options = { where = "view", depth = 65 } }
  local ok, err = pcall(function() return t:view(1) end)
  T.eq(ok, false)
  assert(err:find("nested deeper than 64 levels at view.a.a", 1, true), err)
end)
T.scenario("a state nested 100000 levels fails at the first decision", function()
  local t = T.match{ options = { where = "state", depth = 100000 } }
  t:answer("x", "y")
  t:run()
end)
T.scenario("cyclic test options", function()
  local o = {} o.self = o
  T.match{ options = o }
end)
LUA
expect 1 "$TABULA" test "$G/deep"
contains "ok   "; contains "a cyclic state records and replays"
contains "the state cannot be hashed for the record: nested deeper than 64 levels at match.state.deep.a"
contains "tabula.test_match: a cycle at options.self: the table is already inside itself"
contains "2 passed, 2 failed"
rm -r "$G/deep/scenarios"

# The game table: only name, version, seats and options are read, each checked.
game cyclic_table <<'LUA'
local game = { name = "cyclic table", seats = 1 }
game.graph = { game }                              -- not the host's business
function game.setup(match) end
function game.play(match) return { winner = 1 } end
return game
LUA
expect 0 "$TABULA" play cyclic_table --games-dir "$G"
game deep_option <<'LUA'
local d = {} local c = d for _ = 1, 100000 do c[1] = {} c = c[1] end
local game = { name = "deep option", seats = 1, options = { x = { default = d } } }
function game.setup(match) end
function game.play(match) return { winner = 1 } end
return game
LUA
expect 1 "$TABULA" play deep_option --games-dir "$G"
contains "games/deep_option/game.lua: nested deeper than 64 levels at game.options.x.default[1][1]"

# -o values are data from outside: JSON nested deeper than 64 levels is a usage error.
closed=$(printf '[%.0s' $(seq 60000))1$(printf ']%.0s' $(seq 60000))   # an argument holds 128 KiB at most
play 2 -o "depth=$closed"; contains "option 'depth': the value is nested deeper than 64 levels"
play 2 -o "depth=$(printf '[%.0s' $(seq 100000))"; contains "option 'depth': expected a value like 10, got"
play 2 -o "depth=[[1]]"; contains "option 'depth': expected a value like 10, got [[1]]"
finish
