-- Gold (L5-6): produced only while paying, by bowing unbowed producers; a cost is
-- paid with one minimal cover the payer chooses (D-5). Nothing is stored.
local memo = require "tabula.memo"
local catalog = require "catalog"
local zones = require "zones"

local gold = {}

-- What a producer yields for its controller (L5-6.4): `produces` is a number, or
-- {default = n, [clan] = m}.
function gold.yield(match, card)
  local p = catalog.of(card).produces
  if type(p) == "table" then return p[match.state.clan[card.owner]] or p.default end
  return p or 0
end

-- The unbowed producers of a seat, in home order, minus `except` (a card bowed as
-- another cost of the same action).
function gold.producers(match, seat, except)
  local out = {}
  for _, c in ipairs(zones.get(match, "home", seat):cards()) do
    if catalog.defs[c].produces and c ~= except and not c.turned then out[#out + 1] = c end
  end
  return out
end

-- What the seat's unbowed producers yield, in all and each: worked out once while the
-- legal actions are listed, for every option's check.
local function unbowed_gold(match, seat)
  local total, each = 0, {}
  for _, c in ipairs(gold.producers(match, seat)) do
    local y = gold.yield(match, c)
    total, each[c] = total + y, y
  end
  return { total = total, each = each }
end

function gold.can_pay(match, seat, cost, except)
  if cost <= 0 then return true end
  local g = memo.get(match, unbowed_gold, seat)
  return g.total - (except and g.each[except] or 0) >= cost
end

-- Every minimal cover (L5-6.3): total >= cost, and no member can go; the smallest
-- covers first, then by the producers' home order, so the list is the same every time.
-- The subsets are walked in home order, and one that reaches the cost is not grown:
-- with a member more, its smallest member could go.
function gold.covers(match, seat, cost, except)
  if cost <= 0 then return {} end                      -- nothing to pay: no cover is minimal
  local producers = gold.producers(match, seat, except)
  local values, where = {}, {}
  for i, c in ipairs(producers) do values[i], where[c] = gold.yield(match, c), c.position end
  local out, set = {}, {}
  local function grow(from, sum, smallest)
    if sum >= cost then
      if sum - smallest < cost then out[#out + 1] = table.move(set, 1, #set, 1, {}) end
      return
    end
    for i = from, #producers do
      set[#set + 1] = producers[i]
      grow(i + 1, sum + values[i], values[i] < smallest and values[i] or smallest)
      set[#set] = nil
    end
  end
  grow(1, 0, math.huge)
  table.sort(out, function(a, b)
    if #a ~= #b then return #a < #b end
    for i = 1, #a do
      if a[i] ~= b[i] then return where[a[i]] < where[b[i]] end
    end
    return false
  end)
  return out
end

local function cover_option(match, set)
  local ids, names, sum = {}, {}, 0
  for i, c in ipairs(set) do
    ids[i] = tostring(c.id)
    local y = gold.yield(match, c)
    sum = sum + y
    names[i] = ("%s (%d)"):format(c.kind, y)
  end
  return { id = table.concat(ids, "+"), label = table.concat(names, " + ") .. " = " .. sum, cards = set }
end

-- Pays `cost` for `seat`: asks which cover (D-5) and bows it. False if none exists.
function gold.pay(match, seat, cost, what, except)
  if cost <= 0 then return true end
  local covers = gold.covers(match, seat, cost, except)
  if #covers == 0 then return false end
  local options = {}
  for i, set in ipairs(covers) do options[i] = cover_option(match, set) end
  local _, chosen = match:choose{ seat = seat, kind = "gold", options = options,
                                  prompt = ("Pay %d gold for %s"):format(cost, what) }
  for _, c in ipairs(chosen.cards) do c:turn() end
  return true
end

return gold
