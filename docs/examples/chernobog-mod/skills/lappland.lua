-- Lappland (mod): a 17th operator, added by this mod (no such file in games/chernobog).
-- Faction "siracusa", a faction of one: selection=faction offers only factions of
-- exactly four operators, so it is unchanged; the draft offers her as a 17th pick.
--
--   MANUAL, limit 2. Extra eligibility: she is on the main track (CH-8.1).
--   No effect on 1-6 (a normal move of Lappland, CH-8.2).
--   On 7-9:   every opponent token on the main track 1 or 2 squares ahead of her
--             is displaced 3 back (it ends 1 or 2 squares behind her).
--   On 10-12: every opponent token on the main track 1, 2 or 3 squares ahead of her
--             is displaced 4 back (it ends 1, 2 or 3 squares behind her).
--   The farthest square's tokens go first. Each is a displacement (CH-6.8): arrival
--   applies where it lands (it captures the tokens of other players there, a rooftop
--   or destroyed terrain sends it Home), no jump. Her own side's tokens are never
--   moved (CH-8.5). Lappland herself does not move. No opponent in reach: nothing
--   happens, the counter still rises.
local rules = require "rules"
local board = require "board"

local REACH = { [7] = 2, [8] = 2, [9] = 2, [10] = 3, [11] = 3, [12] = 3 }

local function effect(match, lappland, value)
  local reach = REACH[value]
  local from = rules.square(lappland)
  -- Gather first, farthest square first, then displace: the order is fixed.
  local groups = {}
  for d = reach, 1, -1 do
    local group = {}
    for _, u in ipairs(rules.at(match, board.ahead(from, d))) do
      if u.seat ~= lappland.seat then group[#group + 1] = u end
    end
    groups[#groups + 1] = group
  end
  local moved = 0
  for _, group in ipairs(groups) do
    for _, u in ipairs(group) do
      rules.displace(match, u, -(reach + 1))
      moved = moved + 1
    end
  end
  if moved == 0 then match:log("Lappland finds no opponent within %d squares ahead", reach) end
end

return {
  id = "lappland", name = "Lappland", faction = "siracusa",
  summary = "MANUAL x2 (mod): knocks opponents just ahead of her back behind her",
  manual = { limit = 2, no_effect = 6, effect = effect,
             eligible = function(_match, lappland) return rules.on_track(lappland) end },
}
