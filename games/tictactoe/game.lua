-- Tic-tac-toe: the example of a first game (docs/guide.md walks through it).
local board = require "board"

local game = {
  name = "Tic-tac-toe",
  version = "1.0",
  seats = 2,
  perfect_information = true,  -- nothing in the state is hidden from any seat (mcts may search it)
}

local MARKS = { "X", "O" }
local PROMPTS = { "Where do you put your X?", "Where do you put your O?" }
-- Each cell's id as choices name it ("5") and its name for people ("middle centre"),
-- built once.
local ID, NAME, CELL = {}, {}, {}
for i = 1, 9 do ID[i], NAME[i] = tostring(i), board.name(i); CELL[ID[i]] = i end

-- Option labels, named only for agents that read them (people, programs).
local function cell_name(id) return NAME[CELL[id]] end

function game.setup(match)
  match.state.cells = board.empty()
end

function game.play(match)
  local cells = match.state.cells
  -- The free cells' ids in order (TTT-3), n of them: listed once, then each taken
  -- cell leaves the list (cheaper than listing the free cells again every turn). A
  -- scenario sets its position in match.state.cells before the match runs.
  local options, n = {}, 0
  for i = 1, 9 do
    if cells[i] == "." then n = n + 1; options[n] = ID[i] end
  end
  -- The choice: one table per match that every turn rewrites (its seat and prompt)
  -- rather than a new table with five new keys a turn.
  local ask = { seat = 1, kind = "cell", prompt = PROMPTS[1], options = options, label = cell_name }
  local logging = match:logging()  -- log lines are built only when someone reads them
  while true do
    local seat = match:seat()
    ask.seat, ask.prompt = seat, PROMPTS[seat]
    local id = match:choose(ask)
    local cell = CELL[id]
    cells[cell] = MARKS[seat]
    local k = 1
    while options[k] ~= id do k = k + 1 end
    for j = k, n - 1 do options[j] = options[j + 1] end
    options[n], n = nil, n - 1
    if logging then match:log("%s takes %s", MARKS[seat], NAME[cell]) end
    -- The match ends by returning its result from play (as match:finish would, without the yield)
    if board.line_through(cells, cell) then
      return { winner = seat, reason = "three in a row" }
    elseif n == 0 then  -- that was the last free cell
      return { draw = true, reason = "the board is full" }
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

-- The board for the web page (`tabula serve`, docs/api.md#scenematch-seat--scene): nine squares,
-- each naming the option that takes it, so that a click on a free cell answers it.
local COLOURS = { X = "#b03a2e", O = "#1f618d" }
function game.scene(match)
  local shapes = {}
  for i = 1, 9 do
    local mark = match.state.cells[i]
    shapes[#shapes + 1] = { type = "rect", x = (i - 1) % 3 * 100, y = (i - 1) // 3 * 100, w = 100, h = 100,
                            fill = "#f7f1e3", stroke = "#444", title = NAME[i], option = ID[i],
                            label = mark ~= "." and mark or nil, colour = COLOURS[mark] }
  end
  return { width = 300, height = 300, shapes = shapes }
end

-- `tabula perft POSITION DEPTH -g tictactoe`: the leaf nodes of the move tree,
-- walked with the same free cells and the same end test as play. POSITION is nine
-- characters of X, O and "." (row by row), or "start".
function game.perft(_match, depth, opts)
  local cells = board.empty()
  if opts.position ~= "start" then
    assert(#opts.position == 9 and not opts.position:find("[^XO.]"), "a position is 9 characters of X, O and .")
    for i = 1, 9 do cells[i] = opts.position:sub(i, i) end
  end
  local function count(mark, d)
    if d == 0 then return 1 end
    if board.line_of(cells, "X") or board.line_of(cells, "O") then return 0 end
    local n = 0
    for _, i in ipairs(board.free(cells)) do
      cells[i] = mark
      n = n + count(mark == "X" and "O" or "X", d - 1)
      cells[i] = "."
    end
    return n
  end
  local xs = select(2, table.concat(cells):gsub("X", ""))
  local os_ = select(2, table.concat(cells):gsub("O", ""))
  return count(xs > os_ and "O" or "X", depth)
end

return game
