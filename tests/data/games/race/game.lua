-- Unit-test fixture: a small dice race for record determinism.
local game = {
  name = "Race fixture",
  version = "2.1",
  seats = 2,
  options = { goal = { default = 12, min = 1, max = 100 } },
}

function game.setup(match)
  match.state.pos = { 0, 0 }
  match.state.seat = 1
end

function game.play(match)
  local s = match.state
  while true do
    local seat = s.seat
    local r = match:roll(6)
    local bonus = math.random(0, 1)
    local move = match:choose{ seat = seat, kind = "move", prompt = "Rolled " .. r .. ": move or wait?",
                               options = { "move", "wait" } }
    if move == "move" then
      s.pos[seat] = s.pos[seat] + r + bonus
    end
    if s.pos[seat] >= match.options.goal then
      match:finish{ winner = seat, reason = "reached the goal" }
    end
    s.seat = 3 - seat
  end
end

function game.view(match, seat)
  return { pos = match.state.pos, seat = seat }
end

return game
