-- Crests (BC-10): one per exhausted action card of the owner whose side shows the
-- crest, plus the health card when WOUNDED and showing it. Ready cards never count.
local catalog = require "catalog"
local health = require "rules.health"
local row = require "rules.row"

local crests = {}

function crests.count(match, seat, crest)
  local n = 0
  for _, card in ipairs(row.exhausted(match, seat)) do
    if row.face(card).crest == crest then n = n + 1 end
  end
  local hc = health.card(match, seat)
  if health.wounded(match, seat) and catalog.of(hc).sides[hc.side].crest == crest then n = n + 1 end
  return n
end

-- A card's defence value now (BC-7.2), `exhausted` counting it as exhausted for its
-- own crest (it is exhausted to defend, BC-10.1).
function crests.defence(match, seat, card, exhausted)
  local face = row.face(card)
  if not face.def_crest then return face.def end
  local n = crests.count(match, seat, face.def_crest)
  if exhausted and not card.turned and face.crest == face.def_crest then n = n + 1 end
  return face.def + n
end

return crests
