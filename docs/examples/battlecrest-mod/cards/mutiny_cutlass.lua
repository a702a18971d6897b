-- The mod's Cutlass / Reckless Cutlass (README.md, BCM-1): it replaces the game's
-- cards/mutiny_cutlass.lua (same file name, same id). Cutlass hits harder but only
-- SHORT; Reckless Cutlass defends with 1 and ends with RALLY, an ability of its own.
local A = require "rules.abilities"
local R = require "rules.reach"
local characters = require "rules.characters"

-- Your minion, when it shows its FLIPPED face.
local function battered(act)
  local minion = characters.minion(act.match, act.seat)
  if minion and minion.side == "flipped" then return minion end
  return nil
end

-- RALLY: your battered minion turns back to its START face.
local rally = {
  kind = "rally", label = "RALLY",
  can = function(act) return battered(act) ~= nil end,
  perform = function(act)
    local minion = battered(act)
    minion:flip_side("start")
    act.match:log("%s rallies", characters.name(minion))
  end,
}

return {
  id = "mutiny_cutlass", kind = "action", set = "mutiny",
  sides = {
    start = { name = "Cutlass", move = 1, crest = "ANCHOR", def = 1, flip = true,
              abilities = { A.attack{ value = 3, range = R.SHORT } } },
    flipped = { name = "Reckless Cutlass", move = 1, crest = "ANCHOR", def = 1, flip = true,
                abilities = { A.march(1), A.attack{ value = 2, crest = "POWDER", range = R.SHORT }, rally } },
  },
}
