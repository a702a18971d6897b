-- MOD-2: Steadfast Line, a new Strategy, and MOD-3: the deck list that plays it (README.md).
local T = require "tabula.test"
local P = require "positions"
local catalog = require "catalog"
local decks = require "decks"
local stats = require "rules.stats"

-- The card, or a failure that says why (the scenarios run without the mod fail here).
local function card()
  local c = catalog.by_title["Steadfast Line"]
  T.truthy(c, "no card 'Steadfast Line' in the pool (give --mod docs/examples/l5r-mod)")
  return c
end

local function count(list, title)
  local n = 0
  for _, t in ipairs(list) do if t == title then n = n + 1 end end
  return n
end

T.scenario("Steadfast Line joins the pool: a Fate-deck Strategy, FV 2, with one Battle ability [MOD-2, L5-2.1]", function()
  local c = card()
  T.eq({ c.file, c.type, c.deck, c.focus }, { "mods/l5r-mod/cards/steadfast_line.lua", "strategy", "fate", 2 })
  T.eq({ #c.abilities, c.abilities[1].timing }, { 1, "battle" })
  T.eq(#catalog.titles, 59, "the 58 titles of the game and this one")
end)

T.scenario("decks/crane_steadfast.txt is legal: The Aerie, 20 Dynasty, 20 Fate with two Steadfast Line [MOD-3, L5-3, L5-3.1]", function()
  card()
  local deck, err = decks.load("crane_steadfast")
  T.truthy(deck, err)
  T.eq({ deck.stronghold, #deck.dynasty, #deck.fate }, { "The Aerie", 20, 20 })
  T.eq(count(deck.fate, "Steadfast Line"), 2)
  T.eq(deck.file, "mods/l5r-mod/decks/crane_steadfast.txt")
  local t = T.match{ seed = 4, options = { deck1 = "crane_steadfast" } }
  local fate = {}
  for _, z in ipairs{ "fate:1", "hand:1" } do
    for _, c in ipairs(t.match:zone(z):cards()) do fate[#fate + 1] = c.kind end
  end
  T.eq(count(fate, "Steadfast Line"), 2, "both copies are in seat 1's Fate deck or hand")
end)

-- Seat 2 attacks seat 1's Province 1 with Shosuro Koshiba; seat 1 defends it with
-- `units` (Kenshi with Light and Medium Cavalry, and Izumiko, unless told) and holds
-- Steadfast Line. The defender acts first in the segment (L5-11.6).
local KENSHI = { "Daidoji Kenshi", attach = { "Light Cavalry", "Medium Cavalry" } }

local function defend(units)
  card()
  return P.battle{ ap = 2, province = 1, field = { units or { KENSHI, "Kakita Izumiko" }, { "Shosuro Koshiba" } },
                   hand = { { "Steadfast Line" }, {} } }
end

-- Seat 1 passes; Koshiba uses the Towers' ability on Izumiko (she has no Follower): she
-- bows. Returns how many choices were taken without asking before the Towers' target.
local function towers_bow_izumiko(t)
  P.pass(t, 1)
  local n = #t:forced()
  P.pick(t, 2, "Towers of the Yogo")
  T.eq(t:run(), "choice")
  if t:pending().kind == "target" then          -- Izumiko or a Cavalry; alone, she is taken without asking
    t:answer(P.option(t, "Kakita Izumiko"))
    T.eq(t:run(), "choice")
  end
  return n
end

T.scenario("in a battle it targets the player's unbowed Personalities at the battlefield: +1F a Follower, until the battle ends [MOD-2, L5-11.9]", function()
  local t, totals = defend()
  local kenshi = P.at(t, 1, 1, "Daidoji Kenshi")
  T.eq(t:pending().seat, 1, "the defender first")
  t:answer(P.option(t, "Steadfast Line"))
  T.eq(t:run(), "choice")
  local p = t:pending()
  T.eq({ p.seat, p.kind, #p.options }, { 1, "target", 2 }, "Kenshi and Izumiko; not Koshiba")
  T.truthy(p.labels[1]:find("Daidoji Kenshi", 1, true) and p.labels[2]:find("Kakita Izumiko", 1, true), T.show(p.labels))
  t:answer(P.option(t, "Daidoji Kenshi"))
  T.eq(t:run(), "choice")
  T.eq(stats.force(t.match, kenshi), 3 + 2, "two Followers: +2")
  T.eq(P.end_turn(t), "turn")
  T.eq(totals, { { 3, 3 + 2 + 2 + 3 + 2 } }, "Koshiba 3 against Kenshi 3 + 2, the Cavalry 2 + 3 and Izumiko 2")
  T.eq(P.card(t, 2, "dynasty_discard", "Shosuro Koshiba").props.dead, "honorable", "the attacker lost")
  T.eq(stats.force(t.match, kenshi), 3, "the bonus ended with the battle")
  T.eq(P.titles(t, 1, "fate_discard"), { "Steadfast Line" })
end)

T.scenario("a Personality with no Follower gets +1F [MOD-2]", function()
  local t, totals = defend()
  t:answer(P.option(t, "Steadfast Line"))
  T.eq(t:run(), "choice")
  t:answer(P.option(t, "Kakita Izumiko"))
  T.eq(P.end_turn(t), "turn")
  T.eq(totals, { { 3, 3 + 2 + 3 + 2 + 1 } }, "Izumiko 2 + 1")
end)

T.scenario("a bowed Personality is no target: Kenshi alone is, taken without asking [MOD-2, L5-7.2]", function()
  local t = defend()
  local kenshi = P.at(t, 1, 1, "Daidoji Kenshi")
  towers_bow_izumiko(t)
  T.eq(P.at(t, 1, 1, "Kakita Izumiko").turned, true, "Izumiko bowed")
  T.eq({ t:pending().seat, t:pending().kind }, { 1, "battle" })
  local n = #t:forced()
  t:answer(P.option(t, "Steadfast Line"))
  T.eq(t:run(), "choice")
  local targets = {}
  for i, f in ipairs(t:forced()) do
    if i > n and f.kind == "target" then targets[#targets + 1] = { f.seat, f.id } end
  end
  T.eq(targets, { { 1, tostring(kenshi.id) } })
  T.eq(stats.force(t.match, kenshi), 3 + 2)
end)

T.scenario("with no unbowed Personality of his at the battlefield it is not offered [MOD-2, L5-7.2]", function()
  local t = defend({ "Kakita Izumiko" })
  local n = towers_bow_izumiko(t)
  local after = {}
  for i, f in ipairs(t:forced()) do
    if i > n and f.seat == 1 and f.kind == "battle" then after[#after + 1] = f.id end
  end
  T.eq(after[1], "pass", "seat 1's next opportunity had one option, Pass: Steadfast Line was not offered")
  T.eq(P.titles(t, 1, "hand"), { "Steadfast Line" }, "still in hand")
end)

T.scenario("outside a battle it is never offered (Battle timing) [MOD-2, L5-7.1]", function()
  card()
  local t = P.match{ ap = 1, phase = "action", home = { { "The Aerie", "Daidoji Kenshi" }, {} },
                     hand = { { "Steadfast Line", "Tell the Tale" }, {} } }
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "action")
  for _, label in ipairs(t:pending().labels) do
    T.falsy(label:find("Steadfast Line", 1, true), "not in the Action phase: " .. label)
  end
end)
