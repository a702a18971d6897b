-- Investigation (L5-3.6): Reaction, pay 2 gold: an action on an Assassin, Kolat or Ninja card
-- targeting you or your cards is negated except its player's Honor losses; he loses 5
-- (L5-17.10).
local T = require "tabula.test"
local P = require "positions"

T.scenario("Investigation's 5-Honor loss is caused by Investigation: S's Favor Reaction prevents it; BfW's own loss stays (cards/investigation.lua) [L5-17.10, L5-17.9, L5-8.6]", function()
  local t = P.match{ ap = 1, phase = "action", honor = { 14, -2 }, favor = 2,
    home = { { { "The Aerie", bowed = true }, "Marketplace", "Kakita Izumiko" },
             { "The Towers of the Yogo", "Geisha House", "Geisha House" } },
    hand = { { "Investigation" }, { "Betrayed from Within" } } }
  P.pass(t, 1)
  P.pick(t, 2, "Betrayed from Within")
  P.pick(t, 1, "Investigation")                 -- the Marketplace pays (forced)
  P.pick(t, 2, "Favor")                         -- W(Investigation): S answers it
  P.next(t)
  T.eq(P.honor(t), { 14, -3 }, "no 5; BfW's 1 still (the Favor answered Investigation, not BfW)")
  T.truthy(P.card(t, 1, "home", "Kakita Izumiko") ~= nil, "the destruction negated")
  T.eq(P.card(t, 1, "home", "Marketplace").turned, true, "2 gold paid on announcement")
end)

T.scenario("Investigation is not offered against an action on no Assassin/Kolat/Ninja card (Kameyoi) (cards/investigation.lua) [L5-7.7]", function()
  local t = P.match{ ap = 2, phase = "action", honor = { 10, 3 },
    home = { { "Kakita Izumiko" }, { "Shosuro Kameyoi" } }, hand = { { "Investigation" }, {} } }
  P.pick(t, 2, "Shosuro Kameyoi")               -- Izumiko: the only target? Kameyoi too
  P.pick(t, 2, "Kakita Izumiko")
  P.next(t)
  T.eq(P.card(t, 1, "home", "Kakita Izumiko").props.dishonored, true, "no Investigation: Kameyoi resolved")
  T.eq(P.titles(t, 1, "hand"), { "Investigation" })
end)

T.scenario("After Investigation the negated destruction threatens nothing: no seppuku for C's dishonored Samurai (cards/investigation.lua) [L5-21.1, L5-9.9, L5-7.9]", function()
  local t = P.match{ ap = 1, phase = "action", honor = { 14, -2 },
    home = { { { "The Aerie", bowed = true }, "Marketplace", { "Kakita Izumiko", dishonored = true } },
             { "The Towers of the Yogo", "Geisha House", "Geisha House" } },
    hand = { { "Investigation" }, { "Betrayed from Within" } } }
  P.pick(t, 2, "Betrayed from Within")          -- C had nothing (dishonored Izumiko cannot petition)
  P.pick(t, 1, "Investigation")
  local p = P.next(t)
  T.ne(p.kind, "seppuku", "no seppuku question")
  T.eq(P.honor(t), { 14, -8 })
  T.eq(P.card(t, 1, "home", "Kakita Izumiko").props.dishonored, true, "alive, still dishonored")
end)
