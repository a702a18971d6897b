-- The Imperial Favor (L5-8): the petition's limits and the four Favor actions.
local T = require "tabula.test"
local P = require "positions"
local zones = require "zones"

local pick = P.pick

T.scenario("Favor Limited: discard the Favor to draw a Fate card; it goes back to the centre [L5-8.6, L5-8.1, L5-8.7]", function()
  local t = P.match{ ap = 1, phase = "action", favor = 1, hand = { { "Tell the Tale" } } }
  pick(t, 1, "draw a Fate card")
  T.eq(t:run(), "choice")                                  -- C's next opportunity (Tell the Tale)
  T.eq(t:pending().seat, 1)
  T.eq(t.match.state.favor, 0, "the Favor is in the centre")
  T.eq(zones.get(t.match, "hand", 1):count(), 2)
end)

T.scenario("Favor Open: a dishonored Personality becomes honorable, even in the other's turn [L5-8.6, L5-9.3]", function()
  local t = P.match{ ap = 2, phase = "action", favor = 1,
    home = { { { "Daidoji Kenshi", dishonored = true } }, {} }, hand = { {}, { "Tell the Tale" } } }
  pick(t, 2, "Pass")
  pick(t, 1, "becomes honorable")                          -- the only target: Kenshi
  T.eq(t:run(), "choice")
  T.eq(P.card(t, 1, "home", "Daidoji Kenshi").props.dishonored, nil)
  T.eq(t.match.state.favor, 0)
end)

T.scenario("Favor Open: a dishonorably dead card in a discard pile becomes honorably dead [L5-8.6, L5-9.7]", function()
  local t = P.match{ ap = 1, phase = "action", favor = 1, hand = { { "Focus" } } }
  local c = t.match:create{ kind = "Kakita Izumiko", name = "Kakita Izumiko", owner = 1,
                            zone = zones.get(t.match, "dynasty_discard", 1), props = { dead = "dishonorable" } }
  pick(t, 1, "becomes honorable")
  T.eq(t:run(), "choice")
  T.eq(c.props.dead, "honorable")
end)

T.scenario("Favor Reaction: prevents every Honor loss the action would cause you [L5-8.6, L5-7.9, L5-7.10, L5-21.1]", function()
  local t = P.match{ ap = 2, phase = "action", favor = 1, honor = { 10, 1 },
    home = { { { "Daidoji Kenshi", dishonored = true } }, { "Shosuro Kameyoi" } } }
  pick(t, 2, "Shosuro Kameyoi")                           -- Kenshi is dishonored: C would lose 1 (PH 2)
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "target")
  t:answer(P.option(t, "Daidoji Kenshi"))
  pick(t, 1, "prevent every Honor loss")                  -- W(Kameyoi): C discards the Favor
  T.eq(t:run(), "choice")
  T.eq(t.match.state.honor[1], 10, "no loss")
  T.eq(t.match.state.favor, 0)
end)

T.scenario("the Favor Reaction is not offered against a loss the action does not state now [L5-21.1, L5-17.7]", function()
  local t = P.match{ ap = 2, phase = "action", favor = 1, honor = { 10, 1 },
    home = { { "Daidoji Kenshi" }, { "Shosuro Kameyoi" } } }
  pick(t, 2, "Shosuro Kameyoi")                           -- Kenshi is honorable: no loss is stated
  T.eq(t:run(), "choice")
  t:answer(P.option(t, "Daidoji Kenshi"))
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 1)
  T.eq(t:pending().kind, "action", "no reaction window was offered to C: his next opportunity")
  T.eq(P.card(t, 1, "home", "Daidoji Kenshi").props.dishonored, true)
end)

T.scenario("a petition needs an unbowed Personality with PH 1 or more, and is once per turn [L5-8.2]", function()
  local t = P.match{ ap = 2, phase = "action", honor = { 1, 5 },
    home = { {}, { "Shosuro Tsuji", "Shosuro Koshiba" } }, hand = { {}, { "Tell the Tale" } } }
  T.eq(t:run(), "choice")
  T.truthy(P.offers(t, "petition"))
  t:answer(P.option(t, "petition"))                        -- Tsuji (PH 0) cannot: Koshiba bows, forced
  T.eq(t:run(), "choice")
  T.eq(t.match.state.favor, 2, "5 > 1 with the Favor in the centre: granted")
  T.eq(P.card(t, 2, "home", "Shosuro Koshiba").turned, true)
  T.eq(P.card(t, 2, "home", "Shosuro Tsuji").turned, false)
  T.truthy(not P.offers(t, "petition"), "not again: S controls the Favor, and it was used")
end)

T.scenario("a failed petition leaves the Favor where it was; the opponent never gains it [L5-8.5, L5-8.4]", function()
  local t = P.match{ ap = 1, phase = "action", favor = 0, honor = { 5, 5 },
    home = { { "Daidoji Kenshi" }, { "Shosuro Koshiba" } }, hand = { {}, {} } }
  pick(t, 1, "petition")                                   -- 5 = 5: a contest
  pick(t, 2, "Send Shosuro Koshiba")                       -- S 6 against C 5
  T.eq(t:run(), "choice")                                  -- C has nothing left to add: both pass
  T.eq(t.match.state.favor, 0, "S opposed and won the contest, yet the Favor stays in the centre")
end)
