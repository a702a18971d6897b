-- Fixture for tests/unit/test_effects.cpp: option `case` picks a scenario;
-- each logs what it sees with match:log and ends in a draw.
local effects = require "tabula.effects"

local game = {
  name = "Flow fixture: effects",
  version = "1.0",
  seats = { min = 1, max = 4, default = 3 },
  options = { case = { default = "order" } },
}

local cases = {}

local function logger(match, text)
  return function() match:log(text) end
end

function cases.order(match)
  match:set_seat(2)
  effects.trigger(match, { event = "ping", name = "A", seat = 3, operation = logger(match, "A(s3)") })
  effects.trigger(match, { event = "ping", name = "B", seat = 1, operation = logger(match, "B(s1)") })
  effects.trigger(match, { event = "ping", name = "C", operation = logger(match, "C(game)") })
  effects.trigger(match, { event = "ping", name = "D", seat = 2, operation = logger(match, "D(s2)") })
  effects.trigger(match, { event = "ping", name = "E", source = { id = "e", owner = 2 }, operation = logger(match, "E(s2)") })
  effects.trigger(match, { event = "ping", name = "F", seat = 3, operation = logger(match, "F(s3)") })
  effects.trigger(match, { event = "pong", name = "G", seat = 1, operation = logger(match, "G(pong)") })
  effects.emit(match, { name = "ping" })
  match:log("--")
  match:next_turn()  -- seat 3
  effects.emit(match, { name = "ping" })
end

-- A move (here a script action that emits "moved", as the objects part does)
-- whose trigger asks choices; and a trigger on a C++-emitted event.
function cases.choice_in_move(match)
  local piece = { id = "p1", at = "a1" }
  local function move(to)
    match:log("move start %s", to)
    local from = piece.at
    piece.at = to
    effects.emit(match, { name = "moved", object = piece, from = from, to = to })
    match:log("move end %s", to)
  end
  effects.trigger(match, {
    event = "moved", name = "Ambush", seat = 2, optional = true,
    condition = function(ev) return ev.to == "c3" end,
    operation = function(ev)
      local pick = match:choose{ seat = 2, prompt = "Ambush: what to do?", options = { "push", "capture" } }
      match:log("ambush %s at %s", pick, ev.to)
    end,
  })
  effects.trigger(match, {
    event = "turn_started", name = "Turn bonus",
    operation = function(ev)
      local pick = match:choose{ seat = ev.seat, prompt = "Bonus?", options = { "gold", "card" } }
      match:log("turn bonus s%d %s", ev.seat, pick)
    end,
  })
  move("c3")
  move("c4")
  move("c3")
  match:next_turn()
  match:log("done")
end

function cases.nested(match)
  local function on(event, name, f) effects.trigger(match, { event = event, name = name, operation = f }) end
  on("a", "A1", function()
    match:log("A1 start")
    effects.emit(match, { name = "b" })
    effects.emit(match, { name = "c" })
    match:log("A1 end")
  end)
  on("a", "A2", function() match:log("A2") end)
  on("b", "B", function()
    match:log("B")
    effects.emit(match, { name = "d" })
  end)
  on("c", "C", function() match:log("C") end)
  on("d", "D", function() match:log("D") end)
  effects.emit(match, { name = "a" })
  match:log("after")
end

