-- MOD-R1, MOD-R2: Daidoji Tetsu's Reaction, its presence, and the deck list that plays
-- him (README.md).
local T = require "tabula.test"
local P = require "positions"
local catalog = require "catalog"

-- Scorpion's Touch of Death at Crane's bowed Kenshi, in seat 2's Action phase; Crane
-- holds `crane` at home besides Kenshi.
local function touch_of_death(crane)
  local home = { { "Daidoji Kenshi", bowed = true } }
  for _, c in ipairs(crane) do home[#home + 1] = c end
  local t = P.match{ ap = 2, phase = "action", honor = { 10, 3 },
    home = { home, { { "Shosuro Rokujo", attach = { "Touch of Death" } } } } }
  P.pick(t, 2, "Touch of Death")
  return t
end

-- Scorpion attacks Crane's Province 1 with Koshiba and his Archers; Izumiko (Force 2)
-- defends there, with Tetsu beside her or (at_home) at home; the Archers shoot at
-- `target` (Izumiko unless given). Returns the match at Crane's reaction window.
local function archers_at_battle(at_home, target)
  local crane_field = { "Kakita Izumiko" }
  local home = { {}, {} }
  if at_home then home[1] = { "Daidoji Tetsu" } else crane_field[2] = "Daidoji Tetsu" end
  local t = P.battle{ ap = 2, province = 1, home = home,
    field = { crane_field, { { "Shosuro Koshiba", attach = { "Ashigaru Archers" } } } } }
  P.pass(t, 1)                                   -- the defender acts first (L5-11.5)
  P.pick(t, 2, "Ranged 2")
  if t:run() == "choice" and t:pending().kind == "target" then P.pick(t, 2, target or "Kakita Izumiko") end
  T.eq(t:run(), "choice")
  return t
end

T.scenario("Daidoji Tetsu joins the pool: a Crane Personality with one Reaction that asks presence [MOD-R1, L5-2.1, L5-7.2]", function()
  local card = catalog.by_title["Daidoji Tetsu"]
  T.eq({ card.type, card.deck, card.clan, card.gold, card.force, card.chi }, { "personality", "dynasty", "Crane", 6, 2, 3 })
  T.eq(#card.abilities, 1)
  T.eq({ card.abilities[1].timing, card.abilities[1].presence }, { "reaction", true })
end)

T.scenario("in an Action phase Tetsu, at home, bows to negate Touch of Death at Kenshi: Kenshi lives [MOD-R1, L5-7.2, L5-7.6, L5-7.9]", function()
  local t = touch_of_death({ "Daidoji Tetsu" })
  P.pick(t, 1, "Daidoji Tetsu")
  P.finish_turn(t)
  T.truthy(P.card(t, 1, "home", "Daidoji Kenshi"), "Kenshi is still in play")
  T.truthy(P.card(t, 1, "home", "Daidoji Tetsu").turned, "Tetsu bowed as the cost")
  T.eq(P.titles(t, 2, "fate_discard"), { "Touch of Death" }, "the Spell's costs were paid")
end)

T.scenario("a bowed Tetsu cannot pay his cost: no Reaction, Kenshi dies [MOD-R1, L5-7.3]", function()
  local t = touch_of_death({ { "Daidoji Tetsu", bowed = true } })
  P.pick(t, 2, "Daidoji Kenshi")                 -- both are bowed targets
  P.finish_turn(t)
  T.eq(P.card(t, 1, "dynasty_discard", "Daidoji Kenshi").props.dead, "honorable")
end)

T.scenario("Tetsu guards only others: the Archers shooting at him open no Reaction of his [MOD-R1, L5-7.2]", function()
  local t = archers_at_battle(false, "Daidoji Tetsu")
  T.falsy(P.offers(t, "Daidoji Tetsu"))
end)

T.scenario("in a battle Tetsu at the battlefield negates the Archers' Ranged 2 at Izumiko [MOD-R1, L5-7.2, L5-12.1]", function()
  local t = archers_at_battle(false)
  T.truthy(P.offers(t, "Daidoji Tetsu"), "Tetsu is offered in the reaction window")
  P.pick(t, 1, "Daidoji Tetsu")
  T.eq(t:run(), "choice")
  T.truthy(P.card(t, 1, "battle", "Kakita Izumiko"), "Izumiko is still at the battlefield")
  T.truthy(P.card(t, 1, "battle", "Daidoji Tetsu").turned)
end)

T.scenario("in a battle Tetsu at home is not present: the game offers him no Reaction [MOD-R1, L5-7.2]", function()
  local t = archers_at_battle(true)
  T.falsy(P.offers(t, "Daidoji Tetsu"), "only presence lets him react during a battle")
  P.pass(t, 1)
  T.eq(t:run(), "choice")
  T.truthy(P.card(t, 1, "dynasty_discard", "Kakita Izumiko"), "Ranged 2 destroys Izumiko")
end)

T.scenario("the list crane_tetsu plays him: one Kenshi fewer, 20 Dynasty cards [MOD-R2, L5-3, L5-3.1]", function()
  local t = T.match{ options = { deck1 = "crane_tetsu" } }
  local titles = {}
  for _, c in ipairs(t.match:objects()) do
    if c.owner == 1 and catalog.by_title[c.kind] and catalog.by_title[c.kind].deck == "dynasty" then
      titles[c.kind] = (titles[c.kind] or 0) + 1
    end
  end
  T.eq({ titles["Daidoji Tetsu"], titles["Daidoji Kenshi"] }, { 1, 1 })
end)
