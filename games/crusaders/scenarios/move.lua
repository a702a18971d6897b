-- Move (CR-6): MP = X + Move bonuses; steps of 1 MP to an adjacent region in play, 2 when
-- leaving a region with an enemy token; any region may be entered; steps of any knights
-- in any order, at least one, until the player stops or no step can be paid.
-- Standard wheel: p1 move_crusade (Move), p4 move_build (Move).
local T = require "tabula.test"
local P = require "positions"

-- Steps knight `n` of seat 1 along `path`, one answer a step.
local function walk(t, n, path)
  for _, region in ipairs(path) do
    P.at(t, "step")
    t:answer(("k%d:%s"):format(n, region))
  end
end

T.scenario("a step goes to an adjacent region in play only: 2 players have no Flanders or Normandy next to Champagne, 4 players do [CR-6.2, CR-1.1, CR-2.1]", function()
  local t = P.match{ active = 1, knights = { { "champagne" } } }
  t:answer("resolve:1")
  P.at(t, "step", { "k1:lorraine", "k1:franconia", "k1:burgundy", "k1:bavaria" })
  local four = P.match{ seats = 4, active = 1, knights = { { "champagne" } } }
  four:answer("resolve:1")
  P.at(four, "step", { "k1:flanders", "k1:lorraine", "k1:normandy", "k1:franconia", "k1:burgundy", "k1:bavaria" })
  local three = P.match{ seats = 3, active = 1, knights = { { "holstein" } } }
  three:answer("resolve:1")
  P.at(three, "step", { "k1:jutland", "k1:wagria", "k1:saxony", "k1:brandenburg" })
  local two = P.match{ active = 1, knights = { { "holstein" } } }
  two:answer("resolve:1")
  P.at(two, "step", { "k1:jutland", "k1:saxony", "k1:brandenburg" })
end)

T.scenario("MP = X: two steps of 1 MP, the first without a stop, then the Move ends by itself [CR-6.1, CR-6.2, CR-6.4]", function()
  local t = P.match{ active = 1, knights = { { "champagne" } } }
  t:answer("resolve:1", "k1:lorraine")
  P.at(t, "step", { "k1:saxony", "k1:thuringia", "k1:champagne", "k1:franconia", "stop" })
  t:answer("k1:saxony")
  P.at(t, "turn")
  T.eq(t:pending().seat, 2, "no MP left: the turn is over")
  T.eq(P.knight(t, 1, 1), "saxony")
  T.eq(P.tokens(t, 1), { 0, 3, 3, 2, 2, 2 })
end)

T.scenario("stop after a step: the MP left is lost [CR-6.4]", function()
  local t = P.match{ active = 1, tokens = { { 4, 2, 2, 0, 2, 2 } }, knights = { { "champagne" } } }
  t:answer("resolve:1", "k1:lorraine", "stop")
  P.at(t, "turn")
  T.eq(t:pending().seat, 2)
  T.eq(P.knight(t, 1, 1), "lorraine")
end)

-- Seat 1 moves with 1 token on p1 plus the bonuses of `spec`, its knight from champagne
-- along `path` (regions without enemies); returns the steps offered after the last one
-- (nil: the Move ended) and the match.
local function steps_with(spec, path)
  spec.active = 1
  spec.knights = { { "champagne" } }
  spec.tokens = { { 1, 2, 2, 3, 2, 2 } }
  local t = P.match(spec)
  t:answer("resolve:1")
  walk(t, 1, path)
  T.eq(t:run(), "choice")
  return t:pending().kind == "step" and t:pending().options or nil, t
end

T.scenario("Move bonuses: castle II and IV, church II and IV, +1 each; castle I, III and church I, III none [CR-6.1, CR-11, CR-1.5]", function()
  local path = { "lorraine", "saxony", "jutland", "holstein", "brandenburg" }
  local function steps(built, n)
    local after, t = steps_with({ built = { built } }, { table.unpack(path, 1, n) })
    T.eq(after, nil, T.show(built) .. ": no step after " .. n)
    T.eq(P.knight(t, 1, 1), path[n])
  end
  steps({}, 1)
  steps({ castle = 1, church = 1 }, 1)
  steps({ castle = 2 }, 2)
  steps({ church = 2 }, 2)
  steps({ castle = 3, church = 3 }, 3)
  steps({ castle = 4, church = 2 }, 4)
  steps({ castle = 4, church = 4 }, 5)
end)

