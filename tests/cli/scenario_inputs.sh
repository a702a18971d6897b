# Scenario inputs: answers queued with t:answer and never used, or dice forced with
# t:dice and never rolled, fail the scenario, naming them and the line that made the
# match; t:unused() takes them (a trap asserted), t:forced() lists the single-option
# choices the host took without asking.
. "$(dirname "$0")/lib.sh"

G=$WORK/g
mkdir -p "$G/pick/scenarios"
cat > "$G/pick/game.lua" <<'LUA'
-- Seat 1 rolls a d6 and picks one of three letters, then one or two of x, y, z; then
-- a choice of one option (forced) and the match ends.
local game = { name = "Pick", seats = 1 }
function game.setup(match) match.state.log = {} end
function game.play(match)
  local log = match.state.log
  log[#log + 1] = match:roll(6)
  log[#log + 1] = match:choose{ kind = "letter", prompt = "A letter", options = { "a", "b", "c" } }
  local ids = match:choose{ kind = "some", prompt = "Some", options = { "x", "y", "z" }, min = 1, max = 2 }
  log[#log + 1] = table.concat(ids, "+")
  log[#log + 1] = match:choose{ kind = "last", prompt = "The only one", options = { "only" } }
  return { winner = 1 }
end
return game
LUA
cat > "$G/pick/helpers.lua" <<'LUA'
local T = require "tabula.test"
return { match = function() return T.match{} end }
LUA
cat > "$G/pick/scenarios/inputs.lua" <<'LUA'
local T = require "tabula.test"
local H = require "helpers"

T.scenario("all used", function()
  local t = T.match{}
  t:dice(4)
  t:answer("b", { "x", "z" })
  T.eq(t:run(), "finished")
  T.eq(t.match.state.log, { 4, "b", "x+z", "only" })
  T.eq(t.unused_answers, 0); T.eq(t.unused_dice, 0)
  T.eq(t:forced(), { { seat = 1, turn = 1, prompt = "The only one", kind = "last", id = "only" } })
end)

T.scenario("answers left", function()
  local t = T.match{}
  t:answer("a", "x", "5", "9")
  T.eq(t:run(), "finished")
end)

T.scenario("dice left", function()
  local t = T.match{}
  t:dice(1, 4)
  t:answer("a", "y")
  T.eq(t:run(), "finished")
end)

T.scenario("both left, the match made by a helper", function()
  local t = H.match()
  t:answer("c")
  t:dice(2, 3)
  T.eq(t:run(), "choice")
  t:answer({ "x", "y" }, { "y", "z" })
  T.eq(t.unused_answers, 2); T.eq(t.unused_dice, 1)
end)

T.scenario("a match already collected still counts", function()
  for _ = 1, 2 do
    local t = T.match{}
    t:answer("a")
  end
  collectgarbage()
  collectgarbage()
end)

T.scenario("many answers left: the first ten are named", function()
  local t = T.match{}
  t:answer("a", "x")
  for i = 1, 12 do t:answer(i) end
  t:run()
end)

T.scenario("a trap taken with t:unused()", function()
  local t = T.match{}
  t:dice(5, 6)
  t:answer("c", { "y" }, "never", { "x", "z" })
  T.eq(t:run(), "finished")
  T.eq(t:unused(), { answers = { "never", { "x", "z" } }, dice = { 6 } })
  T.eq(t:unused(), { answers = {}, dice = {} }, "taken: nothing left")
end)

T.scenario("a failing assertion is reported, not the inputs", function()
  local t = T.match{}
  t:answer("a", "x", "left")
  T.eq(t:run(), "choice", "status")
end)
LUA
run 1 "$TABULA" test "$G/pick"
F=$G/pick/scenarios/inputs.lua
contains "ok   $F:4: all used"
contains "FAIL $F:14: answers left
    the match made at $F:15: 2 answers never used: \"5\", \"9\""
contains "FAIL $F:20: dice left
    the match made at $F:21: 1 forced die never rolled: 4"
contains "FAIL $F:27: both left, the match made by a helper
    the match made at $F:28: 2 answers never used: {\"x\", \"y\"}, {\"y\", \"z\"}; 1 forced die never rolled: 3"
contains "FAIL $F:36: a match already collected still counts
    the match made at $F:38: 1 answer never used: \"a\"
    the match made at $F:38: 1 answer never used: \"a\""
contains "    the match made at $F:46: 12 answers never used: \"1\", \"2\", \"3\", \"4\", \"5\", \"6\", \"7\", \"8\", \"9\", \"10\", ..."
contains "ok   $F:52: a trap taken with t:unused()"
contains "FAIL $F:61: a failing assertion is reported, not the inputs
    $F:64: status: expected \"choice\", got \"finished\""
contains "2 passed, 6 failed"
finish
