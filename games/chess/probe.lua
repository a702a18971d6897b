-- Reading a test match, for scenarios: its position as FEN, and whether a move is offered.
local P = require "position"

local probe = {}

function probe.fen(t) return P.fen(t.match.state.pos) end

function probe.offers(t, id)
  for _, o in ipairs(t:pending().options) do
    if o == id then return true end
  end
  return false
end

return probe
