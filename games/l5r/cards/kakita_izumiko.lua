-- Kakita Izumiko (L5-3.5): Triggered: after Izumiko wins a duel, her controller gains 1 Honor.
return {
  title = "Kakita Izumiko",
  type = "personality",
  deck = "dynasty",
  clan = "Crane",
  gold = 5, force = 2, chi = 3, honor_requirement = 6, personal_honor = 3,
  keywords = { "Samurai", "Duelist" },
}
