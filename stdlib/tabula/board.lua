---@meta
-- tabula.board: LuaLS annotations for boards (docs/api.md, Boards): tabula.board,
-- tabula.grid, tabula.track and tabula.hexmap, and the methods of the `board`
-- userdata they return. Nothing here runs: the host provides the real functions.
-- Point LuaLS at stdlib/ (see tabula/match.lua).
--
-- Boards are immutable and hold no match state: build them once (at module load)
-- and share them between matches. Occupancy is always an argument:
--
--   local G = tabula.grid{ width = 8, height = 8, names = "chess" }
--   local empties, blocker, piece = G:ray("a1", "ne", match.state.at)  -- at[id] = piece

---A space id. Numbers given where an id is expected are read as their text ("14").
---@alias SpaceId string

---Occupancy: a table keyed by space id (a truthy value = occupied; the value is
---handed back as what was met), or a function(space_id) -> value|nil.
---@alias Occupied table<string, any>|fun(space: SpaceId): any

---Property values of a space: scalars, or plain data (tables of them, keyed by strings
---or integers, at most 8 levels deep); each read returns a fresh copy.
---@alias BoardProp string|number|boolean|table

---@class BoardSpaceSpec
---@field id string|integer              unique; numbers become their text
---@field tags? string[]
---@field [string] BoardProp             every other field is a property (x = 3, name = "Alpha")

---@class BoardEdgeSpec
---@field [1] SpaceId                    from
---@field [2] SpaceId                    to
---@field label? string                  default "next"
---@field both? boolean                  also the reverse edge, same label
---@field back? string                   also the reverse edge, with this label

---@class BoardSpec
---@field spaces (string|BoardSpaceSpec)[]   in board order
---@field edges? BoardEdgeSpec[]

---Tags and properties added to the spaces of a grid, track or hex map.
---@class BoardDecorations
---@field tags? table<string, SpaceId[]>     tag = {space ids...} (applied in sorted tag order)
---@field spaces? BoardSpaceSpec[]           {id = existing id, tags = {...}, prop = value...}
---@field edges? BoardEdgeSpec[]             extra labelled edges (passages, jumps, shortcuts)

---A cell reference in grid input: its id, or {col, row}.
---@alias GridCellRef string|integer[]

---@class GridSpec: BoardDecorations
---@field width integer                      1..1000
---@field height integer                     1..1000
---@field names? "chess"|"colrow"|fun(col: integer, row: integer): string  default "colrow": "3,1"
---@field rows? "up"|"down"                  "up" (default): n is row+1 (chess); "down": n is row-1 (row 1 at the top)
---@field cells? GridCellRef[]               only these cells exist (holes elsewhere)
---@field holes? GridCellRef[]               these cells do not exist
---@field blocked? GridCellRef[]             spaces that movement never enters (they still count for range)

---@class TrackColourSpec
---@field id string                          "red"
---@field start integer|string               ring number or ring square id: progress `origin`
---@field entrance? integer|string           the last ring square before the lane; none: never leaves the ring
---@field lane? integer|string[]             a count (ids "<id>_L1"...) or the lane square ids
---@field finish? string|false               default "<id>_finish" when there is an entrance; may be shared

---@class TrackSpec: BoardDecorations
---@field ring integer|string[]              a number of squares, or their ids in walking order
---@field first? integer                     the number of the first ring square (default 1)
---@field name? fun(number: integer): string ids of a numbered ring (default: the number as text)
---@field origin? integer                    the progress of a start square (default 0)
---@field colours? TrackColourSpec[]

---@class HexSpec
---@field id string
---@field q integer                          axial column (grows eastward along a row)
---@field r integer                          row (grows southward)
---@field region? string
---@field tags? string[]
---@field [string] BoardProp

---@class HexMapSpec: BoardDecorations
---@field hexes HexSpec[]

---@class BoardSpace
---@field id SpaceId
---@field index integer                      1-based position in board order
---@field tags string[]
---@field props table<string, BoardProp>
---@field col? integer                       grids
---@field row? integer                       grids
---@field blocked? boolean                   grids
---@field q? integer                         hex maps
---@field r? integer                         hex maps
---@field region? string                     hex maps
---@field ring? integer                      tracks: the ring number
---@field colour? string                     tracks: the colour of a lane square or finish
---@field lane? integer                      tracks: 1-based step in the lane
---@field finish? boolean                    tracks

---@class BoardEdge
---@field to? SpaceId                        board:edges
---@field from? SpaceId                      board:incoming
---@field label string

---@class AdvanceOpts
---@field colour? string|integer             the mover's colour (id or 1-based number)
---@field occupied? Occupied                 what stands where: reported in `met`
---@field stop? table<string, true|"at"|"before">|fun(space: SpaceId, step: integer, value: any, last: boolean): (true|"at"|"before"|nil)
---@field ring_only? boolean                 never enter a lane; progress wraps (Chernobog CH-6.8)
---@field overshoot? "fail"|"stop"|"bounce"  past the end: nil,"overshoot" (default) / stop at the end / bounce back

