-- The mod's Teutonic Order (README.md, CRM-1): it replaces the game's orders/teutonic.lua
-- (same file name, same id). Crusade power +2 against Prussians, as the game's, and +1
-- against Slavs too.
local BONUS = { prussian = 2, slav = 1 }

return {
  id = "teutonic", name = "Teutonic Order", start = { "brandenburg", "masovia" },
  text = "Crusade power +2 against Prussians, +1 against Slavs",
  power = function(action, enemy) return action == "crusade" and BONUS[enemy] or 0 end,
}
