-- Influence (CR-12): each gain takes tokens from the shared supply; the gain is full
-- even when the supply runs short, and the supply reaching 0 triggers the end.
local moments = require "rules.moments"

local influence = {}

function influence.of(match, seat) return match.state.influence[seat] end

function influence.gain(match, seat, n, why)
  if n <= 0 then return end
  local s = match.state
  s.influence[seat] = s.influence[seat] + n
  s.supply = math.max(0, s.supply - n)
  match:log("seat %d gains %d influence (%s): %d; supply %d", seat, n, why, s.influence[seat], s.supply)
  if s.supply == 0 and not s.end_triggered then
    s.end_triggered = match:turn()
    match:log("the influence supply is empty: the game ends after the last player's turn")
  end
  moments.raise(match, "gained", seat, n, why)
end

return influence
