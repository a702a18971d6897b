-- n in a row on a grid (tic-tac-toe, Connect Four, gomoku): every line of n cells of a
-- tabula.grid, the lines through each cell, and the test "does a line hold one mark".
-- Cells are the grid's space indices (1..#grid, row by row), so a game keeps its cells
-- in an array: cells[i] is what stands on grid:id(i). docs/api.md, "tabula.lines".
--
--   local lines = require "tabula.lines"
--   local grid = tabula.grid{ width = 7, height = 6 }
--   local ALL = lines.of(grid, 4)          -- at load: 69 lines of four cells
--   local THROUGH = lines.through(ALL, #grid)
--   ...
--   if lines.full(cells, THROUGH[i], mark) then ... end  -- the move on cell i made four

local lines = {}

-- The four ways a line runs, as (dcol, drow): along a row, along a column and both
-- diagonals. Each line is listed once, from its first cell in board order.
local AXES = { { 1, 0 }, { 0, 1 }, { 1, 1 }, { -1, 1 } }

---Every line of `n` cells of `grid`: rows, then columns, then the two diagonals (each
---way in board order of its first cell), each line a list of space indices. No line
---crosses a hole or a blocked cell. Build it once, at a module's top level.
---@param grid Board a tabula.grid
---@param n integer 2 or more
---@return integer[][]
function lines.of(grid, n)
  local ok, kind = pcall(function() return grid:kind() end)
  if not ok or type(grid) ~= "userdata" then kind = type(grid) end
  if kind ~= "grid" then error("lines.of: the first argument must be a tabula.grid, not " .. kind, 2) end
  if math.type(n) ~= "integer" or n < 2 then
    error("lines.of: n must be a whole number, 2 or more, not " .. tostring(n), 2)
  end
  local all = {}
  for a = 1, #AXES do
    local dcol, drow = AXES[a][1], AXES[a][2]
    for i = 1, #grid do
      local first = grid:id(i)
      local line = not grid:blocked(first) and { i } or nil
      for k = 2, line and n or 0 do   -- the next cells that way, while they exist and are open
        local id = grid:offset(first, dcol * (k - 1), drow * (k - 1))
        if id == nil or grid:blocked(id) then line = nil; break end
        line[k] = grid:index(id)
      end
      if line then all[#all + 1] = line end
    end
  end
  return all
end

---For each cell 1..size, the lines of `all` that hold it, in the order of `all`
---(an empty list for a cell on no line): a move need only be checked against these.
---@param all integer[][] lines.of's result
---@param size integer the number of cells (#grid)
---@return integer[][][]
function lines.through(all, size)
  local through = {}
  for i = 1, size do through[i] = {} end
  for _, line in ipairs(all) do
    for _, i in ipairs(line) do
      local list = through[i]
      if list == nil then error("lines.through: cell " .. tostring(i) .. " is not in 1.." .. size, 2) end
      list[#list + 1] = line
    end
  end
  return through
end

---The first line of `list` whose every cell holds `mark` (cells[i] == mark), or nil.
---@param cells any[] what stands on each cell, by index
---@param list integer[][] lines (lines.of's, or one cell's from lines.through)
---@param mark any
---@return integer[]|nil
function lines.full(cells, list, mark)
  -- Walks to the nil past each list's end rather than asking its length: a frozen
  -- table's # is a metamethod call, and these lists are usually frozen.
  local l, line = 1, list[1]
  while line ~= nil do
    local k, cell = 2, line[1]
    while cell ~= nil and cells[cell] == mark do k, cell = k + 1, line[k] end
    if cell == nil then return line end
    l = l + 1
    line = list[l]
  end
  return nil
end

return lines
