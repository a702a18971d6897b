-- The Wrath of Osano-Wo (L5-3.6): Battle (Kiho, Thunder): bow your unbowed Monk or Shugenja at the
-- battlefield: he makes a ranged attack whose strength is his current Chi. (It cannot be combined,
-- L5-12.4.)
return {
  title = "The Wrath of Osano-Wo",
  type = "strategy",
  deck = "fate",
  focus = 3,
  keywords = { "Kiho", "Thunder" },
}
