-- Every kind of pure query, by the name errors give it: run(m, act) makes the host or
-- the stdlib run script code as that query, the code calling act(). Queries the host
-- runs for agents (view, render, traits, labels) are hooks of game.lua instead.
local effects = require "tabula.effects"
local flow = require "tabula.flow"

local grid = tabula.grid{ width = 3, height = 3, names = "chess" }
local track = tabula.track{ ring = 8, colours = { { id = "red", start = 1 } } }

local function hit(act) return setmetatable({}, { __index = function() act() end }) end

return {
  { "the occupied function of board:ray", function(_, act) grid:ray("a1", "n", function() act() end) end },
  { "the occupied table of board:ray", function(_, act) grid:ray("a1", "n", hit(act)) end },
  { "the occupied function of board:ray_i", function(_, act) grid:ray_i(1, "n", function() act() end) end },
  { "the occupied function of board:path", function(_, act) grid:path("a1", "c3", { occupied = function() act() end }) end },
  { "the occupied function of board:reach", function(_, act) grid:reach("a1", 2, { occupied = function() act() end }) end },
  { "the cost function of board:reach", function(_, act) grid:reach("a1", 2, { cost = function() act() return 1 end }) end },
  { "the cost function of board:path", function(_, act) grid:path("a1", "c3", { cost = function() act() return 1 end }) end },
  { "the occupied function of board:advance", function(_, act) track:advance("1", 2, { occupied = function() act() end }) end },
  { "the stop function of board:advance", function(_, act) track:advance("1", 2, { stop = function() act() end }) end },
  { "the stop table of board:advance", function(_, act) track:advance("1", 2, { stop = hit(act) }) end },
  { "the names function of tabula.grid", function(_, act)
      tabula.grid{ width = 2, height = 2, names = function(c, r) act() return c .. "," .. r end } end },
  { "the name function of tabula.track", function(_, act)
      tabula.track{ ring = 4, name = function(n) act() return "s" .. n end } end },
  { "the filter function of zone:search", function(m, act) m:zone("deck"):search(function() act() end) end },
  { "the condition of trigger 'Watch'", function(m, act)
      effects.trigger(m, { event = "ping", name = "Watch", condition = function() act() end, operation = function() end })
      effects.emit(m, { name = "ping" }) end },
  { "the until condition of trigger 'Until'", function(m, act)
      effects.trigger(m, { event = "pong", name = "Until", operation = function() end,
                           duration = { until_event = "ping", condition = function() act() end } })
      effects.emit(m, { name = "ping" }) end },
  { "the while_ function of modifier 'While'", function(m, act)
      effects.modifier(m, { query = "speed", name = "While", modify = function(v) return v end,
                            duration = { while_ = function() act() return true end } })
      effects.query(m, "speed", 1) end },
  { "the applies function of modifier 'Applies'", function(m, act)
      effects.modifier(m, { query = "speed", name = "Applies", modify = function(v) return v end,
                            applies = function() act() end })
      effects.query(m, "speed", 1) end },
  { "the modify function of modifier 'Modify'", function(m, act)
      effects.modifier(m, { query = "speed", name = "Modify", modify = function(v) act() return v end })
      effects.query(m, "speed", 1) end },
  { "the actions function of flow.priority", function(m, act)
      flow.priority(m, { actions = function() act() return {} end, resolve = function() end }) end },
  { "the prompt function of flow.priority", function(m, act)
      flow.priority(m, { actions = function() return {} end, prompt = function() act() return "?" end,
                         resolve = function() end }) end },
  { "the reactions function of flow.priority", function(m, act)
      -- the first seat takes "go" (the first option), then the reactions are asked
      local done = false
      flow.priority(m, { actions = function() return done and {} or { "go" } end,
                         reactions = function() act() return {} end,
                         resolve = function() done = true end }) end },
  { "a query of the game's own", function(_, act) tabula.guarded("a query of the game's own", act) end },
}
