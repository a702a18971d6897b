-- The board as text for `tabula play` and people: what stands on the track,
-- markers, then each player's tokens, marks and stun.
local board = require "board"
local rules = require "rules"

local render = {}

local function token_text(match, t)
  local op = rules.op(t)
  local parts = { op.name .. " " .. rules.where(t) }
  if op.manual and t.place == "board" then parts[#parts + 1] = string.format("skill %d/%d", t.counter, op.manual.limit) end
  local b = rules.holder(match, t)
  if b then parts[#parts + 1] = "held by " .. rules.name(match, b) end
  if rules.frozen(match, t) then parts[#parts + 1] = "frozen" end
  return table.concat(parts, ", ")
end

local function track_lines(match, out)
  local s = match.state
  for sq = 0, 51 do
    local what = {}
    if s.obstacles[sq] then what[#what + 1] = "obstacle" end
    if s.destroyed[sq] then what[#what + 1] = "DESTROYED" end
    for _, t in ipairs(rules.at(match, sq)) do what[#what + 1] = rules.name(match, t) end
    if #what > 0 then
      local f = board.features(sq)
      local tag = board.letter[board.square_colour(sq)] .. (#f > 0 and ", " .. table.concat(f, ", ") or "")
      out[#out + 1] = string.format("  %2d (%s): %s", sq, tag, table.concat(what, ", "))
    end
  end
end

function render.text(match)
  local s = match.state
  local out = {}
  if not s.ready then
    out[1] = "Chernobog: choosing operators"
    for seat = 1, match.seats do
      local names = {}
      for _, t in ipairs(rules.of_seat(match, seat)) do names[#names + 1] = rules.op(t).name end
      out[#out + 1] = string.format("  %s (seat %d): %s", rules.colour_name(match, seat), seat,
                                    #names > 0 and table.concat(names, ", ") or "-")
    end
    return table.concat(out, "\n")
  end
  local over = match:result()
  out[#out + 1] = over and string.format("Chernobog, round %d: game over, %s", s.rounds + 1, over.reason)
                  or string.format("Chernobog, round %d, %s to play", s.rounds + 1, rules.colour_name(match, match:seat()))
  out[#out + 1] = "Entries 0 R, 13 B, 26 Y, 39 G; lane entrances 48 R, 9 B, 22 Y, 35 G; rooftops 5 18 31 44"
  local supply = function(k) local n = s.supply[k] return n < 0 and "unlimited" or tostring(n) end
  out[#out + 1] = "Markers in supply: obstacles " .. supply("obstacle") .. ", destroyed terrain " .. supply("destroyed")
  out[#out + 1] = "Track:"
  local before = #out
  track_lines(match, out)
  if #out == before then out[#out + 1] = "  (no token or marker)" end
  for seat = 1, match.seats do
    local flags = {}
    for _, k in ipairs{ "sora", "angelina", "frostnova" } do
      if s.marks[seat][k] then flags[#flags + 1] = k .. " mark" end
    end
    if s.stunned[seat] then flags[#flags + 1] = "stunned" end
    out[#out + 1] = string.format("%s (seat %d)%s:", rules.colour_name(match, seat), seat,
                                  #flags > 0 and " [" .. table.concat(flags, ", ") .. "]" or "")
    for _, t in ipairs(rules.of_seat(match, seat)) do out[#out + 1] = "    " .. token_text(match, t) end
  end
  return table.concat(out, "\n")
end

return render
