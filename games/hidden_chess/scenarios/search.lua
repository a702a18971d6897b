-- The search agent respects hidden information (HC-11, HC-3.5): mcts deals what its seat
-- cannot see again in every playout (game.determinize), so twin matches that differ only
-- in the other seat's hidden pieces get the same answers from it.
local T = require "tabula.test"

local SEARCH = "mcts:iterations=150"
local WHITE = { "N@c1", "B@c1", "R@a1", "R@g1", "B@e1", "N@f2" }
local WHITE_TWIN = { "R@e1", "N@a1", "B@b2", "B@b2", "N@g1", "R@c1" }   -- other kinds, other squares
local BLACK = { "R@a7", "R@g7", "B@c7", "B@e7", "N@b6", "N@f6" }
local BLACK_TWIN = { "B@a7", "N@g7", "R@c7", "N@e7", "R@b6", "B@f6" }   -- the same squares, other kinds

local function placed(white, black)
  local t = T.match{ seed = 11 }
  t:answer(table.unpack(white))
  if black then t:answer(table.unpack(black)) end
  T.eq(t:run(), "choice")
  return t
end

T.scenario("mcts placing as Black does not see White's secret placement [HC-3.5, HC-11.2]", function()
  local a, b = placed(WHITE), placed(WHITE_TWIN)
  T.eq(a:pending().seat, 2, "Black places")
  T.eq(a:view(2), b:view(2), "the twins look alike to Black")
  for n = 1, 3 do
    local answer = a:ask(SEARCH)
    T.eq(b:ask(SEARCH), answer, "Black's placement " .. n .. " in both twins")
    a:answer(answer)
    b:answer(answer)
    a:run()
    b:run()
  end
end)

T.scenario("mcts as White does not see Black's face-down kinds [HC-11.1]", function()
  local a, b = placed(WHITE, BLACK), placed(WHITE, BLACK_TWIN)
  T.eq(a:pending().seat, 1, "White acts first")
  T.eq(a:view(1), b:view(1), "the twins look alike to White")
  T.ne(a:view(2), b:view(2), "but not to Black")
  local answer = a:ask(SEARCH)
  T.eq(b:ask(SEARCH), answer, "White's first action in both twins")
  T.eq(a:ask(SEARCH), answer, "and asked again, the same (a seed per decision)")
end)

T.scenario("only game.determinize may redeal [HC-11]", function()
  local t = placed(WHITE, BLACK)
  T.raises(function() t.match:redeal(1) end, "only game.determinize may redeal")
end)
