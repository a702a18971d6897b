-- Unit-test fixture for the stdlib's tabula.tracks and tabula.majority, kept in
-- match.state: seats take turns to crusade (the shared Prussian strength track
-- advances, the seat keeps the token), to build a castle (the seat's own building
-- row, taken from the left) or to rest. After `turns` turns each seat scores its Prussian
-- majority (Crusaders CR-13.2) plus its castles.
local tracks = require "tabula.tracks"
local majority = require "tabula.majority"

local PRIZES = tabula.freeze{ { alone = 5, shared = 3 }, { alone = 2, shared = 0 } }

local game = { name = "Crusade fixture", version = "1", seats = 3,
               options = { turns = { default = 6, min = 1, max = 30 } } }

function game.setup(match)
  local s = match.state
  s.strength = tracks.new{ values = { 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10 }, markers = { "prussian" } }
  s.castles = tracks.new{ values = { 4, 5, 6, 7 }, markers = match.seats, start = 0 }
  s.tokens = {}   -- the Prussians defeated: { owner = seat, strength = n }
end

function game.play(match)
  local s = match.state
  for turn = 1, match.options.turns do
    local seat = (turn - 1) % match.seats + 1
    local options = { "crusade", "rest" }
    if not tracks.at_end(s.castles, seat) then options[3] = "build" end
    local pick = match:choose{ seat = seat, prompt = "Crusade, build or rest?", options = options }
    if pick == "crusade" then
      s.tokens[#s.tokens + 1] = { owner = seat, strength = tracks.value(s.strength, "prussian") }
      tracks.advance(s.strength, "prussian")
    elseif pick == "build" then
      tracks.advance(s.castles, seat)
    end
  end
  local points = majority.award(majority.count(s.tokens, "owner"), PRIZES)
  local scores, best = {}, 1
  for seat = 1, match.seats do
    scores[seat] = (points[seat] or 0) + tracks.position(s.castles, seat)
    if scores[seat] > scores[best] then best = seat end
  end
  match:finish{ winner = best, scores = scores, reason = "scores " .. table.concat(scores, " ") }
end

return game
