-- Shosuro Tsuji (L5-3.7): Battle: bow a target enemy Personality, Follower or Item at the battlefield.
return {
  title = "Shosuro Tsuji",
  type = "personality",
  deck = "dynasty",
  clan = "Scorpion",
  gold = 8, force = 5, chi = 3, personal_honor = 0,
  keywords = { "Assassin", "Ninja" },
}
