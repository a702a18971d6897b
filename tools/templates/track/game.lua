-- {{name}}: a race on a track of 20 squares with one six-sided die (RULES.md, R-1 to R-4).
-- Made by `tabula new --template track`; docs/guide.md explains every part.
local game = {
  name = "{{name}}",
  version = "0.1",
  seats = { min = 2, max = 4, default = 2 },
  options = {
    length = { default = 20, min = 6, max = 100, help = "squares from the start to the goal (R-1)" },
  },
}

function game.setup(match)
  local at = {}
  for seat = 1, match.seats do at[seat] = 0 end   -- every runner at the start (R-1)
  match.state.at = at
end

function game.play(match)
  local at, goal = match.state.at, match.options.length
  while true do
    local seat = match:seat()
    local roll = match:roll(6)
    local choice = match:choose{ seat = seat, kind = "run", prompt = "Rolled " .. roll .. ": move or rest?",
                                 options = { { id = "move", label = "move " .. roll },
                                             { id = "rest", label = "rest (stay where you are)" } } }
    if choice == "move" then
      at[seat] = math.min(goal, at[seat] + roll)   -- R-2
      match:log("seat %d moves %d to square %d", seat, roll, at[seat])
      if at[seat] == goal then return { winner = seat, reason = "first to the goal" } end   -- R-3
    end
    if roll == 6 then match:extra_turn() end   -- R-4
    match:next_turn()
  end
end

function game.render(match)
  local lines = {}
  for seat, square in ipairs(match.state.at) do
    lines[#lines + 1] = ("seat %d: square %d of %d"):format(seat, square, match.options.length)
  end
  return table.concat(lines, "\n")
end

function game.view(match)
  return { at = match.state.at, goal = match.options.length }
end

return game
