-- Fixture for tests/unit/test_schedule.cpp: option `case` picks a scenario;
-- each logs what it sees with match:log and ends in a draw.
local flow = require "tabula.flow"
local effects = require "tabula.effects"

local game = {
  name = "Flow fixture: schedule",
  version = "1.0",
  seats = { min = 1, max = 4, default = 3 },
  options = { case = { default = "order" } },
}

local function where(match)
  return ("t%d s%d r%d"):format(match:turn(), match:seat(), match:round())
end

local cases = {}

function cases.order(match)
  match:set_order{ 3, 1, 2 }
  match:set_seat(3)
  local order, dir = match:order()
  match:log("order %s dir %d next(3) %d next(2) %d next(3,2) %d", table.concat(order, ","), dir,
            match:next_seat(3), match:next_seat(2), match:next_seat(3, 2))
  for _ = 1, 5 do
    match:log(where(match))
    match:next_turn()
  end
  match:log("reverse -> %d", match:reverse())
  for _ = 1, 3 do
    match:log(where(match))
    match:next_turn()
  end
end

function cases.skip(match)
  match:skip_turn(2, 2)
  match:log("skips(2) %d", match:skips(2))
  for _ = 1, 6 do
    match:log(where(match))
    match:next_turn()
  end
  match:log("skips(2) %d", match:skips(2))
end

function cases.extra(match)
  match:extra_turn(2)
  for _ = 1, 5 do
    match:log(where(match) .. " extra " .. match:extra_turns())
    match:next_turn()
  end
end

function cases.eliminate(match)
  -- 4 seats; seat 2 is knocked out during its own turn.
  match:next_turn()
  match:set_order{ 1, 3, 4 }
  match:log("%s next(2) %d", where(match), match:next_seat(2))
  for _ = 1, 4 do
    match:next_turn()
    match:log(where(match))
  end
end

function cases.uses(match)
  local function show(tag, ok) match:log("%s %s", tag, tostring(ok)) end
  -- once per turn
  show("turn1 a", match:use("ability", { per = "turn" }))
  show("turn1 b", match:use("ability", { per = "turn" }))
  show("can_use", match:can_use("ability"))
  -- twice per round
  show("round a", match:use("twice", { per = "round", limit = 2 }))
  show("round b", match:use("twice", { per = "round", limit = 2 }))
  show("round c", match:use("twice", { per = "round", limit = 2 }))
  -- per object, per match
  local card1, card2 = { id = 1 }, { id = "c2" }
  show("match c1", match:use("bow", { per = "match", object = card1 }))
  show("match c2", match:use("bow", { per = "match", object = card2 }))
  show("match c1 again", match:use("bow", { per = "match", object = card1 }))
  match:next_turn()  -- turn 2 (seat 2), same round
  show("turn2 a", match:use("ability", { per = "turn" }))
  show("round d", match:use("twice", { per = "round", limit = 2 }))
  show("match c1 t2", match:use("bow", { per = "match", object = card1 }))
  match:next_turn()
  match:next_turn()  -- turn 4: seat 1 again, round 2
  show(where(match) .. " round e", match:use("twice", { per = "round", limit = 2 }))
  match:log("uses twice %d", match:uses("twice", { per = "round" }))
  -- per stay: an object handle's .stay, or a stay_key
  local token = { id = 7, stay = 1 }
  local opts = { per = "stay", limit = 2, object = token }
  show("stay1 a", match:use("skill", opts))
  show("stay1 b", match:use("skill", opts))
  show("stay1 c", match:use("skill", opts))
  token.stay = 2  -- back Home and in play again
  show("stay2 can", (match:can_use("skill", opts)))
  show("stay2 a", match:use("skill", opts))
  match:log("stay2 uses %d", match:uses("skill", opts))
  show("key a", match:use("k", { per = "stay", stay_key = "enter-1" }))
  show("key b", match:use("k", { per = "stay", stay_key = "enter-1" }))
  show("key c", match:use("k", { per = "stay", stay_key = "enter-2" }))
  match:reset_uses("bow", card1)
  show("bow c1 after reset", match:use("bow", { per = "match", object = card1 }))
  show("bow c2 after reset", match:use("bow", { per = "match", object = card2 }))
