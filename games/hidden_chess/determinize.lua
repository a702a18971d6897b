-- A search's redeal (docs/agents.md, "Hidden information"): what `seat` cannot see (HC-11)
-- is dealt again at random before each playout. The other seat's face-down pieces trade
-- kinds among their squares and stacks (match:redeal); while its secret placement waits in
-- its reserve (HC-3.5), the squares and order it chose are drawn anew.
local board = require "board"

return function(match, seat)
  match:redeal(seat)
  local placed = {}
  for _, piece in ipairs(match:zone("reserve:" .. board.other(seat)):cards()) do
    if piece.props.to then placed[#placed + 1] = piece end
  end
  local order = {}
  for i = 1, #placed do order[i] = i end
  for i = #placed, 2, -1 do
    local j = match:random(1, i)
    order[i], order[j] = order[j], order[i]
  end
  local lozenges = board.LOZENGES[board.other(seat)]
  for i, piece in ipairs(placed) do
    piece:set("to", lozenges[match:random(1, #lozenges)])
    piece:set("order", order[i])
  end
end
