-- Check points (L5-16.2, L5-16.3): after every resolution, duel, battle, Event,
-- recruit, start-of-phase effect and petition. First every Personality with Chi 0 or
-- less is destroyed (L5-9.6); then a seat at -20 Honor or with no Province loses;
-- both at once is a draw (A-24).
local effects = require "tabula.effects"
local memo = require "tabula.memo"
local catalog = require "catalog"
local moves = require "rules.moves"
local stats = require "rules.stats"
local zones = require "zones"

local checkpoint = {}
local defs = catalog.defs

checkpoint.DISHONOR = -20

local function add_personalities(ps, cards, seat)
  for _, c in ipairs(cards) do
    if defs[c].type == "personality" and c.owner == seat then ps[#ps + 1] = c end
  end
end

-- Every Personality in play, seat 1's first, each seat's at home and then at the
-- battlefields (a list asked often: targets, check points).
local function personalities_in_play(match)
  local fields = {}                                    -- the cards of each battlefield not empty
  for _, z in ipairs(zones.battlefields(match)) do
    if z:count() > 0 then fields[#fields + 1] = z:cards() end
  end
  local ps = {}
  for seat = 1, match.seats do
    add_personalities(ps, zones.get(match, "home", seat):cards(), seat)
    for _, cards in ipairs(fields) do add_personalities(ps, cards, seat) end
  end
  return ps
end
-- Within one listing of the legal actions it is the same list: worked out once there.
function checkpoint.personalities(match) return memo.get(match, personalities_in_play) end

local function provinces_left(match, seat)
  local n = 0
  for _, alive in ipairs(match.state.provinces[seat]) do if alive then n = n + 1 end end
  return n
end

local function loses(match, seat)
  if match.state.honor[seat] <= checkpoint.DISHONOR then return "dishonor" end
  if provinces_left(match, seat) == 0 then return "military" end
  return nil
end

-- A Personality's Chi reaches 0 (L5-9.6) only if it is printed so, an Item lowers it or
-- a modifier changes it. The pool's cards are read at load: with neither of the first
-- two and no "chi" modifier in the match, no Personality need be looked at.
local printed_low, item_lowers = false, false
catalog.index(function(card)
  if card.type == "personality" and (card.chi or 0) <= 0 then printed_low = true end
  if card.type == "item" and (card.chi or 0) < 0 then item_lowers = true end
end)

function checkpoint.run(match)
  if printed_low or item_lowers or effects.modifies(match, "chi") then
    for _, p in ipairs(personalities_in_play(match)) do
      if not p.gone and p.in_play and stats.chi(match, p) <= 0 then moves.destroy(match, p) end
    end
  end
  local lost = {}
  for seat = 1, match.seats do lost[seat] = loses(match, seat) end
  if lost[1] and lost[2] then
    match:finish{ draw = true, reason = "both players lost at once (" .. lost[1] .. ", " .. lost[2] .. ")" }
  elseif lost[1] or lost[2] then
    local loser = lost[1] and 1 or 2
    match:finish{ winner = 3 - loser, reason = lost[loser] }
  end
end

return checkpoint
