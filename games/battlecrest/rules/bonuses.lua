-- Landmark bonuses (BC-11): a character touching a side with a bonus icon may use it
-- for an action starting from that cell. Each side is a yes/no decision, unless the
-- action would be impossible without it: then it is used without asking (BC-17.1).
-- Landmarks whose bonus was used go into `used` and flip once the using ability,
-- movement or attack is over (rules/landmarks.lua).
local memo = require "tabula.memo"
local decide = require "decide"
local landmarks = require "rules.landmarks"

local bonuses = {}

local WHAT = { ATK = "+%d attack", DEF = "+%d defence", RNG = "+%d to Long range",
               MOV = "+%d movement", FRC = "+%d Force movement" }

-- The sides with `icon` that `cell` touches: {slot, side, landmark, amount}.
function bonuses.available(match, cell, icon)
  local out = {}
  for _, t in ipairs(landmarks.touched(match, cell)) do
    local n = landmarks.count(match, t.slot, t.side, icon)
    if n > 0 then out[#out + 1] = { slot = t.slot, side = t.side, landmark = t.landmark, amount = n } end
  end
  return out
end

-- Every icon's total on the sides `cell` touches, worked out once while a test of the
-- turn runs (tabula.memo).
local function totals(match, cell)
  local n = {}
  for _, t in ipairs(landmarks.touched(match, cell)) do
    for _, icon in ipairs(landmarks.icons(match, t.slot, t.side)) do n[icon] = (n[icon] or 0) + 1 end
  end
  return n
end

function bonuses.total(match, cell, icon)
  return memo.get(match, totals, cell)[icon] or 0
end

-- Decides each side in turn. `possible(total)` tells whether the action stays possible
-- with that much bonus (nil: always). Returns the total used.
function bonuses.choose(match, seat, cell, icon, used, possible, for_what)
  local list = bonuses.available(match, cell, icon)
  local total, rest = 0, 0
  for _, b in ipairs(list) do rest = rest + b.amount end
  for _, b in ipairs(list) do
    rest = rest - b.amount
    local use
    if possible and not possible(total + rest) then
      use = true
    else
      local name = landmarks.name(b.landmark)
      use = decide.yes_no(match, seat, "bonus",
        ("Use %s's %s side (%s) for %s?"):format(name, b.side, WHAT[icon]:format(b.amount), for_what),
        { icon = icon, bonus = b })
    end
    if use then
      total = total + b.amount
      used[b.landmark] = true
    end
  end
  return total
end

return bonuses
