-- Tic-tac-toe: the example of a first game (docs/guide.md walks through it).
local board = require "board"

local game = {
  name = "Tic-tac-toe",
  version = "1.0",
  seats = 2,
}

local MARKS = { "X", "O" }

function game.setup(match)
  match.state.cells = board.empty()
end

function game.play(match)
  local cells = match.state.cells
  while true do
    local seat = match:seat()
    local options = {}
    for i = 1, 9 do
      if cells[i] == "." then
        options[#options + 1] = { id = tostring(i), label = board.name(i) }
      end
    end
    local cell = tonumber((match:choose{ seat = seat, kind = "cell",
                                         prompt = "Where do you put your " .. MARKS[seat] .. "?",
                                         options = options }))
    cells[cell] = MARKS[seat]
    match:log("%s takes %s", MARKS[seat], board.name(cell))
    if board.line_of(cells, MARKS[seat]) then
      match:finish{ winner = seat, reason = "three in a row" }
    elseif board.full(cells) then
      match:finish{ draw = true, reason = "the board is full" }
    end
    match:next_turn()
  end
end

function game.render(match)
  return board.text(match.state.cells)
end

function game.view(match)
  return { cells = match.state.cells }
end

return game
