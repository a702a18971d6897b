-- Fixture for the pure-query guard (tests/unit/test_query_guard.cpp, tests/hostile/guard.sh):
-- option `query` names a kind of pure query (queries.lua, or game.view / game.render /
-- game.traits / the label function of match:choose), option `act` an action (acts.lua)
-- that the query's script code attempts. Every pairing must fail the match with
-- "acts.lua:N: <act> is not allowed inside <query> (a pure query)".
local ACTS = require "acts"
local QUERIES = require "queries"

local game = {
  name = "Guard fixture",
  version = "1.0",
  seats = 2,
  options = { query = { default = "none" }, act = { default = "match:roll" } },
}

local function find(list, name)
  for _, e in ipairs(list) do if e[1] == name then return e[2] end end
end

-- What the chosen action needs: a piece, a card in a deck, a follower on a host.
local objects = {}

local function act(match)
  if match.options.act == "nothing" then return end
  local f = find(ACTS, match.options.act) or error("no action " .. tostring(match.options.act))
  f(match, objects)
end

function game.setup(match)
  objects.deck = match:zone{ id = "deck", kind = "deck", visible_to = "none", face = "down" }
  objects.hand = match:zone{ id = "hand", kind = "hand", owner = 1 }
  objects.piece = match:create{ kind = "piece", owner = 1, at = "a1" }
  objects.card = match:create{ kind = "card", zone = objects.deck }
  match:create{ kind = "card", zone = objects.deck }
  local host = match:create{ kind = "host", owner = 2, at = "c2" }
  objects.follower = match:create{ kind = "follower", owner = 2, at = "c1" }
  match:attach(objects.follower, host)
end

local function is(match, name) return match.options.query == name end

function game.view(match, seat)
  if is(match, "game.view") then act(match) end
  return { seat = seat }
end

function game.render(match, seat)
  if is(match, "game.render") then act(match) end
  return "seat " .. seat
end

function game.traits(match)
  if is(match, "game.traits") then act(match) end
  return { "plain" }
end

function game.play(match)
  local q = find(QUERIES, match.options.query)
  if q then q(match, function() act(match) end) end
  local label = is(match, "the label function of match:choose")
      and function(id) act(match) return id end or nil
  match:choose{ options = { "a", "b" }, label = label }
  return { winner = 1 }
end

return game
