-- Every decision of the game (the spec's table D1..D10) passes here: one match:choose
-- with readable labels, so a seat played by other rules could be plugged in at one place.
local decide = {}

function decide.ask(match, spec)
  return match:choose(spec)
end

return decide
