-- The turn (BC-3, BC-2.5): two different actions, each only when it would do
-- something; Move, Activate, Prime and Refocus. Layout 123456 unless stated.
local T = require "tabula.test"
local P = require "positions"

T.scenario("a turn is two different actions, then the other player's turn [BC-3.1, BC-2.5]", function()
  P.printed_rows()
  local t = P.match{ active = 1 }
  P.at(t, "action", { "move", "activate", "prime" })
  t:answer("prime")
  P.at(t, "prime", { "akhena_sunlance", "akhena_dune_stride", "akhena_javelin", "akhena_crescent_guard" })
  t:answer("akhena_javelin")
  P.at(t, "action", { "move", "activate", "refocus" })   -- no second Prime
  t:answer("refocus")
  P.at(t, "action")
  T.eq(t:pending().seat, 2, "Mutiny's turn")
  T.falsy(P.exhausted(t, "akhena_javelin"), "Refocus readied Javelin")
end)

T.scenario("the first player takes the first turn, then the players alternate [BC-2.5, BC-2.3]", function()
  local t = P.match{ active = 2 }
  local seats = {}
  for _ = 1, 3 do
    P.at(t, "action")
    seats[#seats + 1] = t:pending().seat
    t:answer("prime", t:pending().seat == 1 and "akhena_javelin" or "mutiny_powder_keg", "refocus")
  end
  P.at(t, "action")
  T.eq(seats, { 2, 1, 2 })
end)

T.scenario("Refocus is offered only with an exhausted card, Prime only with a ready one [BC-3.2]", function()
  P.printed_rows()
  local t = P.match{ active = 1, cards = { akhena_sunlance = { exhausted = true }, akhena_dune_stride = { exhausted = true },
    akhena_javelin = { exhausted = true }, akhena_crescent_guard = { exhausted = true } } }
  P.at(t, "action", { "move", "activate", "prime" })   -- the first action: Refocus, the only legal one, was taken
  T.truthy(P.took(t, "action", "refocus"), "no Move (allowance 0), no Activate, no Prime")
  T.falsy(P.exhausted(t, "akhena_sunlance"))
end)

T.scenario("Activate is offered only if a ready card has an ability that can be performed [BC-3.2, BC-5.3]", function()
  local t = P.match{ active = 2, at = { mutiny = "(6,4)", rig = "(5,6)", akhena = "(1,3)" },
    cards = { mutiny_grappling_hook = { exhausted = true }, mutiny_powder_keg = { exhausted = true } } }
  P.at(t, "action", { "move", "prime", "refocus" })    -- Cutlass: no enemy within MEDIUM
end)

T.scenario("Move is offered only if some character can move; a Move possible only through MOV uses it unasked [BC-3.2, BC-17.1, BC-11.4]", function()
  P.printed_rows()
  local t = P.match{ active = 1, at = { akhena = "(1,2)", mutiny = "(6,4)", rig = "(5,6)" },
    cards = { akhena_sunlance = { exhausted = true }, akhena_dune_stride = { exhausted = true },
              akhena_crescent_guard = { exhausted = true } } }
  P.at(t, "action", { "move", "prime", "refocus" })    -- allowance 0 (Javelin), + Hollow Log's N MOV
  t:answer("move")
  P.at(t, "step", { "(1,1)", "(1,3)" })              -- no bonus question: without it there is no Move
  t:answer("(1,3)")
  P.at(t, "action", { "prime", "refocus" })
  T.eq(P.side(t, "hollow_log"), "flipped", "its MOV was used: Rotten Log")
  local none = P.match{ active = 1, at = { akhena = "(1,3)", mutiny = "(6,4)", rig = "(5,6)" },
    cards = { akhena_sunlance = { exhausted = true }, akhena_dune_stride = { exhausted = true },
              akhena_crescent_guard = { exhausted = true } } }
  P.at(none, "action", { "prime", "refocus" })        -- (1,3) touches no MOV: no Move
end)

T.scenario("Move: either character first, then the other may move too [BC-3.5]", function()
  local t = P.match{ active = 2, at = { mutiny = "(6,4)", rig = "(5,6)", akhena = "(1,3)" } }
  t:answer("move")
  P.at(t, "mover", { "mutiny", "rig" })
  t:answer("rig", "(4,6)", "stop")
  P.at(t, "mover", { "mutiny", "stop" })
  t:answer("mutiny", "(6,3)", "stop")
  P.at(t, "action")
  T.eq({ P.cell(t, "rig"), P.cell(t, "mutiny") }, { "(4,6)", "(6,3)" })
end)

T.scenario("Move: a character that cannot move is left still without asking [BC-3.5, BC-4.6]", function()
  P.printed_rows()
  local t = P.match{ active = 2, at = { mutiny = "(6,4)", rig = "(5,6)", akhena = "(1,3)" },
    cards = { mutiny_cutlass = { exhausted = true }, mutiny_grappling_hook = { exhausted = true } } }
  t:answer("move")                                   -- Mutiny's allowance: Powder Keg's 0
  P.at(t, "step", { "(4,6)", "(6,6)", "(4,5)", "(6,5)" })
  T.truthy(P.took(t, "mover", "rig"))
  t:answer("(6,6)", "stop")
  P.at(t, "action")
  T.eq(P.cell(t, "mutiny"), "(6,4)")
end)

T.scenario("Prime exhausts a ready card and resolves nothing; Refocus readies every card and flips none [BC-3.5]", function()
  local t = P.match{ active = 1, at = { akhena = "(3,4)", mutiny = "(2,4)", rig = "(5,6)" },   -- Sunlance could hit Mutiny
    cards = { akhena_javelin = { side = "flipped", exhausted = true } } }
  t:answer("prime", "akhena_sunlance")
  P.at(t, "action", { "move", "activate", "refocus" })
  T.truthy(P.exhausted(t, "akhena_sunlance"))
  T.eq(P.side(t, "akhena_sunlance"), "start", "no flip")
  T.eq(P.health(t, "mutiny"), { "start", 1 }, "no attack")
  t:answer("refocus")
  P.at(t, "action")
  T.falsy(P.exhausted(t, "akhena_sunlance"))
  T.falsy(P.exhausted(t, "akhena_javelin"))
  T.eq(P.side(t, "akhena_javelin"), "flipped", "Twin Javelins stays Twin Javelins")
end)

T.scenario("nothing happens between turns: cards stay exhausted, standing on a hazard hurts nobody [BC-3.4, BC-12.3]", function()
  local t = P.match{ active = 1, at = { akhena = "(1,3)", mutiny = "(5,3)", rig = "(5,6)" } }
  t:answer("prime", "akhena_sunlance", "move", "(1,4)", "stop")
  P.at(t, "action")
  T.eq(t:pending().seat, 2)
  T.eq(P.health(t, "mutiny"), { "start", 1 }, "Mutiny stands on (5,3), Bramble Thicket's W HAZ")
  t:answer("prime", "mutiny_cutlass", "move", "rig", "(4,6)", "stop", "stop")
  P.at(t, "action")
  T.eq(t:pending().seat, 1)
  T.truthy(P.exhausted(t, "akhena_sunlance"), "still exhausted at the start of her next turn")
  T.truthy(P.exhausted(t, "mutiny_cutlass"))
  T.eq(P.health(t, "mutiny"), { "start", 1 })
end)

T.scenario("with no legal second action the turn ends after one (a row emptied by the test) [BC-3.3]", function()
  -- With a real row Prime or Refocus is always left, so the test takes Akhena's cards
  -- away: her only action is a Move through Hollow Log's MOV.
  local t = P.match{ active = 1, at = { akhena = "(1,2)", mutiny = "(6,4)", rig = "(5,6)" } }
  for _, card in ipairs(t.match:zone("row:1"):cards()) do t.match:destroy(card) end
  P.at(t, "step", { "(1,1)", "(1,3)" })
  T.truthy(P.took(t, "action", "move"))
  t:answer("(1,3)")
  P.at(t, "action")
  T.eq(t:pending().seat, 2, "Mutiny's turn after Akhena's single action")
end)
