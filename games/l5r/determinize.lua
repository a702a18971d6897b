-- A search's redeal (docs/agents.md, "Hidden information"): what `seat` cannot see
-- (L5-21.10) is dealt again at random before each playout, each card among the places its
-- own deck could have put it: a Fate card among the Fate deck, the hand and the face-down
-- focus cards; a Dynasty card among the Dynasty deck and the face-down Provinces.
local zones = require "zones"

return function(match, seat)
  local pools = {}
  for owner = 1, match.seats do
    local dynasty = { zones.get(match, "dynasty", owner) }
    for n = 1, zones.PROVINCES do dynasty[#dynasty + 1] = zones.province(match, owner, n) end
    pools[#pools + 1] = dynasty
    pools[#pools + 1] = { zones.get(match, "fate", owner), zones.get(match, "hand", owner),
                          zones.get(match, "focus", owner) }
  end
  match:redeal(seat, pools)
end
