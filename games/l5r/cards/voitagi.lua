-- Voitagi (L5-3.7): Triggered: after Voitagi enters play, his controller loses 3 Honor. Battle: Fear
-- 3.
local honor = require "rules.honor"
local kit = require "rules.kit"
return {
  title = "Voitagi",
  type = "personality",
  deck = "dynasty",
  clan = "Unaligned",
  gold = 3, force = 3, chi = 2, personal_honor = 0,
  keywords = { "Samurai", "Shadowlands", "Undead" },
  -- Triggered: after he enters play his controller loses 3 Honor (not an action, L5-17.8).
  traits = { { event = "entered_play", self = true,
               operation = function(_, card, match) honor.lose(match, card.owner, 3, nil, "Voitagi") end } },
  abilities = { kit.fear_ability(3) },   -- Battle: Fear 3 (L5-12.6)
}
