-- Setting and reading piece positions by progress (0 yard .. 57 Home), for scenarios.
local positions = {}

-- Places a seat's pieces at the given progress values, piece 1 first.
function positions.place(t, seat, list)
  for i, pos in ipairs(list) do t.match.state.pieces[seat][i].pos = pos end
end

function positions.of(t, seat, i) return t.match.state.pieces[seat][i].pos end

return positions
