-- Current stats (L5-2.2, L5-10.4, L5-21.4): printed, plus unbowed Items' modifiers,
-- then the modifiers of tabula.effects queries "force", "chi", "ph" (a card, a
-- Terrain and the like register them, ordered; Narrow Ground's cap goes last).
local effects = require "tabula.effects"
local catalog = require "catalog"

local stats = {}
local defs = catalog.defs

function stats.def(card) return defs[card] end
function stats.is(card, type) return defs[card].type == type end
function stats.has(card, keyword) return defs[card].has[keyword] == true end
function stats.title(card) return catalog.of(card).title end

-- The cards attached to a Personality of one type, in attach order.
function stats.attached(p, type)
  local out = {}
  for _, a in ipairs(p:attachments()) do
    if type == nil or catalog.of(a).type == type then out[#out + 1] = a end
  end
  return out
end

local function item_bonus(p, stat)
  local n = 0
  for _, item in ipairs(stats.attached(p, "item")) do
    if not item.turned then n = n + (catalog.of(item)[stat] or 0) end   -- L5-21.4
  end
  return n
end

function stats.force(match, card)
  local def = catalog.of(card)
  local base = def.force or 0
  if def.type == "personality" then base = base + item_bonus(card, "force") end
  return effects.query(match, "force", base, card)
end

function stats.chi(match, card)
  local def = catalog.of(card)
  return effects.query(match, "chi", (def.chi or 0) + item_bonus(card, "chi"), card)
end

-- A dishonored Personality's PH is 0 (L5-9.3).
function stats.ph(match, card)
  if card.props.dishonored then return 0 end
  return effects.query(match, "ph", catalog.of(card).personal_honor or 0, card)
end

function stats.printed_ph(card) return catalog.of(card).personal_honor or 0 end

function stats.human(card) return not stats.has(card, "Nonhuman") end   -- L5-14.7

-- A Cavalry unit: its Personality and every Follower are Cavalry (L5-14.1).
function stats.cavalry(p)
  if not stats.has(p, "Cavalry") then return false end
  for _, f in ipairs(stats.attached(p, "follower")) do
    if not stats.has(f, "Cavalry") then return false end
  end
  return true
end

-- The Personality a card belongs to: itself, or its bearer.
function stats.bearer(card)
  while card.attached_to do card = card.attached_to end
  return card
end

-- A card's clan as L5-3.2 reads it; a seat's clan is its Stronghold's.
function stats.clan(card) return catalog.of(card).clan end

return stats
