-- General rules of PASSIVE skills: where they work, who they affect, holding, freezing, arrival pushes (CH-8.4 to CH-8.8).
local T = require "tabula.test"
local P = require "positions"
local rules = require "rules"

T.scenario("blockers in their home lane block nothing on the main track [CH-8.4, CH-6.3]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { cuora = "L1", hoshiguma = "L2", croissant = "L3" },
                     yellow = { projekt_red = "@48" } }
  t:dice(4)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "projekt_red"), "@0")
  T.falsy(P.token(t, "projekt_red").held_by, "not held")
end)

T.scenario("a blocker moving into her lane releases the token she held [CH-8.4, CH-8.6]", function()
  local t = P.match{ players = 2, to_play = "red", red = { cuora = "@47" },
                     yellow = { projekt_red = "@46" }, held = { projekt_red = "cuora" } }
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "L2")
  T.falsy(P.token(t, "projekt_red").held_by, "released")
end)

T.scenario("Shaw moving into her lane pushes nobody; stopping on her lane entrance she pushes [CH-8.4, CH-8.8]", function()
  local t = P.match{ players = 2, to_play = "red", red = { shaw = "@46" }, yellow = { exusiai = "@50" } }
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "shaw"), "L1")
  T.eq(P.where(t, "exusiai"), "@50", "not pushed")
  t = P.match{ players = 2, to_play = "red", red = { shaw = "@46" }, yellow = { exusiai = "@50" } }
  t:dice(2)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "shaw"), "@48")
  T.eq(P.where(t, "exusiai"), "@0", "2 ahead pushed 2")
end)

T.scenario("a blocker does not stop her owner's tokens [CH-8.5, CH-6.3]", function()
  local t = P.match{ players = 2, to_play = "red", red = { hoshiguma = "@20", projekt_red = "@14" },
                     yellow = { exusiai = "@40" } }
  t:dice(8)
  t:answer("projekt_red")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "projekt_red"), "@22", "passed her own Hoshiguma")
  T.falsy(P.token(t, "projekt_red").held_by)
end)

T.scenario("terrain affects the owner's other tokens: Skullshatterer's destroyed square and W's obstacle [CH-8.5, CH-7.1, CH-7.2]", function()
  local t = P.match{ players = 2, to_play = "red", red = { skullshatterer = "@7", cuora = "@4" }, yellow = { exusiai = "@40" } }
  t:dice(7, 3, 4)
  t:answer("skullshatterer")
  T.eq(t:run{ turns = 2 }, "turn")
  T.truthy(t.match.state.destroyed[8])
  t:answer("cuora")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "home", "arrived on her teammate's destroyed square")
  t = P.match{ players = 2, to_play = "red", red = { w = "@10", hoshiguma = "@6" }, yellow = { exusiai = "@40" } }
  t:dice(7, 3, 3)
  t:answer("w")
  T.eq(t:run{ turns = 2 }, "turn")
  T.truthy(t.match.state.obstacles[8])
  t:answer("hoshiguma")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@7", "stopped by her teammate's obstacle")
end)

T.scenario("a hold ends when the blocker leaves her square [CH-8.6]", function()
  local t = P.match{ players = 2, to_play = "red", red = { croissant = "@36" },
                     yellow = { projekt_red = "@34" }, held = { projekt_red = "croissant" } }
  t:dice(3, 3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "croissant"), "@39")
  T.falsy(P.token(t, "projekt_red").held_by, "released")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "projekt_red"), "@37", "moves freely past 36")
end)

T.scenario("a held token sent Home frees the blocker's capacity for the next token [CH-8.6, CH-6.9]", function()
  local t = P.match{ players = 2, to_play = "red", red = { croissant = "@36", cuora = "@30" },
                     yellow = { projekt_red = "@34", hoshiguma = "@35" }, held = { projekt_red = "croissant" } }
  t:dice(4, 3)
  t:answer("cuora")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "projekt_red"), "home", "captured on 34")
  T.eq(rules.holds(t.match, P.token(t, "croissant")), 0, "Croissant holds nobody")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "hoshiguma"), "@34", "stopped 2 behind Croissant")
  T.eq(P.token(t, "hoshiguma").held_by, "croissant")
  T.eq(P.where(t, "cuora"), "home", "captured on the waiting square")
end)

T.scenario("a token is held by at most one blocker: a new stop on its own square moves the hold [CH-8.6, CH-6.3]", function()
  local t = P.match{ players = 3, to_play = "yellow", red = { croissant = "@30" }, blue = { cuora = "@29" },
                     yellow = { projekt_red = "@28" }, held = { projekt_red = "croissant" } }
  t:dice(5)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "projekt_red"), "@28", "waiting square is its own square")
  T.eq(P.token(t, "projekt_red").held_by, "cuora", "now held by Cuora")
  T.eq(rules.holds(t.match, P.token(t, "croissant")), 0, "no longer by Croissant")
end)