function cases.modifiers(match)
  local knight, pawn = { id = "n", kind = "knight" }, { id = "p", kind = "pawn" }
  match.state.flag = true
  effects.modifier(match, { query = "movement", name = "Haste", duration = "turn",
                            modify = function(v) return v + 1 end })
  effects.modifier(match, { query = "movement", name = "Double", order = 10,
                            applies = function(piece) return piece.kind == "knight" end,
                            modify = function(v) return v * 2 end })
  effects.modifier(match, { query = "movement", name = "Slow", order = -5, duration = "round",
                            modify = function(v) return v - 1 end })
  effects.modifier(match, { query = "movement", name = "Until moved",
                            duration = { until_event = "moved", condition = function(ev) return ev.object == knight end },
                            modify = function(v) return v + 10 end })
  effects.modifier(match, { query = "movement", name = "While flag",
                            duration = { while_ = function() return match.state.flag end },
                            modify = function(v) return v + 100 end })
  effects.modifier(match, { query = "strength", name = "Other query", modify = function(v) return v + 1000 end })
  local function show(tag)
    match:log("%s knight %d pawn %d", tag, effects.query(match, "movement", 2, knight),
              effects.query(match, "movement", 2, pawn))
  end
  show("t1")
  effects.emit(match, { name = "moved", object = pawn })
  show("pawn moved")
  effects.emit(match, { name = "moved", object = knight })
  show("knight moved")
  match:next_turn()
  show("t2")
  match.state.flag = false
  show("flag off")
  match.state.flag = true
  show("flag on")
  match:next_turn()
  match:next_turn()
  show(("t%d r%d"):format(match:turn(), match:round()))
  local names = {}
  for _, e in ipairs(effects.list(match)) do names[#names + 1] = e.name end
  match:log("left: %s", table.concat(names, ", "))
end

function cases.stay(match)
  local token = { id = "tok", stay = 1, owner = 1 }
  local fired = 0
  effects.trigger(match, { event = "ping", name = "Once per stay", source = token, limit = { per = "stay", times = 1 },
                           operation = function() fired = fired + 1 end })
  local function ping(tag)
    effects.emit(match, { name = "ping" })
    match:log("%s fired %d", tag, fired)
  end
  ping("stay1 a")
  ping("stay1 b")
  token.stay = 2
  ping("stay2 a")
  ping("stay2 b")
  effects.modifier(match, { query = "power", name = "While in play", source = token, duration = "stay",
                            modify = function(v) return v + 5 end })
  match:log("stay2 power %d", effects.query(match, "power", 1))
  token.stay = 3
  match:log("stay3 power %d", effects.query(match, "power", 1))
end

function cases.limit_turn(match)
  local fired = 0
  effects.trigger(match, { event = "ping", name = "Once per turn", limit = { per = "turn", times = 1 },
                           operation = function() fired = fired + 1 end })
  effects.trigger(match, { event = "ping", name = "Twice per match", limit = { per = "match", times = 2 },
                           operation = function() match:log("twice-per-match fires") end })
  for t = 1, 2 do
    effects.emit(match, { name = "ping" })
    effects.emit(match, { name = "ping" })
    match:log("turn %d fired %d", match:turn(), fired)
    match:next_turn()
  end
  effects.emit(match, { name = "ping" })
  match:log("turn %d fired %d", match:turn(), fired)
end

function cases.turn_events(match)
  for _, name in ipairs{ "turn_ended", "round_started", "turn_skipped", "turn_started" } do
    effects.trigger(match, { event = name, name = name, operation = function(ev)
      match:log("%s seat=%s turn=%s round=%s", ev.name, tostring(ev.seat), tostring(ev.turn), tostring(ev.round))
    end })
  end
  match:skip_turn(2)
  match:next_turn()
  match:next_turn()
end

function cases.removal(match)
  local src = { id = "card" }
  local h = effects.trigger(match, { event = "ping", name = "Removed", operation = logger(match, "removed fired") })
  effects.trigger(match, { event = "ping", name = "Self-removing", operation = function(ev, self)
    match:log("self-removing fired")
    self:remove()
  end })
  effects.trigger(match, { event = "ping", name = "By source", source = src, operation = logger(match, "by source fired") })
  effects.modifier(match, { query = "q", name = "By source mod", source = src, modify = function(v) return v + 1 end })
  h:remove()
  match:log("h active %s", tostring(h:active()))
  effects.emit(match, { name = "ping" })
  effects.emit(match, { name = "ping" })
  match:log("removed by source: %d", effects.remove_source(match, src))
  effects.emit(match, { name = "ping" })
  match:log("q %d left %d", effects.query(match, "q", 0), #effects.list(match))
end

-- Errors: each case fails the match; the test checks the message.
function cases.guard_modify(match)
  effects.modifier(match, { query = "movement", name = "Cheat", modify = function(v)
    return v + match:roll(6)  -- line 194: an action inside a pure query
  end })
  effects.query(match, "movement", 1)
end

function cases.guard_condition(match)
  effects.trigger(match, { event = "ping", name = "Peek",
    condition = function(ev) return match:choose{ options = { "a", "b" } } == "a" end,  -- line 201
    operation = function() end })
  effects.emit(match, { name = "ping" })
end

function cases.trigger_error(match)
  effects.trigger(match, { event = "ping", name = "Boom", operation = function()
    local t = nil
    return t.field  -- line 209
  end })
  effects.emit(match, { name = "ping" })
end

function cases.loop(match)
  effects.trigger(match, { event = "ping", name = "Echo", operation = function()
    effects.emit(match, { name = "ping" })
  end })
  effects.emit(match, { name = "ping" })
end

function cases.bad_specs(match)
  local function try(f)
    local ok, err = pcall(f)
    match:log(ok and "ok" or err)
  end
  try(function() effects.trigger(match, { operation = function() end }) end)
  try(function() effects.trigger(match, { event = "x" }) end)
  try(function() effects.trigger(match, { event = "x", operation = function() end, seat = 9 }) end)
  try(function() effects.trigger(match, { event = "x", operation = function() end, limit = { per = "week" } }) end)
  try(function() effects.modifier(match, { query = "q" }) end)
  try(function() effects.modifier(match, { query = "q", modify = function(v) return v end, duration = "forever" }) end)
  try(function() effects.emit(match, { }) end)
  try(function() tabula.guarded("probe", function() effects.emit(match, { name = "x" }) end) end)
end

-- Per-match registries: the first match registers a trigger, the second must not see it.
function cases.isolation_register(match)
  effects.trigger(match, { event = "ping", name = "Mine", operation = logger(match, "mine fired") })
  effects.emit(match, { name = "ping" })
  match:log("effects %d", #effects.list(match))
end

function cases.isolation_check(match)
  effects.emit(match, { name = "ping" })
  match:log("effects %d", #effects.list(match))
end

function cases.hash_with(match)
  effects.trigger(match, { event = "ping", name = "X", operation = function() end })
  match:next_turn()
  match:finish{ draw = true }
end

function cases.hash_with_other_name(match)
  effects.trigger(match, { event = "ping", name = "Y", operation = function() end })
  match:next_turn()
  match:finish{ draw = true }
end

function cases.hash_without(match)
  match:next_turn()
  match:finish{ draw = true }
end

-- The events the host is told the effects want (Effects::wants), turn by turn.
function cases.wanted(match)
  local ping = effects.trigger(match, { event = "ping", name = "P", operation = function() end })
  match:next_turn()   -- turn 2: "ping" only
  effects.modifier(match, { query = "q", name = "U", duration = { until_event = "pong" },
                            modify = function(v) return v end })
  match:next_turn()   -- turn 3: every event (an effect waits for one)
  effects.emit(match, { name = "pong" })
  ping:remove()
  match:next_turn()   -- turn 4: none
end

function game.setup(match) end

function game.play(match)
  local case = cases[match.options.case]
  if not case then error("no case " .. tostring(match.options.case)) end
  case(match)
  match:finish{ draw = true, reason = "fixture done" }
end

-- match:roll emits "rolled"; a trigger on it may ask a choice before roll returns.
function cases.rolled(match)
  effects.trigger(match, {
    event = "rolled", name = "Lucky charm",
    operation = function(ev)
      local pick = match:choose{ seat = ev.seat, prompt = "Charm?", options = { "keep", "reroll" } }
      match:log("rolled d%d: %s by seat %d, %s", ev.faces, table.concat(ev.results, "+"), ev.seat, pick)
    end,
  })
  local a, b = match:roll(6, 2)
  match:log("roll returned %d+%d", a, b)
  match:log("done")
end

return game
