-- Terrain and markers (CH-7, CH-2.4, CH-1.4): obstacles, destroyed terrain, rooftops, the marker supply and its option.
local T = require "tabula.test"
local P = require "positions"
local board = require "board"

T.scenario("W's obstacle stops her own teammate with wait 1 [CH-7.1]", function()
  local t = P.match{ players = 2, to_play = "yellow", yellow = { w = "@30", cuora = "@25" }, red = { exusiai = "home" } }
  t:answer("w")
  t:dice(9)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(t.match.state.obstacles[28], true, "obstacle 2 behind W")
  T.eq(t.match.state.supply.obstacle, 2, "taken from the supply")
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn", "Red cannot move a 3")
  t:answer("cuora")
  t:dice(5)
  T.eq(t:run{ turns = 1 }, "turn", "W's target square is taken: no declaration")
  T.eq(P.where(t, "cuora"), "@27", "stopped 1 before 28")
  T.eq(P.token(t, "cuora").held_by, nil, "held by nobody")
end)

T.scenario("an obstacle has no capacity: it stops one token after another [CH-7.1]", function()
  local t = P.match{ players = 2, to_play = "red", obstacles = { 23 }, supply = { obstacle = 2 },
                     red = { chen = "@19", projekt_red = "@20" }, yellow = { exusiai = "home" } }
  t:answer("chen")
  t:dice(5, 3)
  T.eq(t:run{ turns = 2 }, "turn")
  T.eq(P.where(t, "chen"), "@22")
  t:answer("projekt_red")
  t:dice(4)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "projekt_red"), "@22", "stopped too")
  T.eq(t.match.state.obstacles[23], true)
end)

T.scenario("W and Crownslayer pass obstacles, and one they land on stays [CH-7.1]", function()
  local t = P.match{ players = 2, to_play = "yellow", obstacles = { 28 }, supply = { obstacle = 2 },
                     yellow = { crownslayer = "@24", w = "@26" }, red = { exusiai = "home" } }
  t:answer("none", "w")
  t:dice(2, 3)
  T.eq(t:run{ turns = 2 }, "turn")
  T.eq(P.where(t, "w"), "@28", "W lands on the obstacle")
  T.eq(t.match.state.obstacles[28], true, "and leaves it")
  t:answer("none", "crownslayer")
  t:dice(5)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "crownslayer"), "@29", "Crownslayer passes it")
  T.eq(t.match.state.obstacles[28], true)
  T.eq(t.match.state.supply.obstacle, 2)
end)

T.scenario("an obstacle spares the token under it, outlives W, and goes back to the supply when landed on [CH-7.1]", function()
  local t = P.match{ players = 2, to_play = "yellow", yellow = { w = "@30" }, red = { cuora = "@28", chen = "@26" } }
  t:answer("w")
  t:dice(9)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(t.match.state.obstacles[28], true)
  T.eq(P.where(t, "cuora"), "@28", "the token on the square is not affected")
  t:answer("cuora")
  t:dice(2)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@30", "starting on the obstacle, not stopped by it; captures W")
  T.eq(P.where(t, "w"), "home")
  T.eq(t.match.state.obstacles[28], true, "the obstacle stays after W returns Home")
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn")
  t:answer("chen")
  t:dice(2)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "chen"), "@32", "lands on 28, its shortcut end, and jumps")
  T.eq(t.match.state.obstacles[28], nil, "landed on: removed")
  T.eq(t.match.state.supply.obstacle, 3, "back in the supply")
end)

T.scenario("destroying a square sends the tokens on it Home, except Exusiai; it stays destroyed [CH-7.2]", function()
  local t = P.match{ players = 2, to_play = "red", red = { skullshatterer = "@32" },
                     yellow = { cuora = "@33", exusiai = "@33" } }
  t:answer("skullshatterer")
  t:dice(8)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(t.match.state.destroyed[33], true)
  T.eq(t.match.state.supply.destroyed, 2)
  T.eq(P.where(t, "cuora"), "home")
  T.eq(P.where(t, "exusiai"), "@33", "Exusiai stands on it")
  t:dice(2)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "exusiai"), "@35", "and moves off freely")
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn", "the square ahead is destroyed already: no declaration")
  T.eq(P.where(t, "skullshatterer"), "@35", "passing 33 does nothing; Exusiai captured")
  T.eq(P.where(t, "exusiai"), "home")
  T.eq(t.match.state.destroyed[33], true, "permanent")
end)

T.scenario("arriving on destroyed terrain: Exusiai and Skullshatterer stay, Crownslayer goes Home [CH-7.2]", function()
  local t = P.match{ players = 2, to_play = "yellow", destroyed = { 37 }, supply = { destroyed = 2 },
                     yellow = { exusiai = "@32", crownslayer = "@33" }, red = { skullshatterer = "@34" } }
  t:answer("exusiai")
  t:dice(5)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "exusiai"), "@37")
  t:answer("none")
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "skullshatterer"), "@37", "Skullshatterer arrives and captures Exusiai")
  T.eq(P.where(t, "exusiai"), "home")
  t:dice(4)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "crownslayer"), "home", "Crownslayer is affected")
  T.eq(P.where(t, "skullshatterer"), "@37", "the hazard comes before capture")
  T.eq(t.match.state.destroyed[37], true)
