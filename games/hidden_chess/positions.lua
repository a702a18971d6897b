-- Positions for scenarios, in the notation of HC-14:
--   Kd1 King; Ra3 face-up moved Rook; Ra7* face-up fresh Rook; R?a1 face-down Rook;
--   c1=[B?,N?] a stack of one colour, bottom -> top.
-- Mixed (locked) stacks are given apart: locked = { b6 = "bN? wB" } (colour-prefixed codes,
-- bottom -> top); every piece there is turned, i.e. the square is locked (HC-7.3).
--
--   positions.set(t.match, { white = "...", black = "...", locked = {...},
--                            chips = { {shield = 3, crest = 0}, {shield = 2, crest = 1} },
--                            restricted = false, first = 1, to_move = 1,
--                            moves = {0, 0}, reveals = {0, 0} })
local board = require "board"
local rules = require "rules"

local positions = {}

positions.S = {   -- HC-14 standard set-up S
  white = "Kd1 R?a1 R?g1 B?c1 B?e1 N?b2 N?f2",
  black = "Kd7 R?a7 R?g7 B?c7 B?e7 N?b6 N?f6",
}

local function create(match, seat, code, sq)
  local letter, mark = code:match("^(%u)([%?%*]?)$")
  assert(letter and board.LETTER_KIND[letter], "bad piece code '" .. code .. "'")
  local kind = board.LETTER_KIND[letter]
  local spec = { kind = kind, owner = seat, at = sq, face = mark == "?" and "down" or "up" }
  if kind ~= "king" and mark ~= "?" then spec.props = { state = mark == "*" and "fresh" or "moved" } end
  return match:create(spec)
end

local function place_side(match, seat, text)
  for token in text:gmatch("%S+") do
    local sq, inner = token:match("^(%l%d)=%[(.-)%]$")
    if sq then
      for code in inner:gmatch("[^,]+") do create(match, seat, code, sq) end
    else
      local letter, mark1, sq1, mark2 = token:match("^(%u)(%??)(%l%d)(%*?)$")
      assert(letter, "bad token '" .. token .. "'")
      create(match, seat, letter .. mark1 .. mark2, sq1)
    end
  end
end

function positions.set(match, spec)
  for _, kind in ipairs({ "rook", "bishop", "knight", "king" }) do
    for _, obj in ipairs(match:objects{ kind = kind }) do match:destroy(obj) end
  end
  place_side(match, 1, spec.white or "")
  place_side(match, 2, spec.black or "")
  for _, sq in ipairs(require("tabula.sorted").keys(spec.locked or {})) do
    for code in spec.locked[sq]:gmatch("%S+") do
      local seat = code:sub(1, 1) == "w" and 1 or 2
      create(match, seat, code:sub(2), sq):turn()
    end
  end
  for seat = 1, 2 do
    local c = (spec.chips or {})[seat] or { shield = 3, crest = 0 }
    local zone = match:zone("chips:" .. seat)
    for _, chip in ipairs(zone:cards()) do match:destroy(chip) end
    for _ = 1, c.shield or 0 do match:create{ kind = "chip", owner = seat, zone = zone, face = "up" } end
    for _ = 1, c.crest or 0 do match:create{ kind = "chip", owner = seat, zone = zone, face = "down" } end
  end
  local st = rules.status(match)
  st.phase = "play"
  st.first = spec.first or 1
  st.restricted = spec.restricted or false
  st.moves = spec.moves or { 0, 0 }
  st.reveals = spec.reveals or { 0, 0 }
  st.quiet_turns = spec.quiet_turns or 0
  match:set_seat(spec.to_move or st.first)
end

---The full truth of a square, bottom -> top: "wR" moved, "wR*" fresh, "wR?" face-down, "wK".
function positions.stack(match, sq)
  local list = {}
  for k, obj in ipairs(match:at(sq)) do
    local c = board.LETTER[obj.owner] .. board.KIND_LETTER[obj.kind]
    if obj.face == "down" then c = c .. "?" elseif obj.props.state == "fresh" then c = c .. "*" end
    list[k] = c
  end
  return list
end

---The pending option ids starting with `prefix` (all when nil), sorted.
function positions.options(t, prefix)
  local list = {}
  for _, id in ipairs(t:pending().options) do
    if not prefix or id:sub(1, #prefix) == prefix then list[#list + 1] = id end
  end
  table.sort(list)
  return list
end

---Whether `id` is among the pending options.
function positions.offered(t, id)
  for _, o in ipairs(t:pending().options) do if o == id then return true end end
  return false
end

positions.remaining = rules.remaining
positions.shields = rules.shields
positions.crests = rules.crests
positions.status = rules.status

return positions
