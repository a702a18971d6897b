-- Chess-style movement shared by games on square grids (Chess, Hidden Chess):
-- rook, bishop, queen, knight and king, over the host's grid primitives.
-- Pawns, castling, en passant and any game-specific restriction stay in the game.
--
--   local chessmen = require "tabula.chessmen"
--   local geo = chessmen.geometry(grid)          -- grid: a tabula.grid board
--   chessmen.moves(geo, "bishop", geo.index.c1, function(i) return squares[i] end,
--                  function(to, what) ... end)
--
-- The geometry is immutable (built from grid:tables()) and cached per board, so it is
-- shared by every match of a Lua state; it holds no match state.

local chessmen = {}

---The direction names of each slider, in the grid's direction order.
chessmen.DIRECTIONS = {
  rook = { "n", "e", "s", "w" },
  bishop = { "ne", "se", "sw", "nw" },
  queen = { "n", "ne", "e", "se", "s", "sw", "w", "nw" },
}

---The kinds `chessmen.moves` knows.
chessmen.KINDS = { "rook", "bishop", "queen", "knight", "king" }

local cache = setmetatable({}, { __mode = "k" })

---@class ChessGeometry
---@field size integer number of squares
---@field id string[] square id by index
---@field index table<string, integer> index by square id
---@field dirs string[] the 8 direction names, in order ("n","ne","e","se","s","sw","w","nw")
---@field dir table<string, integer> direction number by name
---@field rays table<integer, table<string, integer[]>> rays[i][dir]: indices along dir, nearest first
---@field rays_n table<integer, integer[][]> rays_n[i][d]: the same, by direction number 1..8
---@field step table<integer, table<integer, integer>> step[i][d]: the neighbour in direction number d, or nil
---@field knight table<integer, integer[]> knight targets of square i
---@field king table<integer, integer[]> king targets of square i (direction order)
---@field slider_dirs table<string, integer[]> direction numbers of rook, bishop and queen

---The precomputed geometry of a grid board (cached per board).
---@param grid any a tabula.grid board
---@return ChessGeometry
function chessmen.geometry(grid)
  local geo = cache[grid]
  if geo then return geo end
  local T = grid:tables()
  local dir = {}
  for d, name in ipairs(T.dirs) do dir[name] = d end
  local rays, king = {}, {}
  for i = 1, #T.ids do
    local by_name = {}
    for d, name in ipairs(T.dirs) do by_name[name] = T.rays[i][d] end
    rays[i] = by_name
    local k = {}
    for d = 1, #T.dirs do
      local j = T.step[i][d]
      if j then k[#k + 1] = j end
    end
    king[i] = k
  end
  local slider_dirs = {}
  for kind, names in pairs(chessmen.DIRECTIONS) do
    local list = {}
    for n, name in ipairs(names) do list[n] = dir[name] end
    slider_dirs[kind] = list
  end
  geo = {
    size = #T.ids, id = T.ids, index = T.index, dirs = T.dirs, dir = dir,
    rays = rays, rays_n = T.rays, step = T.step, knight = T.knight, king = king,
    slider_dirs = slider_dirs,
  }
  cache[grid] = geo
  return geo
end

---Every square a chessman of `kind` standing on `from` reaches.
---Sliders go along each ray and stop at the first occupied square, which is emitted
---with its occupant; leapers emit every target with its occupant or nil.
---@param geo ChessGeometry
---@param kind "rook"|"bishop"|"queen"|"knight"|"king"
---@param from integer a square index
---@param occupant fun(i: integer): any nil when square i is empty
---@param emit fun(to: integer, value: any)
function chessmen.moves(geo, kind, from, occupant, emit)
  local dirs = geo.slider_dirs[kind]
  if dirs then
    local rays = geo.rays_n[from]
    for n = 1, #dirs do
      local ray = rays[dirs[n]]
      for k = 1, #ray do
        local to = ray[k]
        local v = occupant(to)
        emit(to, v)
        if v ~= nil then break end
      end
    end
    return
  end
  local targets
  if kind == "knight" then targets = geo.knight[from]
  elseif kind == "king" then targets = geo.king[from]
  else error("chessmen.moves: unknown kind '" .. tostring(kind) .. "' (rook, bishop, queen, knight or king)", 2) end
  for k = 1, #targets do
    local to = targets[k]
    emit(to, occupant(to))
  end
end

---Is square `target` attacked by a chessman of `kind` standing on `from`, given
---the occupants (sliders are blocked by any occupied square in between)?
---@param geo ChessGeometry
---@param kind "rook"|"bishop"|"queen"|"knight"|"king"
---@param from integer
---@param target integer
---@param occupant fun(i: integer): any
---@return boolean
function chessmen.attacks(geo, kind, from, target, occupant)
  local hit = false
  chessmen.moves(geo, kind, from, occupant, function(to) if to == target then hit = true end end)
  return hit
end

return chessmen