---@class AdvanceMet
---@field space SpaceId
---@field step integer
---@field value any

---@class AdvanceResult
---@field path SpaceId[]                     spaces entered, in order (the final one last)
---@field final SpaceId                      where the mover ends
---@field steps integer                      #path
---@field progress? integer                  the final progress (with a colour)
---@field colour? string
---@field met AdvanceMet[]                   occupied spaces entered (and a "before" stopper)
---@field stopped? "at"|"before"             when `stop` ended the move
---@field stop_space? SpaceId                the space `stop` named

---The options of path and reach.
---@class ReachOpts
---@field label? string                      follow only edges with this label
---@field occupied? Occupied                 never enter these
---@field cost? fun(from: SpaceId, to: SpaceId, label: string): number|nil   default 1; nil/false: not allowed

---@class GridTables
---@field ids string[]                       index -> id
---@field index table<string, integer>      id -> index
---@field dirs string[]                      direction names, 1..8
---@field step table<integer, table<integer, integer>>     step[i][d] = j (nil at the edge)
---@field rays table<integer, table<integer, integer[]>>   rays[i][d] = {j1, j2, ...} (to the edge)
---@field knight table<integer, integer[]>

---An immutable board (userdata). Every board has the graph methods; grid, hex
---map and track methods raise "this board is a X, not a grid" on other kinds.
---@class Board
local Board = {}

-- every board ---------------------------------------------------------------

---@return "board"|"grid"|"track"|"hexmap"
function Board:kind() end
---@return integer
function Board:size() end
---@param id SpaceId
---@return boolean
function Board:has(id) end
---@param id SpaceId
---@return integer|nil index 1-based
function Board:index(id) end
---@param i integer
---@return SpaceId|nil
function Board:id(i) end
---A fresh table each call; nil when there is no such space.
---@param id SpaceId
---@return BoardSpace|nil
function Board:space(id) end
---@param id SpaceId
---@param key string
---@return BoardProp|nil
function Board:prop(id, key) end
---@param id SpaceId
---@return string[]
function Board:tags(id) end
---@param id SpaceId
---@param tag string
---@return boolean
function Board:has_tag(id, tag) end
---All spaces, or those with the tag, in board order.
---@param tag? string
---@return SpaceId[]
function Board:spaces(tag) end
---Edge labels in order of first use.
---@return string[]
function Board:labels() end
---The target of the first edge from id with the label.
---@param id SpaceId
---@param label string
---@return SpaceId|nil
function Board:next(id, label) end
---The source of the first edge into id with the label.
---@param id SpaceId
---@param label string
---@return SpaceId|nil
function Board:prev(id, label) end
---@param id SpaceId
---@param label? string
---@return BoardEdge[]
function Board:edges(id, label) end
---@param id SpaceId
---@param label? string
---@return BoardEdge[]
function Board:incoming(id, label) end
---Distinct targets of id's edges, in edge order.
---@param id SpaceId
---@param label? string
---@return SpaceId[]
function Board:neighbours(id, label) end
---A shortest path (without `from`, with `to`) and its total cost, or nil: the fewest
---edges (cost: the number of steps), or with opts.cost the cheapest, with reach's ties.
---@param from SpaceId
---@param to SpaceId
---@param opts? ReachOpts
---@return SpaceId[]|nil spaces
---@return number? cost
function Board:path(from, to, opts) end
---Spaces reachable within `max` total cost (board order, without `from`), their costs,
---and via[id], the space before id on a cheapest path (follow it back to `from`).
---@param from SpaceId
---@param max number
---@param opts? ReachOpts
---@return SpaceId[] spaces
---@return table<string, number> costs
---@return table<string, SpaceId> via
function Board:reach(from, max, opts) end

-- grids and hex maps --------------------------------------------------------

---Grid: col, row. Hex map: q, r.
---@param id SpaceId
---@return integer, integer
function Board:coords(id) end
---@param x integer col or q
---@param y integer row or r
---@return SpaceId|nil
function Board:at(x, y) end
---Grid: (dcol, drow) of "n".."nw". Hex map: (dq, dr) of "e" "ne" "nw" "w" "sw" "se".
---@param name string|integer
---@return integer, integer
function Board:direction(name) end
---Grid: set 8 (default), 4, "orthogonal" or "diagonal". Hex map: the six.
---@param set? integer|string
---@return string[]
function Board:directions(set) end
---The space n (default 1) steps away; nil past an edge, a hole or a blocked cell.
---@param id SpaceId
---@param dir string|integer
---@param n? integer
---@return SpaceId|nil
function Board:step(id, dir, n) end
---Movement neighbours in direction order (grid: set 8, 4, "diagonal"; hex: all six).
---@param id SpaceId
---@param set? integer|string
---@return SpaceId[]
function Board:adjacent(id, set) end
---Grid: metric "manhattan" (default) or "chebyshev". Hex map: hex distance.
---@param a SpaceId
---@param b SpaceId
---@param metric? "manhattan"|"chebyshev"
---@return integer
function Board:distance(a, b, metric) end
---Spaces at distance min (default 1) .. max, board order; blocked cells included.
---@param id SpaceId
---@param max integer
---@param min? integer
---@param metric? "manhattan"|"chebyshev"
---@return SpaceId[]
function Board:within(id, max, min, metric) end

