-- Actions, timing, priority and limits (L5-7, L5-2.4 to L5-2.7, L5-21.3, L5-21.8).
local T = require "tabula.test"
local P = require "positions"

local function labels(t) return table.concat(t:pending().labels, "|") end

local function has(t, text) return labels(t):find(text, 1, true) ~= nil end

T.scenario("Limited actions belong to the active player's own Action phase; Open ones to both [L5-7.2, L5-7.1, D-1]", function()
  local t = P.match{ ap = 1, phase = "action", hand = { { "Tell the Tale", "Uncertainty" }, { "Tell the Tale", "Uncertainty" } },
    home = { { "Doji Shunya" }, { "Shosuro Koshiba" } } }
  T.eq(t:run(), "choice")
  T.truthy(has(t, "Tell the Tale"), "AP: Limited")
  T.truthy(has(t, "Uncertainty"), "AP: Open")
  t:answer("pass")
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 2)
  T.falsy(has(t, "Tell the Tale"), "NAP: no Limited action")
  T.truthy(has(t, "Uncertainty"), "NAP: Open")
  T.falsy(has(t, "petition"), "NAP cannot petition [L5-8.2]")
  t:answer("pass")
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "declare_attack", "two passes in a row end the phase [L5-7.4]")
end)

T.scenario("a player who passed may act again after the other acts; the opportunity goes to the opponent of the actor [L5-7.4, A-14, L5-9.1]", function()
  local t = P.match{ ap = 1, phase = "action", home = { { "Doji Shunya" }, {} },
    hand = { { "Tell the Tale" }, { "Uncertainty" } } }
  T.eq(t:run(), "choice")
  t:answer("pass")                                       -- C passes (passes = 1)
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 2)
  t:answer(P.option(t, "Uncertainty"))                    -- S acts: the passes start over
  T.eq(t:run(), "choice")                                 -- its only target, Shunya, is taken without asking
  T.eq(t:pending().seat, 1, "the opportunity goes to C, who had passed")
  T.truthy(has(t, "Tell the Tale"))
  t:answer(P.option(t, "Tell the Tale"))
  T.eq(t:run(), "choice")
  T.eq(t.match.state.honor[1], 7)
end)

T.scenario("an ability of a card in play is used once per turn [L5-7.12, A-10]", function()
  local t = P.match{ ap = 2, phase = "action", home = { { "Doji Shunya" }, { "Shosuro Kameyoi" } } }
  T.eq(t:run(), "choice")
  t:answer(P.option(t, "Shosuro Kameyoi"))               -- Kameyoi's Limited ability
  T.eq(t:run(), "choice")
  t:answer(P.option(t, "Doji Shunya"))                    -- its target
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 2)
  T.falsy(has(t, "Shosuro Kameyoi:"), "not a second time this turn")
  T.eq(P.card(t, 1, "home", "Doji Shunya").props.dishonored, true)
end)

T.scenario("a bowed card keeps the abilities that do not bow it [L5-2.7, A-11]", function()
  local t = P.match{ ap = 2, phase = "action", home = { {}, { { "Shosuro Kameyoi", bowed = true } } } }
  T.eq(t:run(), "choice")
  T.truthy(has(t, "Shosuro Kameyoi:"), "Kameyoi, bowed, may still use his ability")
end)

T.scenario("a Holding whose two abilities both bow it uses one of them while unbowed [L5-6.5, L5-2.7, L5-0.3]", function()
  local t = P.match{ ap = 1, phase = "action", home = { { "Kabuki Theater Troupe", "Doji Shunya" }, {} },
    hand = { { "Tell the Tale" } } }
  T.eq(t:run(), "choice")
  t:answer(P.option(t, "Kabuki Theater Troupe"))          -- bow: gain 1 Honor
  T.eq(t:run(), "choice")
  T.eq(t.match.state.honor[1], 7)
  T.eq(P.card(t, 1, "home", "Kabuki Theater Troupe").turned, true, "bowed: it cannot produce gold now")
end)

T.scenario("both players losing at the same check point is a draw [L5-16.3, A-24, L5-16.2]", function()
  local t = P.match{ ap = 2, phase = "events", honor = { -19, -19 },
    provinces = { nil, { "Suspicions", false, false, false } } }
  T.eq(t:run(), "finished")
  T.eq(t.result.outcome, "draw")
  T.eq(t.result.reason, "both players lost at once (dishonor, dishonor)")
end)
