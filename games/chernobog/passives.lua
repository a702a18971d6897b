-- The kinds of PASSIVE skill several operators share (CH-8.4 to CH-8.8), each
-- registered on the match's effects for one token: a skill file's `passive`
-- function calls these. A new kind of passive needs no change here: a skill file
-- may register its own triggers and modifiers (docs/games/chernobog.md).
local board = require "board"
local effects = require "tabula.effects"
local rules = require "rules"

local passives = {}

-- CH-6.3, CH-8.6: t stops opponent tokens that would pass her square, `wait` squares
-- behind it, and holds up to `capacity` of them; `rank` orders blockers on one square
-- (lower first: Hoshiguma 1, Croissant 2, Cuora 3). `immobilises`: a held token may
-- not make normal moves (Hoshiguma).
function passives.blocker(match, t, spec)
  local stops = {}   -- the answer at each distance, made once: {at =, wait =, by =, rank =}
  effects.modifier(match, {
    query = "stop", name = rules.op(t).name .. " blocks", source = t,
    modify = function(current, mover, from, steps)
      local sq = rules.square(t)
      if not sq or mover.seat == t.seat then return current end
      local at = (sq - from) % 52
      if at < 1 or at > steps or (current and (current.at < at or current.at == at and (current.rank or math.huge) <= spec.rank)) then
        return current
      end
      if mover.held_by ~= t.id and rules.holds(match, t) >= spec.capacity then return current end
      local stop = stops[at]
      if not stop then
        stop = { at = at, wait = spec.wait, by = t, rank = spec.rank }
        stops[at] = stop
      end
      return stop
    end })
  if spec.immobilises then
    effects.modifier(match, {
      query = "may_move", name = rules.op(t).name .. " holds still", source = t,
      modify = function(may, mover) return may and mover.held_by ~= t.id end })
  end
end

-- CH-6.3: t is never stopped or held by a blocker token (obstacles still stop her).
-- Order 10: after every blocker has answered.
function passives.ignores_blockers(match, t)
  effects.modifier(match, {
    query = "stop", name = rules.op(t).name .. " ignores blockers", source = t, order = 10,
    modify = function(current, mover)
      if mover == t and current and current.by then return nil end
      return current
    end })
end

-- CH-7.1: obstacles neither stop t nor are cleared by her.
function passives.ignores_obstacles(match, t)
  effects.modifier(match, {
    query = "ignores_obstacles", name = rules.op(t).name .. " ignores obstacles", source = t,
    modify = function(ignores, u) return ignores or u == t end })
end

-- CH-7.2: t may stand on the hazard ("destroyed") and arrive there.
function passives.immune(match, t, hazard)
  effects.modifier(match, {
    query = "immune", name = rules.op(t).name .. " is immune to " .. hazard, source = t,
    modify = function(immune, u, h) return immune or (u == t and h == hazard) end })
end

-- CH-8.7: opponent tokens on the main-track squares at `offsets` from t (ahead > 0,
-- behind < 0) are frozen while t is on the main track.
function passives.freezes(match, t, offsets)
  local zone = {}
  for _, d in ipairs(offsets) do zone[d % 52] = true end
  effects.modifier(match, {
    query = "frozen", name = rules.op(t).name .. " freezes", source = t,
    modify = function(frozen, u)
      if frozen or u.seat == t.seat then return frozen end
      local from = rules.square(t)
      return from ~= nil and zone[(rules.square(u) - from) % 52] == true
    end })
end

-- CH-8.8: fn(match, t, how) when t comes to rest on the main track after entering
-- (how = "enter") or after her own normal move ("move").
function passives.on_rest(match, t, fn)
  effects.trigger(match, {
    event = "rested", name = rules.op(t).name .. " comes to rest", source = t, seat = t.seat, filter = { token = t },
    operation = function(ev) fn(match, t, ev.how) end })
end

-- CH-8.8: every opponent token `at` squares from t (ahead > 0) is displaced by `by`.
function passives.push(match, t, at, by)
  local from = rules.square(t)
  if not from then return end
  local sq = board.ahead(from, at)
  for _, u in ipairs(rules.at(match, sq)) do
    if u.seat ~= t.seat then rules.displace(match, u, by) end
  end
end

return passives
