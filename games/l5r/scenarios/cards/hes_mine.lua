-- He's Mine! (L5-3.6): Reaction only in a duel-entry window: your entering duelist bows and
-- another unbowed Samurai of yours at the same place takes his role, then bows after the duel
-- (L5-13.4, L5-17.15, L5-21.7).
local T = require "tabula.test"
local P = require "positions"

T.scenario("He's Mine!: Genshin takes Izumiko's place in Stand Or Run; the loser is Koshiba; Izumiko and Genshin bow (cards/hes_mine.lua) [L5-17.15, L5-21.7, L5-13.4, L5-13.9]", function()
  local t = P.match{ ap = 2, phase = "attack", honor = { 10, 3 },
    home = { { "Kakita Izumiko", "Doji Genshin", "Daidoji Kenshi" }, { "Shosuro Koshiba" } },
    hand = { { "He's Mine!", "Focus" }, { "Stand Or Run" } } }
  P.attack(t, { ["Shosuro Koshiba"] = 1, ["Kakita Izumiko"] = 1, ["Doji Genshin"] = 1 })   -- Kenshi stays home
  P.pass(t, 1)
  P.pick(t, 2, "Stand Or Run")            -- Koshiba challenges
  P.pick(t, 2, "Kakita Izumiko")
  P.pick(t, 1, "Accept")
  local p = P.next(t)                     -- the duel-entry window: S passes (forced), then C
  T.eq(p.seat, 1)
  T.eq(p.prompt, "The duelists enter the duel: react, or pass")
  t:answer(P.option(t, "He's Mine!"))     -- Izumiko steps aside (forced); Genshin is the only substitute there
  P.next(t)
  T.eq(t:pending().kind, "duel")
  T.truthy(P.offers(t, "Strike"))
  T.eq(t:pending().prompt:find("Doji Genshin", 1, true) ~= nil, true, "Genshin is the duelist now")
  t:answer("strike")                      -- Genshin 5 against Koshiba 3
  P.finish_turn(t)
  T.eq(P.card(t, 2, "dynasty_discard", "Shosuro Koshiba").props.dead, "honorable", "the loser is destroyed")
  T.eq(P.card(t, 1, "home", "Kakita Izumiko").turned, true)
  T.eq(P.card(t, 1, "home", "Doji Genshin").turned, true)
  T.eq(P.card(t, 1, "home", "Daidoji Kenshi").turned, false, "Kenshi (at home) took no part")
  T.eq(P.honor(t), { 10, 3 }, "Izumiko won nothing; the battle: A = 0, D = 0")
end)

T.scenario("He's Mine! is not offered without an unbowed Samurai at the same place (cards/hes_mine.lua) [L5-21.7]", function()
  local t = P.match{ ap = 2, phase = "attack",
    home = { { "Kakita Izumiko", "Doji Genshin" }, { "Shosuro Koshiba" } },
    hand = { { "He's Mine!" }, { "Stand Or Run" } } }
  P.attack(t, { ["Shosuro Koshiba"] = 1, ["Kakita Izumiko"] = 1 })   -- Genshin stays home
  P.pass(t, 1)
  P.pick(t, 2, "Stand Or Run")
  P.pick(t, 1, "Accept")
  local p = P.next(t)
  T.eq(p.kind, "duel", "the entry window closed on forced passes")
  T.truthy(p.prompt:find("Kakita Izumiko", 1, true) ~= nil)
end)

T.scenario("He's Mine! is not a reaction to ordinary actions (cards/hes_mine.lua) [L5-13.4, L5-21.7]", function()
  local t = P.match{ ap = 2, phase = "attack",
    home = { { "Kakita Izumiko", "Doji Genshin" }, { "Shosuro Tsuji" } },
    hand = { { "He's Mine!" }, {} } }
  P.attack(t, { ["Shosuro Tsuji"] = 1, ["Kakita Izumiko"] = 1, ["Doji Genshin"] = 1 })
  P.pass(t, 1)
  P.pick(t, 2, "bow an enemy Personality, Follower")
  P.pick(t, 2, "Kakita Izumiko")
  P.next(t)
  T.truthy(P.took(t, { kind = "reaction", seat = 1 }), "C had no reaction")
  T.eq(P.at(t, 1, 1, "Kakita Izumiko").turned, true)
end)
