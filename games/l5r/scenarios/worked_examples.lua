-- The worked examples of L5-20 that need no battle, step by step.
local T = require "tabula.test"
local P = require "positions"

local pick, pass = P.pick, P.pass

T.scenario("Ex-15: recruiting with minimal covers, Honor Requirement, clan Honor, refill, hand size [L5-10.1, L5-10.2, L5-10.3, L5-6.3, L5-5.8, L5-6.1, L5-6.2]", function()
  local hand = {}
  for i = 1, 8 do hand[i] = "Focus" end
  local t = P.match{ ap = 1, phase = "dynasty", honor = { 5, 1 },
    home = { { "The Aerie", "Marketplace", "Marketplace", "Small Farm" } }, hand = { hand },
    provinces = { { "Kakita Izumiko", "Asahina Yasutora", "Marketplace", false } } }
  T.eq(t:run(), "choice")
  T.falsy(P.offers(t, "Kakita Izumiko"), "Honor 5 < HR 6: Izumiko cannot be recruited")
  t:answer(P.option(t, "Asahina Yasutora"))
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "gold")
  T.eq(t:pending().labels, { "The Aerie (4) = 4", "Marketplace (3) + Marketplace (3) = 6",
                             "Marketplace (3) + Small Farm (1) = 4", "Marketplace (3) + Small Farm (1) = 4" },
       "the four minimal covers of 4")
  t:answer(P.option(t, "The Aerie"))
  T.eq(t:run(), "choice")
  T.eq(t.match.state.honor[1], 8, "Yasutora is Crane: +3")
  t:answer(P.option(t, "Kakita Izumiko"))   -- HR 6 <= 8; the only cover left is both Marketplaces (forced)
  T.eq(t:run(), "choice")
  T.eq(t.match.state.honor[1], 11, "Izumiko: +3")
  local forced = t:forced()
  T.eq(forced[#forced].id, "done", "Marketplace #3 (2) cannot be paid with the Small Farm alone: only DONE")
  T.eq(t:pending().kind, "discard", "9 cards after the draw: discard 1")
  t:answer(t:pending().options[1])
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.titles(t, 1, "hand") and #P.titles(t, 1, "hand"), 8)
  local yas = P.card(t, 1, "home", "Asahina Yasutora")
  T.eq(yas.turned, false, "personalities enter unbowed")
  T.eq(P.card(t, 1, "home", "The Aerie").turned, true)
  T.eq(P.card(t, 1, "home", "Small Farm").turned, false)
  local zones = require "zones"
  T.eq(zones.province(t.match, 1, 1):top().face, "down", "P1 refilled face down")
  T.eq(zones.province(t.match, 1, 3):top().kind, "Marketplace", "P3 still shows Marketplace #3")
end)

T.scenario("Ex-1: Investigation answers Betrayed from Within; nested windows [L5-7.4, L5-7.6, L5-7.9, L5-6.3, L5-17.9, L5-17.10, L5-0.4, L5-7.5, L5-2.3, L5-2.5]", function()
  local t = P.match{ ap = 1, phase = "action", honor = { 14, -2 },
    home = { { { "The Aerie", bowed = true }, "Marketplace", "Marketplace", "Kakita Izumiko" },
             { "The Towers of the Yogo", "Geisha House", "Geisha House", "Small Farm" } },
    hand = { { "Investigation" }, { "Betrayed from Within" } } }
  pass(t, 1)                                              -- 1. C passes
  pick(t, 2, "Betrayed from Within")                      -- 2. S announces it on Izumiko (forced target)
  pick(t, 1, "Investigation")                             -- 3. W(BfW) opens with C
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "gold")
  t:answer(t:pending().options[1])                        -- C pays 2 with Marketplace #1
  -- 4. W(Investigation): S has nothing; 5. W(BfW) continues: nobody has a reaction
  T.eq(t:run(), "choice")                                 -- 6. back in the loop: C
  T.eq(t:pending().seat, 1, "next to act: C")
  T.eq(t:pending().kind, "action")
  local s = t.match.state
  T.eq(s.honor, { 14, -8 }, "S loses 5, then 1")
  local izumiko = P.card(t, 1, "home", "Kakita Izumiko")
  T.truthy(izumiko ~= nil and not izumiko.turned, "Izumiko in play, unbowed")
  T.eq(P.card(t, 2, "home", "The Towers of the Yogo").turned, true)
  T.eq(P.card(t, 2, "home", "Small Farm").turned, false)
  T.eq(P.card(t, 1, "home", "Marketplace", 1).turned ~= P.card(t, 1, "home", "Marketplace", 2).turned, true,
       "one Marketplace bowed")
  T.eq(P.titles(t, 1, "fate_discard"), { "Investigation" })
  T.eq(P.titles(t, 2, "fate_discard"), { "Betrayed from Within" })
end)

