-- Movement (BC-4): steps of cost 1 (orthogonal), 2 (diagonal) or 1 (an open
-- passage), never through a landmark, never into the same cell twice (BC-17.4);
-- normal movement passes friends and never enters enemies, forced movement passes
-- anyone (BC-4.3, BC-4.5); it ends on an empty cell other than the start (BC-4.7).
-- Each step is a decision (D4), offered only if a legal end stays reachable (BC-4.8),
-- and entering a cell springs its hazards (BC-12.1).
local characters = require "rules.characters"
local decide = require "decide"
local hazards = require "rules.hazards"
local landmarks = require "rules.landmarks"
local map = require "map"

local movement = {}

-- One movement in progress: who, from where, what is left.
local function new(match, mover, allowance, forced)
  return { match = match, mover = mover, start = mover.space, at = mover.space, remaining = allowance,
           forced = forced, visited = { [mover.space] = true }, path = {} }
end
movement.new = new

-- The character other than the mover on `cell`: while the mover passes through a
-- friend's cell both stand there, the mover on top.
local function occupant(mv, cell)
  local match = mv.match
  local top = match:top(cell)
  if top == nil then return nil end                  -- most cells: nobody, and no list made
  if top ~= mv.mover and match:height(cell) == 1 then return top end
  for _, who in ipairs(match:at(cell)) do
    if who ~= mv.mover then return who end
  end
  return nil
end

-- What the step along `edge` costs in this movement, or nil if it is not allowed
-- (landmark passages open only as the current face shows).
local function step_cost(match, label)
  local slot, arrow = map.passage(label)
  if slot then return landmarks.passage_open(match, slot, arrow) and 1 or nil end
  return map.diagonal(label) and 2 or 1
end
movement.step_cost = step_cost

local function enterable(mv, cell, extra_visited)
  if mv.visited[cell] or cell == extra_visited then return false end
  if mv.forced then return true end
  local who = occupant(mv, cell)
  return not (who and who.owner ~= mv.mover.owner)
end

-- Whether a legal end is reachable from `cell` (already entered) within `left`.
local function can_end_from(mv, cell, left)
  if not occupant(mv, cell) then return true end
  local found = false
  local cells = map.grid:reach(cell, left, {
    occupied = function(id) return not enterable(mv, id, cell) end,
    cost = function(_, _, label) return step_cost(mv.match, label) end,
  })
  for _, id in ipairs(cells) do
    if not occupant(mv, id) then found = true break end
  end
  return found
end

-- The cost of the step along edge `e` if it is offered now (BC-4.8), else nil.
local function offered(mv, e)
  local cost = step_cost(mv.match, e.label)
  if cost and cost <= mv.remaining and enterable(mv, e.to) and can_end_from(mv, e.to, mv.remaining - cost) then
    return cost
  end
  return nil
end

-- The steps offered now: {to, cost, label}, one per destination (the cheapest).
function movement.steps(mv)
  local out, at = {}, {}
  for _, e in ipairs(map.edges(mv.at)) do
    local cost = offered(mv, e)
    if cost then
      local prev = at[e.to]
      if not prev then
        out[#out + 1] = { to = e.to, cost = cost, label = e.label }
        at[e.to] = out[#out]
      elseif cost < prev.cost then
        prev.cost, prev.label = cost, e.label
      end
    end
  end
  return out
end

function movement.may_stop(mv)
  return mv.at ~= mv.start and not occupant(mv, mv.at)
end

-- Whether `mover` can make a legal movement of `allowance` from where it stands: a
-- first step is offered.
function movement.possible(match, mover, allowance, forced)
  if allowance <= 0 then return false end
  local mv = new(match, mover, allowance, forced)
  for _, e in ipairs(map.edges(mv.at)) do
    if offered(mv, e) then return true end
  end
  return false
end

local function step_label(mv, s)
  local slot = map.passage(s.label)
  local via = slot and (" through " .. landmarks.name(landmarks.at(mv.match, slot))) or ""
  local warn = hazards.count(mv.match, s.to) > 0 and ", hazard" or ""
  return ("%s%s (cost %d, %d left%s)"):format(s.to, via, s.cost, mv.remaining - s.cost, warn)
end

function movement.enter(mv, s)
  local match = mv.match
  match:move(mv.mover, s.to)
  mv.visited[s.to] = true
  mv.path[#mv.path + 1] = s.to
  mv.remaining = mv.remaining - s.cost
  mv.at = s.to
  return hazards.enter(match, mv.mover, s.to)
end

-- Plays a whole movement, `seat` deciding each step. Ends when the mover stops, can
-- go nowhere, or leaves the map. `purpose`, kept in the steps' context, tells the solo
-- AI what a March is for: {kind = "march", act = the activation, ability = the March}.
function movement.run(match, seat, mover, allowance, forced, why, purpose)
  local mv = new(match, mover, allowance, forced)
  mv.why, mv.purpose = why, purpose
  local name = characters.name(mover)
  while true do
    local steps = movement.steps(mv)
    local options = {}
    for _, s in ipairs(steps) do options[#options + 1] = { id = s.to, label = step_label(mv, s) } end
    if movement.may_stop(mv) then options[#options + 1] = { id = "stop", label = "stop at " .. mv.at } end
    if #options == 0 then break end
    local id = decide.ask(match, { seat = seat, kind = "step", context = mv, options = options,
      prompt = ("%s: %s at %s, %d movement left: step where?"):format(why, name, mv.at, mv.remaining) })
    if id == "stop" then break end
    local chosen
    for _, s in ipairs(steps) do if s.to == id then chosen = s end end
    if not movement.enter(mv, chosen) then break end
  end
  if not mover.gone then match:log("%s: %s moves %s -> %s", why, name, mv.start, mv.at) end
  return mv
end

return movement
