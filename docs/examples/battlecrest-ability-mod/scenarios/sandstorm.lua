-- BCA-1, BCA-2, BCA-3: Sandstorm, Akhena's fifth card, its SCORCH and the solo AI
-- (README.md).
local T = require "tabula.test"
local P = require "positions"
local catalog = require "catalog"
local probes = require "card_probes"

local OTHERS = { "akhena_sunlance", "akhena_dune_stride", "akhena_javelin", "akhena_crescent_guard" }

-- Cards for P.match: every card of Akhena's but Sandstorm (and `keep`) exhausted.
local function only_sandstorm(keep)
  local cards = {}
  for _, id in ipairs(OTHERS) do
    if id ~= keep then cards[id] = { exhausted = true } end
  end
  return cards
end

-- A solo match in which the AI plays Akhena and moves first.
local function ai_akhena(spec)
  spec.options, spec.active = { solo = true, ai_seat = 1 }, 1
  return P.match(spec)
end

T.scenario("the mod's rows/akhena.lua alone makes Sandstorm her fifth card; her hero file stays the game's [BCA-1, BC-2.2]", function()
  T.eq(catalog.cards.akhena.row, { "akhena_sunlance", "akhena_dune_stride", "akhena_javelin",
                                   "akhena_crescent_guard", "akhena_sandstorm" })
  T.eq(catalog.cards.akhena.file, "games/battlecrest/cards/akhena.lua", "Kindle is the game's")
  T.eq(catalog.unplayed, {}, "every action card is in a row")
  local t = P.match{}
  T.eq(t:view(1).seats[1].cards[5], { id = "akhena_sandstorm", name = "Sandstorm", side = "start", ready = true })
end)

T.scenario("five cards, five columns: 2 damage at START column 4 leave her WOUNDED column 1 (with four: column 2) [BCA-1, BC-8.1]", function()
  local t = P.match{ active = 2, at = { mutiny = "(3,5)", akhena = "(3,4)", rig = "(6,6)" },
                     health = { akhena = { "start", 4 } } }
  t:answer("activate", "mutiny_cutlass", "none")
  P.at(t, "action")
  T.eq(P.health(t, "akhena"), { "wounded", 1 })
end)

T.scenario("ten damage defeat her: WOUNDED column 3 survives 2 damage at column 5 (with four cards she falls) [BCA-1, BC-8.1, BC-14.1]", function()
  local t = P.match{ active = 2, at = { mutiny = "(3,5)", akhena = "(3,4)", rig = "(6,6)" },
                     health = { akhena = { "wounded", 3 } } }
  t:answer("activate", "mutiny_cutlass", "none")
  P.at(t, "action")
  T.eq(P.health(t, "akhena"), { "wounded", 5 })
  t = P.match{ active = 2, at = { mutiny = "(3,5)", akhena = "(3,4)", rig = "(6,6)" },
               health = { akhena = { "wounded", 4 } } }
  t:answer("activate", "mutiny_cutlass", "none")
  T.eq(t:run(), "finished")
  T.eq(t.result.winners, { 2 })
end)

T.scenario("Sandstorm: SCORCH 1 MEDIUM burns every enemy around her, diagonal too, and asks no defence [BCA-2, BC-6.1, BC-8.2, BC-9.1]", function()
  local t = P.match{ at = { akhena = "(3,1)", mutiny = "(4,2)", rig = "(3,2)" }, cards = only_sandstorm() }
  probes.activate(t, "akhena_sandstorm")
  P.at(t, "action")
  T.eq(P.health(t, "mutiny"), { "start", 2 })
  T.eq(P.side(t, "rig"), "flipped", "Battered Rig")
  T.eq(P.side(t, "akhena_sandstorm"), "flipped", "Sandstorm Raging")
end)

T.scenario("Sandstorm Raging: SCORCH 2 SHORT burns the enemy beside her, not the diagonal one; defence 0 [BCA-2, BC-6.1, BC-7.2]", function()
  local cards = only_sandstorm()
  cards.akhena_sandstorm = { side = "flipped" }
  local t = P.match{ at = { akhena = "(3,1)", mutiny = "(3,2)", rig = "(4,2)" }, cards = cards }
  probes.activate(t, "akhena_sandstorm")
  P.at(t, "action")
  T.eq(P.health(t, "mutiny"), { "start", 3 })
  T.eq(P.side(t, "rig"), "start", "the diagonal Rig is untouched")
  T.eq(P.side(t, "akhena_sandstorm"), "start")
  T.eq({ probes.defence("akhena", "akhena_sandstorm", { cards = { akhena_sandstorm = { side = "flipped" } } }) },
       { "Sandstorm Raging (defence 0)", { "start", 3 } })
end)

T.scenario("SCORCH with no enemy in range cannot be performed, so Sandstorm alone is no Activate [BCA-2, BC-5.3, BC-3.2]", function()
  local t = P.match{ at = { akhena = "(1,1)", mutiny = "(6,4)", rig = "(6,6)" }, cards = only_sandstorm() }
  P.at(t, "action")
  T.falsy(P.labels(t).activate, "no Activate offered")
end)

T.scenario("the solo AI weighs SCORCH by its declared strike: with nothing else to strike, it activates Sandstorm [BCA-3, BC-15.3, BC-15.4, BC-15.5]", function()
  local t = ai_akhena{ at = { akhena = "(3,1)", mutiny = "(4,2)", rig = "(6,6)" }, cards = only_sandstorm() }
  P.at(t, "action")
  T.eq(t:pending().seat, 2, "Mutiny's turn: the AI played Akhena's")
  T.eq(P.health(t, "mutiny"), { "start", 2 }, "scorched")
  T.eq(P.side(t, "akhena_sandstorm"), "flipped", "activated (then readied by the Refocus of BC-15.3 entry 2)")
end)

T.scenario("the solo AI prefers Sunlance's ATTACK 2 to Sandstorm's strike of 1 when both can strike [BCA-3, BC-15.3, BC-15.4]", function()
  local t = ai_akhena{ at = { akhena = "(3,1)", mutiny = "(3,2)", rig = "(6,6)" }, cards = only_sandstorm("akhena_sunlance") }
  P.at(t, "defence")
  T.eq(t:pending().seat, 2, "Mutiny defends against Sunlance")
  T.truthy(P.exhausted(t, "akhena_sunlance"))
  T.falsy(P.exhausted(t, "akhena_sandstorm"))
end)
