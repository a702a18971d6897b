-- Touch of Death (L5-3.8): Maho Limited: bow its Shugenja, destroy it: destroy a bowed Personality
-- whose current Chi is at most the caster's, checked again at resolution (L5-17.13, L5-7.8).
local T = require "tabula.test"
local P = require "positions"
T.scenario("Touch of Death destroys a bowed Personality of Chi <= the caster's; unbowed or stronger ones are not targets (cards/touch_of_death.lua) [L5-3.8, L5-17.13]", function()
  local t = P.match{ ap = 2, phase = "action", honor = { 10, 3 },
    home = { { { "Daidoji Kenshi", bowed = true }, "Kakita Izumiko", { "Doji Genshin", bowed = true } },
             { { "Shosuro Rokujo", attach = { "Touch of Death" } } } } }
  P.pick(t, 2, "Touch of Death")
  P.finish_turn(t)
  T.truthy(P.took(t, { prompt = "Touch of Death: which bowed Personality?" }),
           "Kenshi the only target: Izumiko is unbowed, Genshin's Chi 5 > 3")
  T.eq(P.card(t, 1, "dynasty_discard", "Daidoji Kenshi").props.dead, "honorable")
  T.eq(P.honor(t), { 10, 3 })
  T.eq(P.titles(t, 2, "fate_discard"), { "Touch of Death" }, "destroyed as a cost")
end)

T.scenario("Touch of Death on a dishonored target: the Favor Reaction prevents the dishonorable-death loss (cards/touch_of_death.lua) [L5-8.6, L5-9.8, L5-21.1]", function()
  local t = P.match{ ap = 2, phase = "action", honor = { 10, 3 }, favor = 1,
    home = { { { "Kakita Izumiko", bowed = true, dishonored = true } },
             { { "Shosuro Rokujo", attach = { "Touch of Death" } } } } }
  P.pick(t, 2, "Touch of Death")
  P.pick(t, 1, "Favor")                    -- the Favor Reaction: the action would cost C 3
  P.finish_turn(t)                         -- Izumiko is no Samurai target... (she is: but no loss is left)
  T.eq(P.card(t, 1, "dynasty_discard", "Kakita Izumiko").props.dead, "dishonorable")
  T.eq(P.honor(t), { 10, 3 }, "no loss of her printed PH 3")
  T.eq(t.match.state.favor, 0)
end)

for _, case in ipairs{ { mode = "straighten", what = "no longer bowed" }, { mode = "chi", what = "whose Chi rose above the caster's" } } do
  T.scenario("Touch of Death: a target  (cards/touch_of_death.lua)" .. case.what .. " at resolution is not destroyed [L5-17.13, L5-7.8]", function()
    local t = P.match{ ap = 2, phase = "action", honor = { 10, 3 },
      home = { { { "Daidoji Kenshi", bowed = true } }, { { "Shosuro Rokujo", attach = { "Touch of Death" } } } } }
    P.hook(t, 1, case.mode)
    P.pick(t, 2, "Touch of Death")
    P.pick(t, 1, "(test stand-in)")
    P.finish_turn(t)
    T.truthy(P.card(t, 1, "home", "Daidoji Kenshi") ~= nil, "not destroyed")
    T.eq(P.titles(t, 2, "fate_discard"), { "Touch of Death" }, "the Spell is gone all the same")
  end)
end

T.scenario("Touch of Death: the same target unchanged is destroyed (control) (cards/touch_of_death.lua) [L5-17.13]", function()
  local t = P.match{ ap = 2, phase = "action", honor = { 10, 3 },
    home = { { { "Daidoji Kenshi", bowed = true } }, { { "Shosuro Rokujo", attach = { "Touch of Death" } } } } }
  P.hook(t, 1, "chi")
  P.pick(t, 2, "Touch of Death")
  P.pass(t, 1)
  P.finish_turn(t)
  T.eq(P.card(t, 1, "dynasty_discard", "Daidoji Kenshi").props.dead, "honorable")
end)