-- grids ---------------------------------------------------------------------

---@return integer
function Board:width() end
---@return integer
function Board:height() end
---@param id SpaceId
---@return boolean
function Board:blocked(id) end
---The cell (dcol, drow) away, blocked or not.
---@param id SpaceId
---@param dcol integer
---@param drow integer
---@return SpaceId|nil
function Board:offset(id, dcol, drow) end
---Walks from id (not included) until the edge, a hole or a blocked cell, or
---the first occupied space, which is returned apart with its occupied value.
---@param id SpaceId
---@param dir string|integer|integer[] a direction name/number or {dcol, drow}
---@param occupied? Occupied
---@param max? integer  at most this many steps
---@return SpaceId[] empties
---@return SpaceId|nil first_occupied
---@return any value
function Board:ray(id, dir, occupied, max) end
---Knight moves (default), "king", or a list of {dcol, drow}: existing non-blocked cells.
---@param id SpaceId
---@param kind? "knight"|"king"|integer[][]
---@return SpaceId[]
function Board:leaps(id, kind) end
---The direction and step count from a to b along a rank, file or diagonal.
---@param a SpaceId
---@param b SpaceId
---@return string|nil dir
---@return integer|nil steps
function Board:line(a, b) end
---Index variant of step: 1-based indices in and out.
---@param i integer
---@param dir string|integer
---@return integer|nil
function Board:step_i(i, dir) end
---Index variant of ray: occupied is keyed by index; `out` is refilled and returned.
---@param i integer
---@param dir string|integer
---@param occupied? table<integer, any>|fun(i: integer): any
---@param out? integer[]
---@return integer[] empties
---@return integer|nil first_occupied
---@return any value
function Board:ray_i(i, dir, occupied, out) end
---@param i integer
---@param kind? "knight"|"king"|integer[][]
---@return integer[]
function Board:leaps_i(i, kind) end
---Precomputed lookups (fresh tables) for hot loops written in plain Lua.
---@return GridTables
function Board:tables() end

-- hex maps ------------------------------------------------------------------

---@param id SpaceId
---@return string|nil
function Board:region(id) end
---Regions in order of first appearance.
---@return string[]
function Board:regions() end
---@param region string
---@return SpaceId[]
function Board:region_hexes(region) end
---Regions with a hex next to a hex of this one, in region order.
---@param region string
---@return string[]
function Board:region_neighbours(region) end
---@param a string
---@param b string
---@return boolean
function Board:regions_adjacent(a, b) end

-- tracks --------------------------------------------------------------------

---@return integer
function Board:ring_size() end
---@return string[]
function Board:colours() end
---@param id SpaceId
---@return integer|nil
function Board:ring_number(id) end
---The ring square with that number (taken round the ring).
---@param n integer
---@return SpaceId
function Board:ring_square(n) end
---The ring square k ahead (k < 0: behind), along the ring only.
---@param id SpaceId
---@param k integer
---@return SpaceId
function Board:ahead(id, k) end
---Ring squares from a forward to b (0..N-1).
---@param a SpaceId
---@param b SpaceId
---@return integer
function Board:ring_distance(a, b) end
---@param colour string|integer
---@return SpaceId
function Board:start(colour) end
---@param colour string|integer
---@return SpaceId|nil
function Board:entrance(colour) end
---@param colour string|integer
---@return SpaceId[]
function Board:lane(colour) end
---@param colour string|integer
---@return SpaceId|nil
function Board:finish(colour) end
---Canonical progress of a space for the colour; nil for another colour's lane.
---@param colour string|integer
---@param id SpaceId
---@return integer|nil
function Board:progress(colour, id) end
---@param colour string|integer
---@param p integer
---@return SpaceId|nil
function Board:space_at(colour, p) end
---The finish's progress (or the last lane square's); nil without an entrance.
---@param colour string|integer
---@return integer|nil
function Board:end_progress(colour) end
---Moves n steps (n < 0: backwards) from a space id, or from a progress with opts.colour.
---@param from SpaceId|integer
---@param n integer
---@param opts? AdvanceOpts
---@return AdvanceResult|nil
---@return string|nil reason "overshoot"
function Board:advance(from, n, opts) end

---@class TabulaGlobal
---@field board fun(spec: BoardSpec): Board      a graph of spaces and labelled edges
---@field grid fun(spec: GridSpec): Board        a square grid
---@field track fun(spec: TrackSpec): Board      a ring with per-colour lanes
---@field hexmap fun(spec: HexMapSpec): Board    pointy-top axial hexes with regions