T.scenario("leaving a region with an enemy costs 2 MP; entering one costs 1 [CR-6.2, CR-6.3]", function()
  local t = P.match{ active = 1, knights = { { "masovia" } }, enemies = { pomesania = "prussian", sudovia = "prussian" } }
  t:answer("resolve:1", "k1:pomesania")       -- 1 MP: entering a Prussian's region
  P.at(t, "turn")
  T.eq(t:pending().seat, 2, "1 MP left, leaving pomesania costs 2: the Move ended")
  T.eq(P.knight(t, 1, 1), "pomesania")
  local from = P.match{ active = 1, tokens = { { 3, 2, 2, 1, 2, 2 } }, knights = { { "pomesania" } },
                        enemies = { pomesania = "prussian", sudovia = "prussian" } }
  from:answer("resolve:1", "k1:sudovia")      -- 2 MP, 1 left; leaving sudovia costs 2
  P.at(from, "turn")
  T.eq(P.knight(from, 1, 1), "sudovia")
  local two = P.match{ active = 1, tokens = { { 3, 2, 2, 1, 2, 2 } }, knights = { { "pomesania" } },
                       enemies = { pomesania = "prussian", masovia = false } }
  two:answer("resolve:1", "k1:masovia")       -- 2 MP; masovia holds no enemy: 1 more step
  P.at(two, "step")
  T.truthy(T.show(two:pending().options):find("stop"), "a step for the last MP")
end)

T.scenario("a Move needs a step it can pay: 1 MP on an enemy's region is no Move [CR-6.2, CR-3.4]", function()
  local t = P.match{ active = 1, tokens = { { 1, 2, 2, 1, 3, 3 } }, knights = { { "pomesania" } }, enemies = { pomesania = "prussian" } }
  P.at(t, "turn")
  T.falsy(T.show(t:pending().options):find("resolve:1"), "p1 Move with 1")
  T.falsy(T.show(t:pending().options):find("resolve:4"), "p4 Move with 1")
  local second = P.match{ active = 1, tokens = { { 1, 2, 2, 1, 3, 3 } }, knights = { { "pomesania", "masovia" } },
                          enemies = { pomesania = "prussian" } }
  second:answer("resolve:1")
  P.at(second, "step", { "k2:lutizia", "k2:pomesania", "k2:lusatia", "k2:sudovia", "k2:silesia", "k2:lesser_poland" })
end)

T.scenario("knights enter regions with enemies, other players' knights and buildings, and share them [CR-6.3]", function()
  local t = P.match{ active = 1, tokens = { { 5, 2, 2, 0, 1, 2 } }, knights = { { "austria" }, { "venice" } },
                     buildings = { { seat = 2, kind = "castle", level = 1, at = "venice" } },
                     enemies = { valencia = { "saracen", "farm" } } }
  t:answer("resolve:1", "k1:lombardy", "k1:valencia", "k1:lombardy")   -- 1 + 1 + 2 (leaving the Saracen)
  P.at(t, "step")
  T.truthy(T.show(t:pending().options):find("k1:venice"), "into seat 2's knight and castle")
  t:answer("k1:venice")
  P.at(t, "turn")
  T.eq(P.knight(t, 1, 1), "venice")
  T.eq(P.knight(t, 2, 1), "venice", "both knights in venice")
  T.eq(P.enemy(t, "valencia"), "saracen", "moving through defeats nothing")
end)

T.scenario("steps of any knights in any order from one Move [CR-6.4]", function()
  local t = P.match{ active = 1, tokens = { { 3, 2, 2, 1, 2, 2 } }, knights = { { "champagne", "thuringia" } },
                     enemies = { lusatia = false } }
  t:answer("resolve:1")
  P.at(t, "step")
  local options = T.show(t:pending().options)
  T.truthy(options:find("k1:lorraine") and options:find("k2:lusatia"), "both knights' steps")
  t:answer("k2:lusatia", "k1:bavaria", "k2:masovia")
  P.at(t, "turn")
  T.eq({ P.knight(t, 1, 1), P.knight(t, 1, 2) }, { "bavaria", "masovia" })
end)

T.scenario("each knight's step costs what its own region asks: with 1 MP only the knight off an enemy may step [CR-6.2, CR-6.4]", function()
  local t = P.match{ active = 1, tokens = { { 1, 2, 2, 3, 2, 2 } }, knights = { { "pomesania", "jutland" } },
                     enemies = { pomesania = "prussian" } }
  t:answer("resolve:1")
  P.at(t, "step", { "k2:holstein", "k2:saxony" })
  t:answer("k2:saxony")
  P.at(t, "turn")
  T.eq({ P.knight(t, 1, 1), P.knight(t, 1, 2) }, { "pomesania", "saxony" })
end)
