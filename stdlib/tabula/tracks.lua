-- Tracks: a row of spaces with markers on it, as plain data a game keeps in
-- match.state (so the state hash covers it): a strength track every player shares, a
-- player's row of buildings taken from the left, a troop track, a score. docs/api.md,
-- "Standard library modules".
--
--   local tracks = require "tabula.tracks"
--   match.state.prussian = tracks.new{ values = { 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10 }, markers = { "prussian" } }
--   tracks.value(match.state.prussian, "prussian")     --> 5
--   tracks.advance(match.state.prussian, "prussian")   --> 2, true
--
-- A track is { size = n, values = {...} or nil, at = {[marker] = position} }. Positions
-- run 0..size: 0 is before the first space (nothing taken yet). Without values, a
-- position's value is the position itself (a score).

local sorted = require "tabula.sorted"

-- Read once: tracks are read on every query of a game's buildings or strength, and a
-- global or library field is a lookup through the sandbox's tables each time.
local type, mtype = type, math.type

local tracks = {}

local function check_markers(markers)
  if math.type(markers) == "integer" and markers >= 1 then
    local list = {}
    for seat = 1, markers do list[seat] = seat end
    return list
  end
  if type(markers) ~= "table" or #markers == 0 then
    error("tracks.new: markers must be a number of seats or a list of marker names", 3)
  end
  local seen = {}
  for k, m in ipairs(markers) do
    if type(m) ~= "string" and math.type(m) ~= "integer" then
      error("tracks.new: markers[" .. k .. "] must be a string or an integer (got " .. type(m) .. ")", 3)
    end
    if seen[m] then error("tracks.new: marker '" .. m .. "' appears twice", 3) end
    seen[m] = true
  end
  return markers
end

local function check_size(spec)
  if spec.values ~= nil then
    if type(spec.values) ~= "table" or #spec.values == 0 then
      error("tracks.new: values must be a non-empty list (the spaces' values, first to last)", 3)
    end
    if spec.size ~= nil then error("tracks.new: give values or size, not both", 3) end
    return #spec.values
  end
  if math.type(spec.size) ~= "integer" or spec.size < 1 then
    error("tracks.new: a track needs values (a list) or size (a whole number, 1 or more)", 3)
  end
  return spec.size
end

---A new track: `values` (a list, copied) or `size` (the spaces' values are their
---positions); `markers`, a number of seats (markers 1..n) or a list of names; every
---marker at `start` (default 1; 0 is before the first space).
---@param spec {values?: any[], size?: integer, markers: integer|(string|integer)[], start?: integer}
---@return table track plain data: {size, values?, at}
function tracks.new(spec)
  if type(spec) ~= "table" then error("tracks.new: the spec must be a table {values =, markers =}", 2) end
  local size = check_size(spec)
  local markers = check_markers(spec.markers)
  local start = spec.start == nil and 1 or spec.start
  if math.type(start) ~= "integer" or start < 0 or start > size then
    error("tracks.new: start must be a position 0 to " .. size .. " (got " .. tostring(start) .. ")", 2)
  end
  local t = { size = size, at = {} }
  if spec.values then
    t.values = {}
    for i = 1, size do t.values[i] = spec.values[i] end
  end
  for _, m in ipairs(markers) do t.at[m] = start end
  return t
end

local function marker_list(t)
  local names = {}
  for k, m in ipairs(sorted.keys(t.at)) do names[k] = tostring(m) end
  return table.concat(names, ", ")
end

-- The position of who's marker on t, checked; fn names the caller in errors.
local function position(fn, t, who)
  if type(t) ~= "table" or type(t.at) ~= "table" or mtype(t.size) ~= "integer" then
    error(fn .. ": the first argument must be a track (tracks.new), not " .. type(t), 3)
  end
  local p = t.at[who]
  if p == nil then
    error(string.format("%s: no marker %s on the track (markers: %s)", fn,
      type(who) == "string" and "'" .. who .. "'" or tostring(who), marker_list(t)), 3)
  end
  return p
end

local function value_at(t, p)
  if p < 0 or p > t.size then return nil end
  if t.values then return t.values[p] end   -- nil at 0
  return p
end

---The position of who's marker, 0..size.
function tracks.position(t, who)
  -- read on every check of a game's buildings: the common case first, the checks after
  local at = type(t) == "table" and mtype(t.size) == "integer" and t.at
  local p = type(at) == "table" and at[who]
  if p then return p end
  return position("tracks.position", t, who)
end

---The value of the space under who's marker: nil at position 0 (0 without values).
function tracks.value(t, who)
  return value_at(t, position("tracks.value", t, who))
end

---The value `n` spaces (default 1) ahead of who's marker, nil past the last space: the
---next building or troop to take.
function tracks.ahead(t, who, n)
  local p = position("tracks.ahead", t, who)
  if n ~= nil and math.type(n) ~= "integer" then error("tracks.ahead: n must be a whole number", 2) end
  return value_at(t, p + (n or 1))
end

---Moves who's marker `n` spaces (default 1; back when negative), stopping at the last
---space (and at 0). Returns the new position and whether the marker moved.
function tracks.advance(t, who, n)
  local p = position("tracks.advance", t, who)
  if n ~= nil and math.type(n) ~= "integer" then error("tracks.advance: n must be a whole number", 2) end
  local to = math.max(0, math.min(t.size, p + (n or 1)))
  t.at[who] = to
  return to, to ~= p
end

---Puts who's marker on position `pos` (0..size).
function tracks.set(t, who, pos)
  position("tracks.set", t, who)
  if math.type(pos) ~= "integer" or pos < 0 or pos > t.size then
    error("tracks.set: position " .. tostring(pos) .. " is off the track (0 to " .. t.size .. ")", 2)
  end
  t.at[who] = pos
end

---Whether who's marker stands on the last space.
function tracks.at_end(t, who)
  return position("tracks.at_end", t, who) == t.size
end

return tracks
