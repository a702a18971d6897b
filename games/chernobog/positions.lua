-- Scenario helper: a match already past setup, in a position written as the spec's
-- worked examples write it (CH-13). Used by scenarios/ only.
--
--   local t = positions.match{ players = 3, to_play = "red",
--     red = { texas = "@1" }, blue = { sora = "@8", cuora = "home" },
--     yellow = { w = { p = -3 }, shaw = "L3", amiya = "finish" },
--     counters = { amiya = 1 }, held = { texas = "cuora" },
--     obstacles = { 25 }, destroyed = { 28 }, marks = { blue = { "sora" } },
--     stunned = { "blue" }, supply = { obstacle = 0 }, options = { ... } }
--
-- A place is "@<square>" (canonical progress, CH-2.6), "L1".."L5", "home", "finish",
-- or { p = progress }. Token order is the order given per colour (sorted by id when
-- given as a table with string keys, so list tokens in `order` to fix it).
local T = require "tabula.test"
local board = require "board"
local setup = require "setup"

local positions = {}

local function place_of(colour, spec)
  if type(spec) == "table" then return "board", spec.p end
  if spec == "home" or spec == "finish" then return spec, nil end
  local sq = spec:match("^@(%d+)$")
  if sq then return "board", board.progress(colour, tonumber(sq)) end
  local lane = spec:match("^L(%d)$")
  if lane then return "board", 48 + tonumber(lane) end
  error("positions: bad place '" .. tostring(spec) .. "' (use @<square>, L1..L5, home, finish or {p=})", 3)
end

local function sorted_keys(t)
  local keys = {}
  for k in pairs(t) do keys[#keys + 1] = k end
  table.sort(keys)
  return keys
end

function positions.match(spec)
  local options = spec.options or {}
  options.first_player = options.first_player or spec.first or "red"
  local t = T.match{ seats = spec.players or 4, seed = spec.seed or 1, options = options }
  local m, s = t.match, t.match.state
  for seat, colour in ipairs(s.colour) do
    local tokens = spec[colour] or {}
    for _, id in ipairs(spec.order and spec.order[colour] or sorted_keys(tokens)) do
      setup.give(m, seat, id)
      local tok = s.tokens[id]
      tok.place, tok.p = place_of(colour, tokens[id])
    end
  end
  for id, n in pairs(spec.counters or {}) do s.tokens[id].counter = n end
  for id, by in pairs(spec.held or {}) do s.tokens[id].held_by, s.tokens[by].has_held = by, true end
  for _, sq in ipairs(spec.obstacles or {}) do s.obstacles[sq] = true end
  for _, sq in ipairs(spec.destroyed or {}) do s.destroyed[sq] = true end
  for colour, kinds in pairs(spec.marks or {}) do
    for _, k in ipairs(kinds) do s.marks[s.seat_of[colour]][k] = true end
  end
  for _, colour in ipairs(spec.stunned or {}) do s.stunned[s.seat_of[colour]] = true end
  for k, n in pairs(spec.supply or {}) do s.supply[k] = n end
  s.first = s.seat_of[options.first_player]
  s.start_seat = s.seat_of[spec.to_play or options.first_player]
  s.ready = true
  return t
end

-- The match stopped at the declaration prompt (CH-D3) of `spec.to_play`, before its roll.
function positions.declaring(spec)
  local t = positions.match(spec)
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "declare")
  return t
end

-- Where token `id` is, in the same notation: "@12", "L3", "home", "finish".
function positions.where(t, id)
  local tok = t.match.state.tokens[id]
  if tok.place ~= "board" then return tok.place end
  if tok.p > 48 then return "L" .. (tok.p - 48) end
  return "@" .. board.square(tok.colour, tok.p)
end

function positions.p(t, id) return t.match.state.tokens[id].p end
function positions.token(t, id) return t.match.state.tokens[id] end

return positions