T.scenario("Ex-3: automatic grant, then a Favor action negated by Confusion at Court [L5-8.3, L5-8.7, L5-7.6, L5-7.9]", function()
  local t = P.match{ ap = 1, phase = "action", honor = { 12, 5 },
    home = { { "Doji Shunya" }, {} }, hand = { {}, { "Confusion at Court" } } }
  pick(t, 1, "petition")                                  -- 1. C petitions, bowing Shunya (the only one)
  -- W(petition): nobody may react; 2. S has no action, so passes without being asked
  T.eq(t:run(), "choice")
  T.eq(t.match.state.favor, 1, "12 > 5: C takes the Favor, no contest")
  t:answer(P.option(t, "Doji Shunya"))                    -- 3. Shunya's Favor ability (bowed, no bow cost)
  pick(t, 2, "Confusion at Court")                        -- 4. S answers
  -- 5. W(Shunya) closes, Shunya resolves with no effect; then nobody has an action:
  -- C is not asked again (no second petition, no Favor), and the turn ends.
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(t.match.state.favor, 0, "Favor in the centre")
  T.eq(t.match.state.honor, { 12, 5 })
  T.eq(P.card(t, 1, "home", "Doji Shunya").turned, true)
  T.eq(P.titles(t, 2, "fate_discard"), { "Confusion at Court" })
end)

T.scenario("Ex-10: seppuku replaces Kameyoi's loss with 1 [L5-9.9, L5-17.7, L5-14.4, L5-21.1]", function()
  local t = P.match{ ap = 2, phase = "action", honor = { 9, 1 },
    home = { { { "Kakita Izumiko", dishonored = true } }, { "Shosuro Kameyoi" } } }
  pick(t, 2, "Shosuro Kameyoi")
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "target")
  t:answer(P.option(t, "Kakita Izumiko"))
  pick(t, 1, "to commit seppuku")                         -- C orders it
  T.eq(t:run(), "choice")                                 -- S's next opportunity
  T.eq(t.match.state.honor[1], 8, "exactly 1")
  local dead = P.card(t, 1, "dynasty_discard", "Kakita Izumiko")
  T.eq(dead.props.dead, "honorable")
end)

T.scenario("Ex-10, declined: C loses 2 and Izumiko stays dishonored [L5-9.9, L5-17.7]", function()
  local t = P.match{ ap = 2, phase = "action", honor = { 9, 1 },
    home = { { { "Kakita Izumiko", dishonored = true } }, { "Shosuro Kameyoi" } } }
  pick(t, 2, "Shosuro Kameyoi")
  T.eq(t:run(), "choice")
  t:answer(P.option(t, "Kakita Izumiko"))
  pick(t, 1, "Decline")
  T.eq(t:run(), "choice")
  T.eq(t.match.state.honor[1], 7)
  T.eq(P.card(t, 1, "home", "Kakita Izumiko").props.dishonored, true)
end)

T.scenario("Ex-2: a petition contest with speakers and one offering each [L5-8.2, L5-8.4, L5-8.5]", function()
  local t = P.match{ ap = 1, phase = "action", honor = { 10, 8 }, favor = 2,
    home = { { "Daidoji Kenshi", "Kakita Izumiko", "Doji Genshin" },
             { "Shosuro Koshiba", "Bayushi Manami", "Shosuro Tsuji" } },
    hand = { { "Stand Or Run", "Naginata" }, { "Focus", "Tell the Tale" } } }
  pick(t, 1, "petition")                                  -- 1. C petitions
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "cost")
  T.eq(t:pending().labels, { "Daidoji Kenshi (seat 1's home)", "Kakita Izumiko (seat 1's home)",
                             "Doji Genshin (seat 1's home)" }, "each Personality with PH 1 or more")
  t:answer(P.option(t, "Daidoji Kenshi"))                 -- bowing Kenshi; W(petition): nobody may react
  local function offer(seat, text, totals)                -- 2., 3. the contest: S holds the Favor
    T.eq(t:run(), "choice")
    T.eq(t:pending().kind, "petition")
    T.eq(t:pending().prompt, ("Petition for the Imperial Favor: %d against %d"):format(totals[seat], totals[3 - seat]))
    pick(t, seat, text)
  end
  offer(1, "Offer Stand Or Run (+2)", { 10, 8 })
  offer(2, "Offer Focus (+5)", { 12, 8 })
  offer(1, "Send Kakita Izumiko to speak (+3)", { 12, 13 })
  offer(2, "Send Shosuro Koshiba to speak (+1)", { 15, 13 })
  T.eq(t:run(), "choice")
  T.eq(t:pending().labels, { "Send Doji Genshin to speak (+4)", "Pass" }, "C may not also offer Naginata")
  offer(1, "Send Doji Genshin to speak (+4)", { 15, 14 })
  T.eq(t:run(), "choice")
  T.eq(t:pending().labels, { "Send Bayushi Manami to speak (+1)", "Send Shosuro Tsuji to speak (+0)", "Pass" },
       "S has offered already")
  t:answer(P.option(t, "Send Bayushi Manami"))
  -- C has nobody unbowed and may not offer Naginata (one offering per petition): he passes unasked
  offer(2, "Pass", { 19, 15 })                            -- S passes (Tsuji would add 0)
  -- 4. 19 > 15: C takes the Favor. Next opportunity: S, who has no action; then C
  T.eq(t:run(), "choice")
  T.eq(P.forced(t), { "2 reaction pass", "1 reaction pass", "1 petition pass", "2 action pass" },
       "W(petition): S, then C pass; C passes in the contest; S passes his opportunity")
  T.eq(t:pending().seat, 1)
  T.eq(t:pending().kind, "action")
  local s = t.match.state
  T.eq(s.favor, 1, "C controls the Favor")
  T.eq(s.honor, { 10, 8 }, "Family Honor unchanged")
  for _, title in ipairs{ "Daidoji Kenshi", "Kakita Izumiko", "Doji Genshin" } do
    T.eq(P.card(t, 1, "home", title).turned, true, title .. " bowed")
  end
  T.eq(P.card(t, 2, "home", "Shosuro Koshiba").turned, true)
  T.eq(P.card(t, 2, "home", "Bayushi Manami").turned, true)
  T.eq(P.card(t, 2, "home", "Shosuro Tsuji").turned, false, "Tsuji unbowed")
  T.eq(P.titles(t, 1, "fate_discard"), { "Stand Or Run" })
  T.eq(P.titles(t, 2, "fate_discard"), { "Focus" })
  T.falsy(P.offers(t, "petition"), "C cannot petition again this turn")
