-- Kakita Izumiko (L5-3.5): Triggered: after Izumiko wins a duel, her controller gains 1 Honor.
local honor = require "rules.honor"
return {
  title = "Kakita Izumiko",
  type = "personality",
  deck = "dynasty",
  clan = "Crane",
  gold = 5, force = 2, chi = 3, honor_requirement = 6, personal_honor = 3,
  keywords = { "Samurai", "Duelist" },
  -- Triggered: after she wins a duel, her controller gains 1 Honor (L5-17.3, L5-9.4).
  traits = { { event = "duel_won", self = true, operation = function(_, izumiko, match)
    honor.gain(match, izumiko.owner, 1, izumiko, "Kakita Izumiko")
  end } },
}
