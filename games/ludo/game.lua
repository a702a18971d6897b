-- Ludo: the standard race game for two to four players (rules: docs/games/ludo.md).
local board = require "board"
local rules = require "rules"
local render = require "render"

-- "Red rolled 4: which piece moves?", built once.
local PROMPT = {}
for c, colour in ipairs(board.colours) do
  PROMPT[c] = {}
  for roll = 1, 6 do PROMPT[c][roll] = colour.name .. " rolled " .. roll .. ": which piece moves?" end
end

local game = {
  name = "Ludo",
  version = "1.0",
  seats = { min = 2, max = 4, default = 4 },
}

function game.setup(match)
  local state = { colour = {}, pieces = {}, sixes = 0 }
  for seat, c in ipairs(board.colours_for[match.seats]) do
    state.colour[seat] = c
    state.pieces[seat] = {}
    for i = 1, 4 do state.pieces[seat][i] = { pos = board.YARD } end
  end
  match.state = state
end

-- One turn: roll, move, and roll again after a six (L2, L4).
local function take_turn(match, seat)
  local state = match.state
  state.sixes = 0
  repeat
    local roll = match:roll(6)
    local name = board.colours[state.colour[seat]].name
    if roll == 6 then state.sixes = state.sixes + 1 end
    if state.sixes == 3 then
      match:log("%s rolls a third six in a row: the turn ends (L4)", name)
      return
    end
    local moves = rules.moves(state, seat, roll)
    if #moves == 0 then
      match:log("%s rolls %d: no piece can move (L10)", name, roll)
    else
      local options, by_id = {}, {}
      for i, mv in ipairs(moves) do options[i], by_id[mv.id] = mv.id, mv end
      local id = match:choose{ seat = seat, kind = "move", prompt = PROMPT[state.colour[seat]][roll],
                               options = options,
                               label = function(id) return rules.label(state.colour[seat], by_id[id]) end }
      rules.apply(match, seat, by_id[id], roll)
      if rules.all_home(state, seat) then
        match:finish{ winner = seat, reason = name .. " brought all four pieces Home" }
      end
    end
  until roll ~= 6
end

function game.play(match)
  while true do
    take_turn(match, match:seat())
    match:next_turn()
  end
end

game.render = render.text

-- Nothing in Ludo is hidden: every seat sees every piece.
function game.view(match)
  local view = { colours = {}, pieces = match.state.pieces }
  for seat, c in ipairs(match.state.colour) do view.colours[seat] = board.colours[c].name end
  return view
end

return game
