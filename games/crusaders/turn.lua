-- The flow: the start placement (start.lua, CR-2.8), then turns in seat
-- order (CR-2.6, CR-3) until the end trigger's round is finished (CR-12.2) or the round
-- limit (CR-12.3), then final scoring (CR-13).
local memo = require "tabula.memo"
local actions = require "actions"
local moments = require "rules.moments"
local scoring = require "rules.scoring"
local start = require "start"
local wheel = require "rules.wheel"

local turn = {}

-- CR-3.3, CR-16.4: the ways to resolve a wedge: {shares = {{action, x}...}} in the
-- order they resolve; each with at least one performable action that gets tokens.
-- `known` remembers what was judged (action -> tokens -> performable) for the other
-- wedges of the same decision; with `first`, only the first way is looked for.
function turn.ways(match, seat, wedge, known, first)
  local x = wheel.tokens(wedge)
  if x == 0 then return {} end
  local acts = wheel.actions(wedge)
  known = known or {}
  local function ok(action, n)
    if n == 0 then return false end
    local judged = known[action]
    if judged == nil then
      judged = {}
      known[action] = judged
    end
    if judged[n] == nil then judged[n] = actions[action].performable(match, seat, n) end
    return judged[n]
  end
  if #acts == 1 then
    return ok(acts[1], x) and { { { acts[1], x } } } or {}
  end
  local out = {}
  local a, b = acts[1], acts[2]
  for n = x, 0, -1 do
    local m = x - n
    if ok(a, n) or ok(b, m) then
      if n > 0 and m > 0 then
        out[#out + 1] = { { a, n }, { b, m } }
        out[#out + 1] = { { b, m }, { a, n } }
      elseif n > 0 then out[#out + 1] = { { a, n } }
      else out[#out + 1] = { { b, m } } end
      if first then return out end
    end
  end
  return out
end

local function cap(s) return s:sub(1, 1):upper() .. s:sub(2) end

local function way_id(way)
  local parts = {}
  for i, share in ipairs(way) do parts[i] = share[1] .. "=" .. share[2] end
  return table.concat(parts, ",")
end

local function way_label(way)
  local parts = {}
  for i, share in ipairs(way) do parts[i] = cap(share[1]) .. " " .. share[2] end
  return table.concat(parts, ", then ")
end

local function sow_options(match, seat, with_nothing)
  local out = {}
  for pos, w in ipairs(wheel.wedges(match, seat)) do
    if wheel.tokens(w) > 0 then
      out[#out + 1] = { id = "sow:" .. pos, label = ("sow p%d %s (%d tokens)"):format(pos, wheel.name(w), wheel.tokens(w)) }
    end
  end
  if with_nothing then out[#out + 1] = { id = "nothing", label = "sow nothing" } end
  return out
end

-- `judged`: what the listing of the turn's options judged (nothing changed since). A
-- wedge not upgraded resolves its first way: no other is looked for.
local function resolve(match, seat, pos, judged)
  local wedge = wheel.at(match, seat, pos)
  local ways = memo.query(match, "the ways to resolve a wedge", turn.ways, match, seat, wedge, judged,
                          not wheel.upgraded(wedge))
  local way = ways[1]
  if wheel.upgraded(wedge) then
    local options = {}
    for i, w in ipairs(ways) do options[i] = { id = way_id(w), label = way_label(w) } end
    local id = match:choose({ seat = seat, kind = "split", options = options,
      prompt = ("p%d %s: split %d tokens how, and which first?"):format(pos, wheel.name(wedge), wheel.tokens(wedge)) })
    for i, w in ipairs(ways) do if options[i].id == id then way = w end end
  end
  for _, share in ipairs(way) do
    match:log("seat %d resolves %s with %d", seat, cap(share[1]), share[2])
    actions[share[1]].resolve(match, seat, share[2])
    moments.raise(match, "resolved", seat, share[1], share[2])
  end
  wheel.sow(match, seat, pos)
end

local function upgrade(match, seat, pos)
  local wedge = wheel.at(match, seat, pos)
  wedge:flip_side("upgraded")
  match:log("seat %d upgrades p%d to %s", seat, pos, wheel.name(wedge))
  moments.raise(match, "upgraded", seat, wedge.kind, pos)
  local id = match:choose({ seat = seat, kind = "sow", prompt = "After the upgrade: sow a wedge?",
    options = sow_options(match, seat, true) })
  if id ~= "nothing" then wheel.sow(match, seat, tonumber(id:match("%d+"))) end
end

-- D3: resolve, upgrade, or (all upgraded, nothing to resolve) skip and sow; and what
-- was judged of the actions (turn.ways' `known`). A pure query: turn.take runs it with
-- tabula.memo, so what every weighing of a wedge asks (a seat's knights, bonuses,
-- building sites) is worked out once for all of them.
function turn.options(match, seat)
  local out, known = {}, {}
  for pos, w in ipairs(wheel.wedges(match, seat)) do
    if #turn.ways(match, seat, w, known, true) > 0 then
      out[#out + 1] = { id = "resolve:" .. pos, label = ("resolve p%d %s (%d tokens)"):format(pos, wheel.name(w), wheel.tokens(w)) }
    end
  end
  for pos, w in ipairs(wheel.wedges(match, seat)) do
    if not wheel.upgraded(w) then
      out[#out + 1] = { id = "upgrade:" .. pos, label = ("upgrade p%d %s"):format(pos, wheel.name(w)) }
    end
  end
  if #out == 0 then
    for _, o in ipairs(sow_options(match, seat, false)) do
      out[#out + 1] = { id = "skip:" .. o.id:match("%d+"), label = "skip and " .. o.label }
    end
  end
  return out, known
end

function turn.take(match, seat)
  local options, judged = memo.query(match, "the options of a turn", turn.options, match, seat)
  local id = match:choose({ seat = seat, kind = "turn", prompt = ("Seat %d: which wedge?"):format(seat),
    options = options })
  local what, pos = id:match("^(%a+):(%d+)$")
  pos = tonumber(pos)
  if what == "resolve" then resolve(match, seat, pos, judged)
  elseif what == "upgrade" then upgrade(match, seat, pos)
  else wheel.sow(match, seat, pos) end
end

function turn.play(match)
  local s = match.state
  if s.placed < match.seats then start.place_knights(match) end
  while true do
    local seat = match:seat()
    turn.take(match, seat)
    if s.end_triggered and seat == match.seats then
      return scoring.result(match, "the influence supply ran out")
    end
    if seat == match.seats and match:round() >= match.options.round_limit then
      return scoring.result(match, ("the round limit (%d rounds)"):format(match.options.round_limit))
    end
    match:next_turn()
  end
end

return turn
