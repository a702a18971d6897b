-- A two-sided card's printed side (START/FLIPPED, or START/WOUNDED for health): the
-- host's object sides (obj.side, obj:flip_side), both public.
local sides = {}

function sides.of(obj) return obj.props.side end

function sides.flip(obj, to)
  local def = require("catalog").of(obj)
  local names = {}
  for name in pairs(def.sides or def.faces) do names[#names + 1] = name end
  table.sort(names, function(a, b) return a == "start" or (b ~= "start" and a < b) end)
  if not to then to = obj.props.side == names[1] and names[2] or names[1] end
  obj:set("side", to)
  return to
end

return sides
