-- Influence (CR-10), bonuses (CR-11) and the end of the game (CR-12): X + Influence
-- bonuses; every bonus also when the action is one half of an upgraded wedge; a gain is
-- full even when the supply runs short; the supply reaching 0 ends the game after the last
-- player's turn; the round limit. Standard wheel: p6 influence, p3 build.
local T = require "tabula.test"
local P = require "positions"

local function influence_with(built, order)
  local t = P.match{ active = 1, tokens = { { 2, 2, 2, 2, 2, 2 } }, built = { built }, order = { order } }
  t:answer("resolve:6")
  P.at(t, "turn")
  return P.influence(t, 1)
end

T.scenario("Influence = X + church I, III, IV + farm IV + bank IV [CR-10, CR-11, CR-1.5]", function()
  T.eq(influence_with({}), 2)
  T.eq(influence_with({ church = 1 }), 3, "church I")
  T.eq(influence_with({ church = 2 }), 3, "church II gives Move, not Influence")
  T.eq(influence_with({ church = 3 }), 4, "church I and III")
  T.eq(influence_with({ church = 4 }), 5, "church I, III, IV")
  T.eq(influence_with({ farm = 3, bank = 3, castle = 4 }), 2, "farms and banks below IV, castles: nothing")
  T.eq(influence_with({ farm = 4 }), 3, "farm IV")
  T.eq(influence_with({ bank = 4 }), 3, "bank IV")
  T.eq(influence_with({ church = 4, farm = 4, bank = 4 }), 7)
  T.eq(influence_with({}, "hospitaller"), 3, "Knights Hospitaller")
end)

T.scenario("every bonus counts when its action is one half of an upgraded wedge [CR-11, CR-3.2]", function()
  -- p3 build upgraded: Build/Influence
  local t = P.match{ active = 1, tokens = { { 2, 2, 4, 0, 2, 2 } }, upgraded = { { 3 } }, built = { { church = 1, bank = 1 } },
                     knights = { { "masovia" } }, tiles = { masovia = false } }
  t:answer("resolve:3", "influence=1,build=3", "church:masovia")
  P.at(t, "turn")
  T.eq(P.influence(t, 1), (1 + 1) + 2, "Influence 1 + church I; then Build 3 + bank I reaches church II's 4, +2")
  -- p6 influence upgraded: Influence/Muster
  local m = P.match{ active = 1, tokens = { { 2, 2, 2, 2, 2, 2 } }, upgraded = { { 6 } }, built = { { farm = 1 } } }
  m:answer("resolve:6", "muster=2")
  P.at(m, "turn")
  T.eq(m.match:zone("troops:1"):cards()[1].side, "mustered", "Muster 2 + farm I reaches troop 1's 3")
end)

T.scenario("a gain is full when the supply runs short; the supply stops at 0 [CR-12.1]", function()
  local t = P.match{ active = 1, tokens = { { 2, 2, 2, 0, 0, 6 } }, supply = 4 }
  t:answer("resolve:6")
  P.at(t, "turn")
  T.eq(P.influence(t, 1), 6)
  T.eq(t.match.state.supply, 0)
  T.truthy(t.match.state.end_triggered, "the end is triggered")
end)

-- Plays `n` more turns, each an upgrade of the first unupgraded wedge, sowing nothing.
local function quiet_turns(t, n)
  for _ = 1, n do
    P.at(t, "turn")
    local id
    for _, o in ipairs(t:pending().options) do if not id and o:find("^upgrade:") then id = o end end
    t:answer(id, "nothing")
  end
end

