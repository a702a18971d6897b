-- A two-sided card's printed side (START/FLIPPED, or START/WOUNDED for health): the
-- host's object sides (obj.side, obj:flip_side), both public.
local sides = {}

sides.NAMES = { "start", "flipped" }
sides.HEALTH = { "start", "wounded" }

function sides.of(obj) return obj.side end

-- Turns it to `to`, or to its other side.
function sides.flip(obj, to)
  return obj:flip_side(to)
end

return sides
