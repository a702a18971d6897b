-- Honor, dishonor and death (L5-9).
local T = require "tabula.test"
local P = require "positions"
local effects = require "tabula.effects"

local pick = P.pick

T.scenario("recruiting a Personality of one's clan gains his printed PH; an Unaligned one gains nothing [L5-9.2, L5-10.2, A-3, L5-3.2]", function()
  local t = P.match{ ap = 1, phase = "dynasty", honor = { 10, 1 },
    home = { { "Marketplace", "Marketplace", "Marketplace", "Silk Works", "Small Farm", "Small Farm" }, {} },
    provinces = { { "Doji Shunya", "Naka Mahatsu", false, false } }, hand = { {}, {} } }
  pick(t, 1, "Doji Shunya")
  T.eq(t:run(), "choice")
  if t:pending().kind == "gold" then t:answer(t:pending().options[1]) T.eq(t:run(), "choice") end
  T.eq(t.match.state.honor[1], 13, "Shunya is Crane: +3")
  t:answer(P.option(t, "Naka Mahatsu"))
  T.eq(t:run(), "choice")
  if t:pending().kind == "gold" then t:answer(t:pending().options[1]) T.eq(t:run(), "choice") end
  T.eq(t.match.state.honor[1], 13, "Mahatsu is Unaligned: nothing")
  T.truthy(P.card(t, 1, "home", "Naka Mahatsu"))
end)

T.scenario("Voitagi's controller loses 3 Honor when he enters play [L5-10.2, L5-3.7, L5-17.8]", function()
  local t = P.match{ ap = 2, phase = "dynasty", honor = { 10, 5 },
    provinces = { nil, { "Voitagi", false, false, false } }, hand = { {}, {} } }
  pick(t, 2, "Voitagi")                                     -- the Towers pay 3
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(t.match.state.honor[2], 2)
end)

T.scenario("a dishonored Personality can still make his player's actions cost Honor [L5-9.5, L5-9.3]", function()
  local t = P.match{ ap = 2, phase = "action", honor = { 10, 1 },
    home = { { { "Doji Shunya", dishonored = true } }, { { "Shosuro Kameyoi", dishonored = true } } } }
  pick(t, 2, "Shosuro Kameyoi")
  T.eq(t:run(), "choice")
  t:answer(P.option(t, "Doji Shunya"))                     -- dishonored, printed PH 3: C loses 2
  T.eq(t:run(), "choice")
  T.eq(t.match.state.honor[1], 8)
end)

T.scenario("a Personality with Chi 0 or less is destroyed at the next check point [L5-9.6, L5-16.3]", function()
  local t = P.match{ ap = 1, phase = "action", home = { { "Daidoji Kenshi", "Doji Shunya" }, {} },
    hand = { { "Tell the Tale" }, {} } }
  local kenshi = P.card(t, 1, "home", "Daidoji Kenshi")
  effects.modifier(t.match, { query = "chi", name = "scenario: -3 Chi", applies = function(c) return c == kenshi end,
                              modify = function(v) return v - 3 end })
  pick(t, 1, "Tell the Tale")                               -- its check point
  T.eq(t:run(), "choice")
  T.eq(P.card(t, 1, "dynasty_discard", "Daidoji Kenshi").props.dead, "honorable", "destroyed, honorably dead")
  T.truthy(P.card(t, 1, "home", "Doji Shunya"), "Shunya stays")
end)

T.scenario("a dishonored Personality who wins a duel brings no Honor: he is rehonored instead [L5-9.4, L5-13.9, L5-17.1, L5-13.7]", function()
  local seen
  local t = P.battle{ ap = 1, province = 1, honor = { 10, 1 },
    field = { { { "Doji Genshin", dishonored = true } }, { "Shosuro Koshiba" } }, hand = { {}, {} },
    before = function(t)
      local genshin = P.card(t, 1, "home", "Doji Genshin")
      seen = P.at_step(t, "resolution", function()
        return { honor = P.honor(t), dishonored = genshin.props.dishonored == true }
      end)
    end }
  pick(t, 2, "Pass")
  pick(t, 1, "The Aerie")               -- Genshin (Chi 5) duels Koshiba (Chi 3); no hands: both must strike
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(seen[1], { honor = { 10, 1 }, dishonored = false }, "after the duel: no +1, Genshin rehonored")
end)
