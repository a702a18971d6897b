-- Ludo: the standard race game for two to four players (rules: docs/games/ludo.md).
local board = require "board"
local rules = require "rules"
local render = require "render"

local HOME = board.HOME
local moves_of, apply, all_home = rules.moves, rules.apply, rules.all_home

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
  perfect_information = true,  -- nothing in the state is hidden from any seat (mcts may search it)
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

-- One turn: roll, move, and roll again after a six (L2, L4). `moves` and `ask` are
-- the match's scratch tables for the moves of a roll and the choice among them;
-- `logging` is match:logging() (log lines are only built when someone reads them).
-- Returns the match's result if the seat has won (L11), else nothing.
local function take_turn(match, seat, moves, ask, logging)
  local state = match.state
  local colour = state.colour[seat]
  local name = board.colours[colour].name
  state.sixes = 0
  repeat
    local roll = match:roll(6)
    if roll == 6 then state.sixes = state.sixes + 1 end
    if state.sixes == 3 then
      if logging then match:log("%s rolls a third six in a row: the turn ends (L4)", name) end
      return
    end
    if moves_of(state, seat, roll, moves) == 0 then
      if logging then match:log("%s rolls %d: no piece can move (L10)", name, roll) end
    else
      ask.seat, ask.prompt = seat, PROMPT[colour][roll]
      local id = match:choose(ask)
      local move = moves.by_id[id]
      apply(match, seat, move, roll, logging)
      if move.to == HOME and all_home(state, seat) then
        return { winner = seat, reason = name .. " brought all four pieces Home" }
      end
    end
  until roll ~= 6
end

function game.play(match)
  -- Reused by every roll of this match: nothing is allocated per move. The label
  -- names an option only for agents that read labels (people, scripts).
  local moves = rules.new_moves()
  local function label(id) return rules.label(moves.colour, moves.by_id[id]) end
  local logging = match:logging()
  local ask = { seat = 1, kind = "move", prompt = "", options = moves.options, label = label }
  while true do
    local result = take_turn(match, match:seat(), moves, ask, logging)
    if result then return result end   -- the match ends (as match:finish would, without its yield)
    match:next_turn()
  end
end

game.render = render.text
game.scene = require "scene"

-- Nothing in Ludo is hidden: every seat sees every piece.
function game.view(match)
  local view = { colours = {}, pieces = match.state.pieces }
  for seat, c in ipairs(match.state.colour) do view.colours[seat] = board.colours[c].name end
  return view
end

return game
