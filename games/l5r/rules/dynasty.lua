-- The Dynasty phase (L5-5.6, L5-10.1 to L5-10.3): AP recruits face-up Personalities
-- and Holdings from his Provinces one at a time (D-16), paying with minimal covers
-- (D-5), until he says done.
local memo = require "tabula.memo"
local catalog = require "catalog"
local checkpoint = require "rules.checkpoint"
local gold = require "rules.gold"
local honor = require "rules.honor"
local moves = require "rules.moves"
local zones = require "zones"

local dynasty = {}

dynasty.OFF_CLAN = 2   -- L5-10.1: a Personality of another clan (not Unaligned)

-- A Unique title already in play, under either player's control (L5-2.9).
function dynasty.unique_in_play(match, title)
  for seat = 1, match.seats do
    for _, z in ipairs{ "home", "events" } do
      for _, c in ipairs(zones.get(match, z, seat):cards()) do if c.kind == title then return true end end
    end
  end
  for _, p in ipairs(checkpoint.personalities(match)) do if p.kind == title then return true end end
  return false
end

function dynasty.cost(match, seat, card)
  local def = catalog.of(card)
  local cost = def.gold or 0
  if def.type == "personality" and def.clan ~= "Unaligned" and def.clan ~= match.state.clan[seat] then
    cost = cost + dynasty.OFF_CLAN
  end
  return cost
end

local function recruitable(match, seat, card)
  local def = catalog.of(card)
  if not card.face_up or (def.type ~= "personality" and def.type ~= "holding") then return false end
  if def.honor_requirement and match.state.honor[seat] < def.honor_requirement then return false end
  if def.unique and dynasty.unique_in_play(match, def.title) then return false end
  return gold.can_pay(match, seat, dynasty.cost(match, seat, card))
end

function dynasty.options(match, seat)
  local options = { { id = "done", label = "Done recruiting" } }
  for n = 1, zones.PROVINCES do
    local card = zones.province(match, seat, n):top()
    if card and recruitable(match, seat, card) then
      options[#options + 1] = { id = tostring(card.id), card = card, province = n,
                                label = ("Recruit %s from Province %d (%d gold)"):format(card.kind, n,
                                                                                         dynasty.cost(match, seat, card)) }
    end
  end
  return options
end

-- Recruits: pays, enters play (Personalities unbowed, Holdings bowed), clan Honor.
function dynasty.recruit(match, seat, card, n)
  local def = catalog.of(card)
  gold.pay(match, seat, dynasty.cost(match, seat, card), card.kind)
  if match:logging() then match:log("Seat %d recruits %s", seat, card.kind) end
  moves.enter_play(match, card, zones.get(match, "home", seat), { bowed = def.type == "holding", from = "province" })
  if def.type == "personality" and def.clan == match.state.clan[seat] then
    honor.gain(match, seat, def.personal_honor or 0, nil, "recruiting " .. card.kind)   -- L5-9.2
  end
  moves.refill(match, seat, n)
  checkpoint.run(match)
end

function dynasty.phase(match)
  local ap = match:seat()
  while true do
    local _, o = match:choose{ seat = ap, kind = "recruit", prompt = "Dynasty phase: recruit, or done",
                               options = memo.query(match, "the recruit options", dynasty.options, match, ap) }
    if not o.card then return end
    dynasty.recruit(match, ap, o.card, o.province)
  end
end

return dynasty