end

function cases.use_errors(match)
  local function try(f)
    local ok, err = pcall(f)
    match:log(ok and "ok" or err)
  end
  try(function() match:use("x", { per = "week" }) end)
  try(function() match:use("x", { per = "stay" }) end)
  try(function() match:use("x", { object = {} }) end)
  try(function() match:use("x", { limit = -1 }) end)
  try(function() match:skip_turn(9) end)
  try(function() match:set_order{ 1, 1 } end)
  try(function() match:set_order{ 1, 5 } end)
  try(function() tabula.guarded("probe", function() return match:use("x") end) end)
  try(function() tabula.guarded("probe", function() return match:can_use("x") end) end)
  match:log("in_query %s", tostring(tabula.in_query()))
  try(function() tabula.guarded("probe", function() match:log("inside %s %s", tabula.in_query()) end) end)
end

function cases.phases(match)
  effects.trigger(match, { event = "phase_started", name = "watch",
                           operation = function(ev) match:log("event phase_started %s", ev.phase) end })
  effects.trigger(match, { event = "step_ended", name = "watch steps",
                           operation = function(ev) match:log("event step_ended %s/%s", ev.phase, ev.step) end })
  local function logger(what)
    return function(m, item)
      local phase, step = m:phase()
      m:log("%s %s [%s/%s]", what, item.name, tostring(phase), tostring(step))
    end
  end
  local turn = {
    { name = "straighten", enter = logger("enter"), run = logger("run"), leave = logger("leave") },
    { name = "attack", enter = logger("enter"), leave = logger("leave"), steps = {
        { name = "declare", run = function(m, step)
            local pick = m:choose{ prompt = "Attack?", options = { "yes", "no" } }
            m:log("declare: %s", pick)
            if pick == "no" then return flow.END_TURN end
          end, leave = logger("leave") },
        { name = "battle", enter = logger("enter"), run = logger("run") },
    } },
    { name = "end", run = logger("run") },
  }
  for _ = 1, 2 do
    local r = flow.phases(match, turn)
    match:log("turn over: %s, phase %s", tostring(r), tostring((match:phase())))
    match:next_turn()
  end
end

function cases.priority(match)
  local tokens = { 1, 1, 2 }
  local taken = flow.priority(match, {
    first = 2,
    actions = function(seat)
      match:log("opp s%d", seat)
      if tokens[seat] > 0 then return { { id = "spend", label = "Spend a token" } } end
      return {}
    end,
    resolve = function(d)
      tokens[d.seat] = tokens[d.seat] - 1
      match:log("spend s%d", d.seat)
    end,
  })
  match:log("taken %d", taken)
end

