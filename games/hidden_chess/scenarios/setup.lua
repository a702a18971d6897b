-- Components, board and set-up: HC-0.2, HC-1, HC-2, HC-3, HC-D1.
local T = require "tabula.test"
local P = require "positions"
local board = require "board"

local WHITE_PLACEMENT = { "N@c1", "B@c1", "R@a1", "R@g1", "B@e1", "N@f2" }
local BLACK_PLACEMENT = { "R@a7", "R@g7", "B@c7", "B@e7", "N@b6", "N@f6" }

local function place(t, list) t:answer(table.unpack(list)) end

T.scenario("the board is 7x7, squares a1..g7 named file + rank [HC-0.2, HC-1.1]", function()
  T.eq(board.grid:width(), 7)
  T.eq(board.grid:height(), 7)
  T.eq(board.geo.id[1], "a1", "White's left corner")
  T.eq(board.geo.id[49], "g7", "Black's far corner")
  T.eq(board.grid:coords("c5"), 3, "files a-g from White's left")
  T.eq(select(2, board.grid:coords("c5")), 5, "ranks 1-7 from White's side")
end)

T.scenario("marks: crowns, 9 lozenges a side, 5 X squares, 24 unmarked [HC-2.1, HC-2.2, HC-2.3]", function()
  local count = {}
  for i = 1, 49 do
    local m = board.mark[board.geo.id[i]] or "unmarked"
    count[m] = (count[m] or 0) + 1
  end
  T.eq(count, { crown_white = 1, crown_black = 1, lozenge_white = 9, lozenge_black = 9, x = 5, unmarked = 24 })
  T.eq(board.mark.d1, "crown_white")
  T.eq(board.mark.d7, "crown_black")
  T.eq(board.mark.d2, "lozenge_white")
  T.eq(board.mark.b6, "lozenge_black")
  T.eq(board.mark.d4, "x")
  T.eq(board.mark.c2, nil)
  T.truthy(board.grid:has_tag("f5", "x"), "tags on the grid")
  T.eq(board.X_FOR, { { "b3", "f3", "d4" }, { "b5", "f5", "d4" } }, "HC-2.4")
end)

T.scenario("seat 1 is White, seat 2 Black; Kings face-up on their crowns; 3 shield chips each [HC-0.1, HC-3.1, HC-3.2, HC-3.3, HC-1.2, HC-1.3]", function()
  local t = T.match{}
  T.eq(t.match.seats, 2, "two players")
  T.eq(P.stack(t.match, "d1"), { "wK" })
  T.eq(P.stack(t.match, "d7"), { "bK" })
  T.eq(t.match:top("d1").owner, 1)
  for seat = 1, 2 do
    T.eq({ P.shields(t.match, seat), P.crests(t.match, seat) }, { 3, 0 }, "chips of " .. seat)
    local kinds = {}
    for _, obj in ipairs(t.match:zone("reserve:" .. seat):cards()) do kinds[#kinds + 1] = obj.kind end
    T.eq(kinds, { "rook", "rook", "bishop", "bishop", "knight", "knight" }, "the six pieces to place")
  end
end)

T.scenario("placing: kind x own lozenge, 27 options, fewer as kinds run out [HC-3.5, HC-D1]", function()
  local t = T.match{}
  T.eq(t:run(), "choice")
  local p = t:pending()
  T.eq({ p.seat, p.kind }, { 1, "place" })
  T.eq(#p.options, 27)
  T.truthy(P.offered(t, "N@c1") and P.offered(t, "R@d2") and not P.offered(t, "R@d1") and not P.offered(t, "R@a7"),
    "own lozenges only")
  t:answer("R@a1", "R@a1")
  T.eq(t:run(), "choice")
  T.eq(#t:pending().options, 18, "no Rook left to place")
  T.falsy(P.offered(t, "R@b1"))
end)

T.scenario("placement stacks in placing order; nothing else starts on the board [HC-3.5, HC-3.6, HC-0.4]", function()
  local t = T.match{}
  place(t, WHITE_PLACEMENT)
  place(t, BLACK_PLACEMENT)
  T.eq(t:run(), "choice")
  T.eq(P.stack(t.match, "c1"), { "wN?", "wB?" }, "c1 bottom -> top")
  local n = 0
  for _, obj in ipairs(t.match:objects{}) do
    if obj.space then
      n = n + 1
      if obj.kind ~= "king" then
        T.eq(obj.face, "down", "every non-King piece starts face-down")
        T.eq(obj.props.state, nil, "nor fresh nor moved")
        T.truthy(board.is_lozenge[obj.owner][obj.space], "on an own lozenge")
      end
    end
  end
  T.eq(n, 14, "7 pieces a side")
  T.eq(t.match:zone("reserve:1"):count(), 0, "all placed")
  T.eq(P.options(t, "reveal:"), { "reveal:a1", "reveal:c1", "reveal:e1", "reveal:f2", "reveal:g1" })
end)

T.scenario("any distribution: all six on one lozenge; a single legal action is taken unasked [HC-3.5, HC-5.1, HC-15]", function()
  local t = T.match{}
  place(t, { "R@d2", "R@d2", "B@d2", "B@d2", "N@d2", "N@d2" })
  place(t, BLACK_PLACEMENT)
  T.eq(t:run(), "choice")
  -- White's only legal action was to reveal the top of d2: taken automatically, Black is asked
  T.eq(P.stack(t.match, "d2"), { "wR?", "wR?", "wB?", "wB?", "wN?", "wN*" })
  T.eq(t:pending().seat, 2)
end)

T.scenario("first_player=black: Black takes the first turn and is the restricted one [HC-3.4, HC-12, HC-9.1]", function()
  local t = T.match{ options = { first_player = "black" } }
  place(t, WHITE_PLACEMENT)
  place(t, BLACK_PLACEMENT)
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 2, "Black acts first")
  T.eq(P.status(t.match).first, 2)
  t:answer("reveal:a7", "reveal:a1", "reveal:g7")
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 1)
  T.truthy(#P.options(t, "move:") > 0, "White (second) is never restricted")
end)

T.scenario("the default first player is White [HC-3.4, HC-4.1]", function()
  local t = T.match{}
  place(t, WHITE_PLACEMENT)
  place(t, BLACK_PLACEMENT)
  t:answer("reveal:a1")
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 2, "then Black")
  t:answer("reveal:a7")
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 1, "then White again")
end)
