-- What a seat is shown: the map with characters, landmarks and hazards, each player's
-- cards with their state (render), and the same as data (view). Nothing is hidden, so
-- every seat gets the same.
local T = require "tabula.test"
local P = require "positions"

local function has(text, line, what)
  T.truthy(text:find(line, 1, true), what .. ": " .. line .. "\n" .. text)
end

T.scenario("the text map shows characters, landmarks (flipped marked), hazards, and the cards' state [BC-1.1, BC-1.3, BC-12.1]", function()
  P.printed_rows()
  local t = P.match{ active = 1, at = { akhena = "(3,4)", mutiny = "(5,6)", rig = "(2,4)" },
    landmarks = { standing_stones = "flipped" }, health = { mutiny = { "wounded", 2 } },
    cards = { akhena_javelin = { side = "flipped", exhausted = true } }, sides = { rig = "flipped" } }
  local text = t:render(0)
  has(text, "r2    .  [1 ] [2 ]  BA    -", "Battered Rig on (2,4), which no hazard touches")
  has(text, "r3    .    .  [3 ]  AK!   .", "Akhena on (3,4): Toppled Stones' N HAZ touches it")
  has(text, "r4    -    .    .  [4*]", "landmark 4 flipped")
  has(text, "P4 (4,4) #4 Toppled Stones: N HAZ (3,4), E FRC (4,5); closed: S HAZ", "icons with their cells")
  has(text, "P1 (2,2) #1 Hollow Log: N MOV (1,2), S ATK (3,2); closed: passage W>E, passage E>W", "closed passages")
  has(text, "  Twin Javelins     exhausted Move 0  def 0  SUN    ATTACK 1+MOON LONG 3 MULTI 2  (flips)", "a card's side and state")
  has(text, "Seat 2 Mutiny at (5,6), health WOUNDED column 2 of 3, Battered Rig at (2,4)", "health and minion")
  T.eq(t:render(1), t:render(2), "every seat sees the same")
end)

T.scenario("the view gives landmarks, characters and each seat's cards and health as data [BC-2.2, BC-8.1]", function()
  P.printed_rows()
  local t = P.match{ active = 1, at = { akhena = "(3,4)" }, cards = { mutiny_cutlass = { exhausted = true } } }
  local v = t:view(1)
  T.eq(v.landmarks[3], { slot = 3, cell = "(3,3)", id = "hunters_blind", number = 3, name = "Hunter's Blind", side = "start" })
  T.eq(v.seats[2].cards[1], { id = "mutiny_cutlass", name = "Cutlass", side = "start", ready = false })
  T.eq(v.seats[1].health, { side = "start", column = 1, length = 4 })
  T.eq(v.characters[1], { id = "mutiny", owner = 2, cell = "(1,3)", name = "Mutiny" })
  T.eq(t:view(2), v, "every seat gets the same view")
end)
