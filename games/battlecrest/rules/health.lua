-- A hero's health card (BC-8): a side (START or WOUNDED) and a column 1..K, K the
-- number of the set's action cards.
local catalog = require "catalog"

local health = {}

function health.card(match, seat) return match.state.health[seat] end

function health.length(match, seat)
  return #catalog.cards[match.state.sets[seat]].row
end

function health.column(match, seat) return health.card(match, seat):counter("column") end
function health.wounded(match, seat) return health.card(match, seat).side == "wounded" end

function health.damaged(match, seat)
  return health.wounded(match, seat) or health.column(match, seat) > 1
end

-- Points of damage taken so far (0 at START column 1).
function health.taken(match, seat)
  local k = health.length(match, seat)
  return (health.wounded(match, seat) and k or 0) + health.column(match, seat) - 1
end

-- One point of damage (BC-8.1). Returns true when the hero is defeated.
function health.hit(match, seat)
  local card, k = health.card(match, seat), health.length(match, seat)
  local col = card:counter("column")
  if col < k then card:set_counter("column", col + 1) return false end
  if not health.wounded(match, seat) then
    card:flip_side("wounded")
    card:set_counter("column", 1)
    return false
  end
  return true
end

-- Recover n (BC-8.3), one point at a time.
function health.recover(match, seat, n)
  local card, k = health.card(match, seat), health.length(match, seat)
  for _ = 1, n do
    local col = card:counter("column")
    if col > 1 then card:set_counter("column", col - 1)
    elseif health.wounded(match, seat) then card:flip_side("start"); card:set_counter("column", k)
    else break end
  end
  match:log("%s recovers %d: %s", catalog.cards[match.state.sets[seat]].name, n, health.text(match, seat))
end

function health.text(match, seat)
  return ("%s column %d of %d"):format(health.wounded(match, seat) and "WOUNDED" or "START",
    health.column(match, seat), health.length(match, seat))
end

return health