-- l5r.md Ex-1: Investigation cancels an assassination. C = seat 1, S = seat 2.
function cases.ex1(match)
  local st = { honor = { 14, -2 }, hand = { { "investigation" }, { "bfw" } }, izumiko = "in play" }
  local REACTION = { investigation = true }
  local function holds(seat, card)
    for i, c in ipairs(st.hand[seat]) do if c == card then return i end end
  end
  local spec = {
    first = 1,
    actions = function(seat)
      match:log("opp s%d", seat)
      local out = {}
      for _, c in ipairs(st.hand[seat]) do
        if not REACTION[c] and c == "bfw" and st.izumiko == "in play" then out[#out + 1] = c end
      end
      return out
    end,
    reactions = function(seat, to, chain)
      match:log("react s%d to %s depth %d chain %d", seat, to.id, to.depth, #chain)
      -- Investigation: the action is on an Assassin ability and targets the reactor's card.
      if to.id == "bfw" and to.seat ~= seat and holds(seat, "investigation") then return { "investigation" } end
      return {}
    end,
    declare = function(d)
      table.remove(st.hand[d.seat], holds(d.seat, d.id))
      match:log("announce %s s%d", d.id, d.seat)
    end,
    resolve = function(d)
      if d.id == "investigation" then
        local p = d.responds_to.seat
        flow.negate(d.responds_to, "all", { "honor_loss:" .. p })
        st.honor[p] = st.honor[p] - 5
        match:log("resolve investigation: s%d loses 5", p)
      elseif d.id == "bfw" then
        match:log("bfw negated: all %s destroy %s own loss %s other loss %s", flow.negated(d, "all"),
                  flow.negated(d, "destroy"), flow.negated(d, "honor_loss:" .. d.seat),
                  flow.negated(d, "honor_loss:1"))
        if flow.negated(d, "destroy") then
          match:log("resolve bfw: destruction negated")
        else
          st.izumiko = "destroyed"
        end
        if not flow.negated(d, "honor_loss:" .. d.seat) then st.honor[d.seat] = st.honor[d.seat] - 1 end
      end
    end,
  }
  local taken = flow.priority(match, spec)
  match:log("end taken %d C=%d S=%d izumiko %s", taken, st.honor[1], st.honor[2], st.izumiko)
end

-- flow.CANCEL: a declare that withdraws the action; the same seat chooses again,
-- and no pass was counted. Negations stack and "all" needs no exception.
function cases.cancel(match)
  local tries, countered = 0, false
  local spec = {
    first = 1,
    actions = function(seat)
      match:log("opp s%d", seat)
      if seat == 1 and tries < 3 then return { { id = "buy", label = "Buy" } } end
      return {}
    end,
    reactions = function(seat, to)
      match:log("react s%d to %s", seat, to.id)
      if to.id == "buy" and seat == 2 and not countered then return { { id = "counter", label = "Counter" } } end
      return {}
    end,
    declare = function(d)
      tries = tries + 1
      if d.id == "buy" and tries == 1 then
        match:log("withdrawn")
        return flow.CANCEL
      end
      if d.id == "counter" and tries == 3 then
        match:log("counter withdrawn")
        return flow.CANCEL
      end
      match:log("declared %s", d.id)
    end,
    resolve = function(d)
      if d.id == "counter" then
        countered = true
        flow.negate(d.responds_to, "gold")
        flow.negate(d.responds_to, "honor_loss:1")
      else
        match:log("resolve buy: gold %s loss %s all %s", flow.negated(d, "gold"), flow.negated(d, "honor_loss:1"),
                  flow.negated(d, "all"))
      end
    end,
  }
  match:log("taken %d", flow.priority(match, spec))
  local ok, err = pcall(flow.negate, {}, 3)
  match:log("%s %s", ok, err)
  ok, err = pcall(flow.negate, {}, "all", { 5 })
  match:log("%s %s", ok, err)
  local d = {}
  flow.negate(d, "all", { "a" })
  match:log("all-but %s %s %s", flow.negated(d, "all"), flow.negated(d, "a"), flow.negated(d, "b"))
end

-- A reaction window on its own, with three seats: reactions to X are legal
-- again after a reaction to X resolves (L5-7.6), even for a seat that passed.
function cases.window3(match)
  local used = {}
  local spec = {
    reactions = function(seat, to)
      match:log("r s%d to %s", seat, to.id)
      if to.id == "spell" and seat ~= to.seat and not used[seat] then return { "counter" } end
      return {}
    end,
    declare = function(d)
      used[d.seat] = true
      match:log("declare %s s%d", d.id, d.seat)
    end,
    resolve = function(d) match:log("resolve %s s%d", d.id, d.seat) end,
  }
  flow.window(match, spec, { seat = 1, id = "spell" })
  match:log("window closed")
  local ok, err = pcall(flow.priority, match, { actions = function() return { "pass" } end, resolve = print })
  match:log(err)
end

function game.setup(match) end

function game.play(match)
  local case = cases[match.options.case]
  if not case then error("no case " .. tostring(match.options.case)) end
  case(match)
  match:finish{ draw = true, reason = "fixture done" }
end

return game
