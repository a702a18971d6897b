-- The turn (L5-5): start, Straighten, Events, Action, Attack, Dynasty, End. The
-- flow knows no card by name: Events resolve by their card's on_reveal, lasting
-- ones act through their traits (rules/traits.lua), actions through rules/actions.lua.
local flow = require "tabula.flow"
local actions = require "rules.actions"
local battle = require "rules.battle"
local catalog = require "catalog"
local checkpoint = require "rules.checkpoint"
local dynasty = require "rules.dynasty"
local moves = require "rules.moves"
local zones = require "zones"
local log = require "rules.log"

local turn = {}

turn.HONOR_WIN = 40   -- L5-16.1
turn.HAND_SIZE = 8    -- L5-5.8(b)

local function start(match)
  local ap = match:seat()
  if match.state.honor[ap] >= turn.HONOR_WIN then
    match:finish{ winner = ap, reason = "honor" }
  end
end

-- Every card the seat controls in play, attachments included.
function turn.in_play(match, seat)
  local out = {}
  local function add(c)
    out[#out + 1] = c
    for _, a in ipairs(c:attachments()) do add(a) end
  end
  for _, z in ipairs{ "home", "events" } do
    for _, c in ipairs(zones.get(match, z, seat):cards()) do add(c) end
  end
  for d = 1, match.seats do
    for n = 1, zones.PROVINCES do
      for _, c in ipairs(zones.field(match, d, n):cards()) do if c.owner == seat then add(c) end end
    end
  end
  return out
end

local function straighten(match)
  for _, c in ipairs(turn.in_play(match, match:seat())) do
    if c.turned then c:unturn() end
  end
end

-- L5-5.3: turn the Provinces face up, then resolve Events in Province order.
local function events(match)
  local ap, s = match:seat(), match.state
  for n = 1, zones.PROVINCES do
    for _, c in ipairs(zones.province(match, ap, n):cards()) do
      if not c.face_up then c:flip("up") end
    end
  end
  for n = 1, zones.PROVINCES do
    local card = zones.province(match, ap, n):top()
    local def = card and catalog.of(card)
    if def and def.type == "event" then
      if match.options.one_time_events and s.resolved_events[def.title] then
        log(match, "%s was resolved before: discarded without effect (L5-15.3)", def.title)
        moves.discard(match, card)
      else
        s.resolved_events[def.title] = true
        log(match, "Seat %d reveals %s", ap, def.title)
        def.on_reveal(match, card, ap)
        if card.zone and card.zone.kind == "province" then moves.discard(match, card) end
      end
      moves.refill(match, ap, n)
      checkpoint.run(match)
    end
  end
end

-- L5-5.4: start-of-phase effects (Suspicions' trait) ran on phase_started; their
-- check point, then the opportunity loop.
local function action(match)
  local ap = match:seat()
  checkpoint.run(match)
  match.state.moment = "action"
  flow.priority(match, actions.loop(match, "action", ap, checkpoint.run))
  match.state.moment = nil
end

-- L5-5.8: draw (with the Archers' extra draws, D-17), discard to 8 (D-18).
local function finish_turn(match)
  local ap, s = match:seat(), match.state
  local draws = 1
  for i = 1, s.archers[ap] do
    local id = match:choose{ seat = ap, kind = "extra_draw", prompt = ("Ashigaru Archers %d: draw an extra card?"):format(i),
                             options = { { id = "draw", label = "Draw 1 more" }, { id = "skip", label = "Skip" } } }
    if id == "draw" then draws = draws + 1 end
  end
  s.archers[ap] = 0
  moves.draw(match, ap, draws)
  local hand = zones.get(match, "hand", ap)
  while hand:count() > turn.HAND_SIZE do
    local options = {}
    for i, c in ipairs(hand:cards()) do options[i] = { id = tostring(c.id), label = c.kind, card = c } end
    local _, o = match:choose{ seat = ap, kind = "discard", options = options,
                               prompt = ("Discard down to %d cards (%d to go)"):format(turn.HAND_SIZE,
                                                                                 hand:count() - turn.HAND_SIZE) }
    match:move(o.card, zones.get(match, "fate_discard", ap))
  end
end

turn.PHASES = {
  { name = "start", run = start },
  { name = "straighten", run = straighten },
  { name = "events", run = events },
  { name = "action", run = action },
  { name = "attack", run = function(m) battle.phase(m) end },
  { name = "dynasty", run = function(m) dynasty.phase(m) end },
  { name = "end", run = finish_turn },
}

-- The phases from `first` on (a scenario may start a turn in its middle).
local function phases_from(first)
  if not first then return turn.PHASES end
  for i, p in ipairs(turn.PHASES) do
    if p.name == first then return table.move(turn.PHASES, i, #turn.PHASES, 1, {}) end
  end
  error("no phase '" .. first .. "'", 2)
end

function turn.play(match)
  local s = match.state
  if not s.resume then match:set_seat(s.first) end
  local first = s.resume
  s.resume = nil
  while true do
    flow.phases(match, phases_from(first))
    first = nil
    if match:turn() >= match.options.max_turns then
      match:finish{ draw = true, reason = "turn limit" }
    end
    match:next_turn()
  end
end

return turn
