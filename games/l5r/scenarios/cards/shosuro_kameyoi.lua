-- Shosuro Kameyoi (L5-3.7): Political Limited: target a Personality; if already dishonored his
-- player loses 2 (printed PH 3+) or 1; then he is dishonored (L5-17.7).
local T = require "tabula.test"
local P = require "positions"

T.scenario("Kameyoi on an honorable target: no loss, he is dishonored (PH 0) (cards/shosuro_kameyoi.lua) [L5-17.7, L5-9.3]", function()
  local t = P.match{ ap = 2, phase = "action", honor = { 10, 3 },
    home = { { "Daidoji Kenshi" }, { "Shosuro Kameyoi" } } }
  P.pick(t, 2, "Shosuro Kameyoi")
  P.pick(t, 2, "Daidoji Kenshi")
  P.pass(t, 2)                                  -- S could petition
  P.end_turn(t)
  T.eq(P.honor(t), { 10, 3 })
  T.eq(P.card(t, 1, "home", "Daidoji Kenshi").props.dishonored, true)
end)

T.scenario("Kameyoi on a dishonored printed-PH-2 target: 1 Honor (seppuku declined) (cards/shosuro_kameyoi.lua) [L5-17.7, L5-9.9]", function()
  local t = P.match{ ap = 2, phase = "action", honor = { 10, 3 },
    home = { { { "Daidoji Kenshi", dishonored = true } }, { "Shosuro Kameyoi" } } }
  P.pick(t, 2, "Shosuro Kameyoi")
  P.pick(t, 2, "Daidoji Kenshi")
  P.pick(t, 1, "Decline")
  P.pass(t, 2)
  P.end_turn(t)
  T.eq(P.honor(t), { 9, 3 })
end)

T.scenario("Kameyoi: the Favor Reaction prevents the loss; no seppuku is offered then (cards/shosuro_kameyoi.lua) [L5-17.7, L5-8.6, L5-21.1]", function()
  local t = P.match{ ap = 2, phase = "action", honor = { 10, 3 }, favor = 1,
    home = { { { "Kakita Izumiko", dishonored = true } }, { "Shosuro Kameyoi" } } }
  P.pick(t, 2, "Shosuro Kameyoi")
  P.pick(t, 2, "Kakita Izumiko")
  P.pick(t, 1, "Favor")
  P.pass(t, 2)                                  -- no seppuku asked; C has no action; S passes
  P.end_turn(t)
  T.eq(P.honor(t), { 10, 3 })
  T.eq(P.card(t, 1, "home", "Kakita Izumiko").props.dishonored, true)
end)