T.scenario("the end triggered on a middle seat: the turn is finished, the seats after it play, then the game ends [CR-12.2]", function()
  local t = P.match{ seats = 4, active = 2, tokens = { { 2, 2, 2, 2, 2, 2 }, { 2, 2, 2, 0, 0, 6 }, { 2, 2, 2, 2, 2, 2 }, { 2, 2, 2, 2, 2, 2 } },
                     upgraded = { {}, { 6 } }, supply = 5 }
  t:answer("resolve:6", "influence=3,muster=3")    -- 3 empties the supply; the Muster still resolves
  P.at(t, "turn")
  T.eq(t:pending().seat, 3)
  T.eq(P.influence(t, 2), 3 + 1, "troop 1 after the trigger counts")
  t:answer("resolve:6")                            -- seat 3: 2 more, the supply is empty
  P.at(t, "turn")
  T.eq(t:pending().seat, 4)
  t:answer("resolve:6")
  T.eq(t:run(), "finished", "after seat 4, the last player")
  T.eq(t.result.scores, { 0, 4, 2, 2 }, "influence gained after the trigger counts")
  T.eq(t.result.winners, { 2 })
  T.eq(t.result.reason, "the influence supply ran out")
end)

T.scenario("the end triggered on the last seat's turn: the game ends after that turn [CR-12.2]", function()
  local t = P.match{ seats = 3, active = 3, tokens = { {}, {}, { 2, 2, 2, 2, 2, 2 } }, supply = 1 }
  t:answer("resolve:6")
  T.eq(t:run(), "finished")
  T.eq(t.result.scores, { 0, 0, 2 })
  T.eq(t.decisions, 1, "nobody plays after seat 3")
end)

T.scenario("the end triggered on seat 1's turn: every other seat plays once more [CR-12.2, CR-2.6]", function()
  local t = P.match{ seats = 3, active = 1, supply = 2 }
  t:answer("resolve:6")
  quiet_turns(t, 2)
  T.eq(t:run(), "finished")
  T.eq(t.decisions, 1 + 2 * 2, "seat 1's Influence, then seats 2 and 3: upgrade and sow")
end)

T.scenario("no end before the supply reaches 0 [CR-12.2]", function()
  local t = P.match{ seats = 2, active = 1, supply = 3 }
  t:answer("resolve:6")
  quiet_turns(t, 1)
  P.at(t, "turn")
  T.eq(t:pending().seat, 1, "a new round: 1 left in the supply")
  T.eq(t.match.state.supply, 1)
  T.falsy(t.match.state.end_triggered)
end)

T.scenario("the round limit ends the game after that many complete rounds, scored normally [CR-12.3, CR-13.1]", function()
  local t = P.match{ seats = 3, active = 1, options = { round_limit = 2 }, tokens = { { 2, 2, 2, 2, 2, 2 } } }
  t:answer("resolve:6")
  quiet_turns(t, 5)
  T.eq(t:run(), "finished")
  T.eq(t.result.reason, "the round limit (2 rounds)")
  T.eq(t.result.scores, { 2, 0, 0 })
  T.eq(t.result.winners, { 1 })
  T.eq(t.match:round(), 2)
  local default = T.match{}
  T.eq(default.match.options.round_limit, 200, "200 rounds by default")
end)

-- Answers every choice of a whole match with a spread of options; after each, `check`.
local function whole_match(seats, seed, check)
  local t = T.match{ seats = seats, seed = seed }
  local k = 0
  local status = t:run()
  while status == "choice" do
    k = k + 1
    local options = t:pending().options
    t:answer(options[(k * 7919 + seed) % #options + 1])
    status = t:run()
    check(t)
  end
  T.eq(status, "finished")
  return t
end

T.scenario("whole matches of 2 to 5 players: every gain comes out of the supply until it is empty, which ends the game [CR-12.1, CR-12.2, CR-1.8]", function()
  for seats = 2, 5 do
    local start = T.match{ seats = seats, seed = seats }.match.state.supply
    local t = whole_match(seats, seats, function(t)
      local s = t.match.state
      local gained = 0
      for seat = 1, seats do gained = gained + s.influence[seat] end
      if s.supply > 0 then T.eq(s.supply + gained, start, "influence taken from the supply") end
    end)
    T.eq(t.match.state.supply, 0, seats .. " players")
    T.eq(t.result.reason, "the influence supply ran out")
  end
end)
