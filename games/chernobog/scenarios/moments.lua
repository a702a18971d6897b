-- The game's moments and questions (docs/games/chernobog.md, "Moments and questions"):
-- what rules.lua promises the operators' triggers and modifiers, a mod's included.
local T = require "tabula.test"
local P = require "positions"
local effects = require "tabula.effects"

-- Records the moments of `names` as "name:token@square" lines.
local function listen(t, names)   -- one trigger per moment, no controller
  local seen = {}
  for _, name in ipairs(names) do
    effects.trigger(t.match, { event = name, name = "listen " .. name, operation = function(ev)
      seen[#seen + 1] = name .. ":" .. ev.token.id .. (ev.square and ("@" .. ev.square) or "")
    end })
  end
  return seen
end

T.scenario("a normal move raises passed for each square passed, in order, then arrived [CH-6.2, CH-6.7]", function()
  local t = P.match{ players = 2, to_play = "red", red = { cuora = "@1" }, yellow = { exusiai = "home" } }
  local seen = listen(t, { "passed", "arrived", "rested" })
  t:dice(2)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(seen, { "passed:cuora@2", "arrived:cuora@3", "rested:cuora" })
end)

T.scenario("a trigger on passed that moves the token ends its move where it put it [CH-6.2]", function()
  local t = P.match{ players = 2, to_play = "red", red = { cuora = "@1" }, yellow = { exusiai = "home" } }
  local rules = require "rules"
  effects.trigger(t.match, { event = "passed", name = "trap on 3", condition = function(ev) return ev.square == 3 end,
                             operation = function(ev) rules.displace(t.match, ev.token, -2) end })
  t:dice(5)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "cuora"), "@51", "displaced 2 back from her start, and the move of 5 ends there")
end)

T.scenario("a capture raises sent_home with the capturing token [CH-6.7, CH-6.9]", function()
  local t = P.match{ players = 2, to_play = "red", red = { cuora = "@1" }, yellow = { exusiai = "@4" } }
  local by
  effects.trigger(t.match, { event = "sent_home", name = "who", operation = function(ev) by = ev.by and ev.by.id end })
  t:dice(3)
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.where(t, "exusiai"), "home")
  T.eq(by, "cuora")
end)

T.scenario("a die modifier out of 1..12 is an error naming the query [CH-1.1, CH-8.9]", function()
  local t = P.match{ players = 2, to_play = "red", red = { cuora = "@1" }, yellow = { exusiai = "home" } }
  effects.modifier(t.match, { query = "die", name = "broken die", modify = function() return 13 end })
  t:dice(3)
  T.raises(function() t:run() end, "the query 'die' gave 13: a die shows a whole number 1..12")
end)

T.scenario("a stop answer that is not {at, wait} is an error naming the query [CH-6.3]", function()
  local t = P.match{ players = 2, to_play = "red", red = { cuora = "@1" }, yellow = { exusiai = "@10" } }
  effects.modifier(t.match, { query = "stop", name = "broken stop", modify = function() return { at = 99, wait = 1 } end })
  t:dice(5)
  T.raises(function() t:run() end, "the query 'stop' gave at = 99: the passed square's number, 1..4")
end)
