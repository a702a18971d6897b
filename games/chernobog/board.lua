-- Chernobog's board as data (CH-2): the 52-square main track, colours, `+` squares,
-- entries, lane entrances, shortcuts and the crossed lane squares, Lungmen rooftops.
-- Everything is measured in progress (CH-2.6); a square is (E + p) mod 52.
local board = {}

board.LAST_TRACK = 48   -- the highest main-track progress (the lane entrance)
board.FINISH = 54       -- lane L1..L5 are 49..53
board.SHORTCUT_START, board.SHORTCUT_END = 16, 28
board.JUMP = 4

board.colours = { "red", "blue", "yellow", "green" }        -- CH-0.7, turn order (CH-3.2)
board.colour_name = { red = "Red", blue = "Blue", yellow = "Yellow", green = "Green" }
board.letter = { red = "R", blue = "B", yellow = "Y", green = "G" }
board.number = { red = 0, blue = 1, yellow = 2, green = 3 }
board.in_play = { [2] = { "red", "yellow" }, [3] = { "red", "blue", "yellow" },
                  [4] = { "red", "blue", "yellow", "green" } }               -- CH-3.1

-- Per colour (CH-2.3): entry E, lane entrance H, shortcut start/end, and the colour
-- whose lane square L3 the shortcut crosses.
board.colour = {}
for _, c in ipairs(board.colours) do
  local k = board.number[c]
  local E = 13 * k
  board.colour[c] = {
    id = c, k = k, entry = E,
    lane_entrance = (E - 4) % 52,
    shortcut_start = (E + 16) % 52,
    shortcut_end = (E + 28) % 52,
    crosses = board.colours[(k + 2) % 4 + 1],
  }
end

board.rooftop = { [5] = true, [18] = true, [31] = true, [44] = true }       -- CH-2.4
board.entry_square = { [0] = true, [13] = true, [26] = true, [39] = true }

-- The colour of main-track square s (CH-2.2).
function board.square_colour(s) return board.colours[s % 4 + 1] end

-- k squares ahead of s along the main track (k < 0: behind), CH-0.4.
function board.ahead(s, k) return (s + k) % 52 end

-- The main-track square of progress p for colour c (p <= 48).
function board.square(c, p) return (board.colour[c].entry + p) % 52 end

-- Canonical progress of main-track square s for colour c (CH-2.6).
function board.progress(c, s)
  local q = (s - board.colour[c].entry) % 52
  return q > 48 and q - 52 or q
end

-- Wraps a main-track progress into -51..48 (the same square), CH-2.6 / CH-6.8.
function board.wrap(p)
  if p > 48 then return p - 52 end
  if p < -51 then return p + 52 end
  return p
end

-- "R-L3" for a lane progress of colour c; "Finish" for 54.
function board.lane_name(c, p)
  if p == board.FINISH then return board.letter[c] .. "-Finish" end
  return board.letter[c] .. "-L" .. (p - 48)
end

-- What is printed for square s in the track listing.
function board.features(s)
  local out = {}
  for _, c in ipairs(board.colours) do
    local d = board.colour[c]
    if d.entry == s then out[#out + 1] = c .. " entry" end
    if d.lane_entrance == s then out[#out + 1] = c .. " lane entrance" end
    if d.shortcut_start == s then out[#out + 1] = c .. " shortcut start" end
    if d.shortcut_end == s then out[#out + 1] = c .. " shortcut end" end
  end
  if board.rooftop[s] then out[#out + 1] = "rooftop" end
  return out
end

return board