end)

T.scenario("entry squares can never be destroyed [CH-7.2]", function()
  for _, entry in ipairs{ 0, 13, 26, 39 } do
    local t = P.match{ players = 2, to_play = "yellow", yellow = { skullshatterer = "@" .. (entry - 1) % 52 },
                       red = { cuora = "@30" } }
    t:dice(2)
    T.eq(t:run{ turns = 1 }, "turn", "no declaration in front of entry " .. entry)
    T.eq(t.match.state.destroyed[entry], nil)
  end
  local t = P.match{ players = 2, to_play = "yellow", yellow = { skullshatterer = "@14" }, red = { cuora = "@30" } }
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "declare", "15 is no entry: she may declare")
end)

T.scenario("the rooftops are 5, 18, 31, 44, at progress 5, 18, 31, 44 of every colour [CH-2.4, CH-7.3]", function()
  for _, colour in ipairs{ "red", "blue", "yellow", "green" } do
    local at = {}
    for _, r in ipairs{ 5, 18, 31, 44 } do
      at[#at + 1] = board.progress(colour, r)
      local t = P.match{ players = 4, to_play = colour, [colour] = { cuora = "@" .. (r - 2) } }
      t:dice(2)
      T.eq(t:run{ turns = 1 }, "turn")
      T.eq(P.where(t, "cuora"), "home", colour .. " lands on rooftop " .. r)
      t = P.match{ players = 4, to_play = colour, [colour] = { cuora = "@" .. (r - 1) } }
      t:dice(2)
      T.eq(t:run{ turns = 1 }, "turn")
      T.ne(P.where(t, "cuora"), "home", colour .. " passes rooftop " .. r)
    end
    table.sort(at)
    T.eq(at, { 5, 18, 31, 44 }, colour .. " progress of the rooftops")
  end
end)

T.scenario("no token is immune to rooftops: Exusiai and Crownslayer go Home [CH-7.3]", function()
  local t = P.match{ players = 2, to_play = "red", red = { exusiai = "@16", crownslayer = "@29" }, yellow = { chen = "home" } }
  t:answer("exusiai")
  t:dice(2, 3, 2)
  T.eq(t:run{ turns = 3 }, "turn")
  T.eq(P.where(t, "exusiai"), "home", "Exusiai on 18")
  T.eq(P.where(t, "crownslayer"), "home", "Crownslayer on 31")
end)

T.scenario("no obstacle marker in the supply: W cannot declare; one landed on comes back [CH-1.4, CH-7.1, CH-11]", function()
  local t = P.match{ players = 2, to_play = "yellow", options = { marker_supply = 1 },
                     yellow = { w = "@30" }, red = { cuora = "@40", chen = "@26" } }
  T.eq(t.match.state.supply, { obstacle = 1, destroyed = 1 }, "marker_supply = 1")
  t:answer("w")
  t:dice(9)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(t.match.state.supply.obstacle, 0)
  t:answer("cuora")
  t:dice(2, 4)
  T.eq(t:run{ turns = 2 }, "turn")
  T.eq(P.where(t, "w"), "@38", "W moved 4 and jumped, away from her obstacle")
  t:answer("cuora")
  t:dice(3, 2)
  T.eq(t:run{ turns = 2 }, "turn", "supply empty: no declaration although 36 is free")
  T.eq(P.where(t, "w"), "@40")
  t:answer("chen")
  t:dice(2)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(t.match.state.obstacles[28], nil, "Ch'en lands on it")
  T.eq(t.match.state.supply.obstacle, 1)
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "declare", "W may declare again")
end)

T.scenario("no destroyed-terrain marker left: Skullshatterer cannot declare; markers never come back [CH-1.4, CH-7.2]", function()
  local t = P.match{ players = 2, to_play = "yellow", supply = { destroyed = 1 },
                     yellow = { skullshatterer = "@20" }, red = { cuora = "@40" } }
  t:answer("skullshatterer")
  t:dice(8, 3, 2, 3)
  T.eq(t:run{ turns = 4 }, "turn")
  T.eq(t.match.state.supply.destroyed, 0)
  T.eq(P.where(t, "skullshatterer"), "@22")
  t:dice(2)
  T.eq(t:run{ turns = 1 }, "turn", "no declaration on 22 although 23 could be destroyed")
  T.eq(P.where(t, "skullshatterer"), "L2")
  T.eq(t.match.state.supply.destroyed, 0, "the marker on 21 never comes back")
end)

T.scenario("marker_supply = 0: unlimited markers [CH-1.4, CH-11]", function()
  local t = P.match{ players = 2, to_play = "yellow", options = { marker_supply = 0 }, obstacles = { 2, 6, 10 },
                     yellow = { w = "@30" }, red = { cuora = "@40" } }
  t:answer("w")
  t:dice(9)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(t.match.state.obstacles[28], true, "a fourth obstacle")
  t:dice(3, 3, 3)
  T.eq(t:run{ turns = 3 }, "turn")
  T.eq(P.where(t, "w"), "@33")
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "declare", "still a marker for W")
end)