T.scenario("a held token passing its blocker again is stopped again, even at full capacity [CH-8.6, CH-9.7]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { croissant = "@30" },
                     yellow = { projekt_red = "@28" }, held = { projekt_red = "croissant" } }
  t:dice(4)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "projekt_red"), "@28")
  T.eq(P.token(t, "projekt_red").held_by, "croissant")
end)

T.scenario("a token held by Croissant captures her with exactly 2, and is released by a 1 [CH-8.6, CH-9.7]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { croissant = "@30" },
                     yellow = { projekt_red = "@28" }, held = { projekt_red = "croissant" } }
  t:dice(2)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "croissant"), "home", "captured on 30")
  T.eq(P.where(t, "projekt_red"), "@34", "then jumped from its own colour")
  t = P.match{ players = 2, to_play = "yellow", red = { croissant = "@30" },
               yellow = { projekt_red = "@28", cuora = "@41" }, held = { projekt_red = "croissant" } }
  t:dice(1, 2)
  t:answer("move:projekt_red", "cuora")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "projekt_red"), "@29")
  T.falsy(P.token(t, "projekt_red").held_by, "left its square: released")
end)

T.scenario("freezing ends the moment Ch'en is captured: the extra roll may move the freed token [CH-8.7]", function()
  local t = P.match{ players = 2, to_play = "yellow", red = { chen = "@10" },
                     yellow = { projekt_red = "@11", exusiai = "@4" } }
  t:dice(6, 3)
  T.eq(t:run(), "choice")
  T.eq(P.where(t, "chen"), "home", "captured by the grace move")
  T.eq(P.where(t, "exusiai"), "@14", "landed on 10 and jumped")
  T.options(t, { "projekt_red", "exusiai" })
end)

T.scenario("a token displaced into a freeze zone becomes frozen [CH-8.7, CH-6.8]", function()
  local t = P.match{ players = 2, to_play = "red", red = { chen = "@14", shaw = "@6" },
                     yellow = { exusiai = "@10", cuora = "@40" } }
  t:dice(3, 3)
  t:answer("shaw")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "exusiai"), "@13", "pushed next to Ch'en")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "exusiai"), "@13", "frozen")
  T.eq(P.where(t, "cuora"), "@43", "the other token had to move")
end)

T.scenario("a token displaced out of a freeze zone is free again [CH-8.7, CH-6.8]", function()
  local t = P.match{ players = 2, to_play = "red", red = { chen = "@10", croissant = "@6" },
                     yellow = { exusiai = "@8", cuora = "@40" } }
  t:dice(3, 3)
  t:answer("croissant")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "exusiai"), "@7", "pushed back by Croissant, 3 behind Ch'en")
  T.eq(t:run(), "choice")
  T.options(t, { "exusiai", "cuora" })
end)

T.scenario("Shaw stopped by a blocker pushes from the waiting square, and the pushed blocker's hold ends [CH-8.8, CH-8.6]", function()
  local t = P.match{ players = 2, to_play = "red", red = { shaw = "@4" }, yellow = { cuora = "@10", exusiai = "@12" } }
  t:dice(8)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "shaw"), "@9", "stopped 1 behind Cuora")
  T.eq(P.where(t, "cuora"), "@13", "1 ahead pushed 3")
  T.eq(P.where(t, "exusiai"), "@13", "3 ahead pushed 1")
  T.falsy(P.token(t, "shaw").held_by, "Cuora left: hold ended")
end)

T.scenario("Shaw stopped with her own square as waiting square still pushes [CH-8.8, CH-6.3]", function()
  local t = P.match{ players = 2, to_play = "red", red = { shaw = "@9" }, yellow = { cuora = "@10" } }
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "shaw"), "@9")
  T.eq(P.where(t, "cuora"), "@13", "pushed from 9")
  T.falsy(P.token(t, "shaw").held_by)
end)

T.scenario("Shaw pushes from the end of her shortcut [CH-8.8, CH-6.6]", function()
  local t = P.match{ players = 2, to_play = "red", red = { shaw = "@12" }, yellow = { exusiai = "@30", cuora = "@17" } }
  t:dice(4)
  t:answer("take")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "shaw"), "@28")
  T.eq(P.where(t, "exusiai"), "@32", "2 ahead of 28 pushed")
  T.eq(P.where(t, "cuora"), "@17", "1 ahead of the shortcut start: not pushed")
end)

T.scenario("Shaw sent Home by a hazard pushes nobody [CH-8.8, CH-6.7]", function()
  local t = P.match{ players = 2, to_play = "red", red = { shaw = "@15" }, yellow = { exusiai = "@19" } }
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "shaw"), "home", "rooftop 18")
  T.eq(P.where(t, "exusiai"), "@19")
end)

T.scenario("pushes never chain: Croissant pushed by Shaw does not push [CH-8.8, CH-6.8]", function()
  local t = P.match{ players = 2, to_play = "red", red = { shaw = "@4", cuora = "@12" }, yellow = { croissant = "@11" } }
  t:dice(5)
  t:answer("shaw")
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "croissant"), "@13", "pushed 2")
  T.eq(P.where(t, "cuora"), "@12", "directly behind Croissant, not pushed back")
end)
