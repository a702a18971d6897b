-- The worked examples of L5-20 that need no battle, step by step.
local T = require "tabula.test"
local P = require "positions"

local pick, pass = P.pick, P.pass

T.scenario("Ex-15: recruiting with minimal covers, Honor Requirement, clan Honor, refill, hand size [L5-10.1, L5-10.2, L5-10.3, L5-6.3, L5-5.8]", function()
  local hand = {}
  for i = 1, 8 do hand[i] = "Focus" end
  local t = P.match{ ap = 1, phase = "dynasty", honor = { 5, 1 },
    home = { { "The Aerie", "Marketplace", "Marketplace", "Small Farm" } }, hand = { hand },
    provinces = { { "Kakita Izumiko", "Asahina Yasutora", "Marketplace", false } } }
  T.eq(t:run(), "choice")
  local labels = table.concat(t:pending().labels, "|")
  T.truthy(not labels:find("Kakita Izumiko", 1, true), "Honor 5 < HR 6: Izumiko cannot be recruited")
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

T.scenario("Ex-1: Investigation answers Betrayed from Within; nested windows [L5-7.4, L5-7.6, L5-7.9, L5-6.3, L5-17.9, L5-17.10]", function()
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
