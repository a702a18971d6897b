-- Fixture for the board tests: a knight walks on a shared 5x5 grid; seat 1
-- picks each leap (the first agent takes the first option); the match ends
-- after `moves` leaps, its reason naming the path walked.
local geometry = require "geometry"
local G = geometry.grid

local game = { name = "Knight tour fixture", version = "1", seats = 1,
               options = { moves = { default = 4 } } }

function game.setup(match)
  match.state.at = "a1"
  match.state.visited = { a1 = true }
  match.state.path = { "a1" }
end

function game.play(match)
  local s = match.state
  for _ = 1, match.options.moves do
    local options = {}
    for _, to in ipairs(G:leaps(s.at)) do
      if not s.visited[to] then options[#options + 1] = to end
    end
    if #options == 0 then break end
    local to = match:choose{ prompt = "Leap", options = options }
    s.at, s.visited[to] = to, true
    s.path[#s.path + 1] = to
  end
  match:finish{ winner = 1, reason = table.concat(s.path, " ") .. " (board " .. tostring(G) .. ")" }
end

return game