end)

-- Ex-11's position: Yasutora carries three Spells (his Chi), Konomi none, Genshin is no Shugenja.
local function ex11()
  return P.match{ ap = 1, phase = "action",
    home = { { { "Asahina Yasutora", attach = { "Walking the Way", "Walking the Way", "Capturing the Soul" } },
               "Asahina Konomi", "Doji Genshin" },
             { "Voitagi", "Shosuro Koshiba" } } }
end

-- Casts Capturing the Soul with Konomi joining, on `target`; runs to C's next opportunity.
local function capture(t, target)
  local equip = require "rules.equip"
  local yasutora, konomi = P.card(t, 1, "home", "Asahina Yasutora"), P.card(t, 1, "home", "Asahina Konomi")
  T.falsy(equip.can_bear(t.match, P.card(t, 1, "home", "Walking the Way"), yasutora), "3 Spells = Chi 3: no fourth")
  T.falsy(equip.can_bear(t.match, P.card(t, 1, "home", "Walking the Way"), P.card(t, 1, "home", "Doji Genshin")),
          "Genshin is no Shugenja")
  T.truthy(equip.can_bear(t.match, P.card(t, 1, "home", "Walking the Way"), konomi))
  pick(t, 1, "Capturing the Soul")                        -- 1. Ritual Limited
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "target")
  t:answer(P.option(t, target))
  T.eq(t:run(), "choice")                                 -- the primary, Yasutora, bows; D-6: participants
  T.eq(t:pending().kind, "ritual")
  T.eq(t:pending().labels, { "Asahina Konomi" }, "only C's other unbowed Shugenja")
  t:answer(P.option(t, "Asahina Konomi"))
  -- W: S passes, C passes; 2. resolve. Then S has no action, and C is asked again
  T.eq(t:run(), "choice")
  T.eq(P.forced(t), { "2 reaction pass", "1 reaction pass", "2 action pass" })
  T.eq(t:pending().seat, 1)
  T.eq(P.titles(t, 1, "removed"), { "Capturing the Soul" }, "the Spell is removed as a cost")
  T.eq(#yasutora:attachments(), 2, "Yasutora has 2 Spells left")
  T.eq(yasutora.turned, true)
  T.eq(konomi.turned, true)
  T.eq(t.match.state.honor, { 6, 1 }, "no Honor changes")
  return t
end

T.scenario("Ex-11: the spell limit, and a Ritual removes Voitagi from the game [L5-10.6, L5-10.9, L5-17.12]", function()
  local t = capture(ex11(), "Voitagi")
  T.eq(P.titles(t, 2, "removed"), { "Voitagi" }, "3 + 5 = 8 > 3 x 2: removed")
  T.eq(P.card(t, 2, "removed", "Voitagi").props.dead, nil, "removed, not dead")
  T.eq(P.titles(t, 2, "dynasty_discard"), {})
  T.truthy(P.card(t, 2, "home", "Shosuro Koshiba"))
end)

T.scenario("Ex-11, on Koshiba: 8 > 9 fails, nothing happens, the Spell is still gone [L5-10.9, L5-17.12]", function()
  local t = capture(ex11(), "Shosuro Koshiba")
  T.eq(P.titles(t, 2, "removed"), {})
  T.truthy(P.card(t, 2, "home", "Shosuro Koshiba"), "Koshiba stays in play")
  T.truthy(P.card(t, 2, "home", "Voitagi"))
end)
