-- Chernobog: the Arknights Ludo variant with sixteen operator skills
-- (rules: docs/games/chernobog.md, spec ids CH-x.y). Skills live in skills/, one file each.
local effects = require "tabula.effects"
local rules = require "rules"
local setup = require "setup"
local turn = require "turn"
local render = require "render"

local game = {
  name = "Chernobog",
  version = "1.1",  -- 1.1: CH-6.7 as amended 2026-11-25 (obstacle before hazard); operators on tabula.effects
  seats = { min = 2, max = 4, default = 4 },
  perfect_information = true,  -- nothing in the state is hidden from any seat (mcts may search it)
  options = {
    selection = { default = "draft", choices = { "draft", "faction" }, help = "how players choose operators (CH-3.3)" },
    first_player = { default = "rolloff", choices = { "rolloff", "red", "blue", "yellow", "green" },
                     help = "roll off for the first player, or name a colour in play (CH-3.2)" },
    marker_supply = { default = 3, min = 0,
                      help = "obstacle and destroyed-terrain markers of each kind; 0 = unlimited (CH-1.4)" },
    stall_rounds = { default = 50, min = 0, help = "end after this many unchanged rounds in a row; 0 = off (CH-10.2)" },
    round_limit = { default = 1000, min = 0, help = "end after this many rounds; 0 = off (CH-10.3)" },
  },
}

-- The host checks the options against their declarations (whole numbers, 0 or more;
-- the choices) before a match starts; a colour in play depends on the seats.
function game.setup(match)
  match.state = setup.state(match)
  local fp = match.options.first_player
  if fp ~= "rolloff" and not match.state.seat_of[fp] then   -- CH-11: a colour in play
    local colours = {}
    for seat = 1, match.seats do colours[seat] = match.state.colour[seat] end
    tabula.option_error("first_player", fp .. " is not a colour in play (with " .. match.seats ..
      " seats: rolloff, " .. table.concat(colours, ", ") .. ")")
  end
end

-- The squares of a marker kind (state.obstacles or state.destroyed), in order.
local function marked(squares)
  local out = {}
  for sq, on in pairs(squares) do   -- a few squares out of 52; sorted below
    if on then out[#out + 1] = sq end
  end
  table.sort(out)
  return out
end

-- One token's part of the position, "amiya=board12:1": built once per id, place and
-- counter (a memo: the same text every time), not every round.
local PART = setmetatable({}, { __mode = "k" })  -- by token table: one memo per match
local function part(t)
  local where = t.p or t.place
  local by_where = PART[t]
  if not by_where then by_where = {} PART[t] = by_where end
  local by_counter = by_where[where]
  if not by_counter then by_counter = {} by_where[where] = by_counter end
  local text = by_counter[t.counter]
  if not text then
    text = t.id .. "=" .. t.place .. (t.p or "") .. ":" .. t.counter
    by_counter[t.counter] = text
  end
  return text
end

-- A marker kind's part of the position, "o:3,25" ("o:" with none); a memo keyed by
-- the set of squares as a 52-bit mask (markers change seldom, rounds are many). One
-- memo per match, keyed weakly by the marker table, so that no module table changes
-- during a match.
local MARKERS = setmetatable({}, { __mode = "k" })
local function markers(prefix, squares)
  if next(squares) == nil then return prefix end
  local mask = 0
  for sq, on in pairs(squares) do
    if on then mask = mask | (1 << sq) end
  end
  local memo = MARKERS[squares]
  if not memo then memo = {} MARKERS[squares] = memo end
  local text = memo[mask]
  if not text then
    text = prefix .. table.concat(marked(squares), ",")
    memo[mask] = text
  end
  return text
end

-- The position CH-10.2 compares: every token's place, progress and counter, every marker.
local PARTS = setmetatable({}, { __mode = "k" })  -- scratch per match state: what a call joins
local function position(match)
  local s, all = match.state, rules.tokens(match)
  local parts = PARTS[s]
  if not parts then parts = {} PARTS[s] = parts end
  local n = #all
  for i = 1, n do parts[i] = part(all[i]) end
  parts[n + 1] = markers("o:", s.obstacles)
  parts[n + 2] = markers("d:", s.destroyed)
  return table.concat(parts, " ", 1, n + 2)
end

-- CH-10.4: most tokens in the Finish wins; a tie is a draw among them.
local function end_by_count(match, why)
  local best, winners = -1, {}
  for seat = 1, match.seats do
    local n = 0
    for _, t in ipairs(rules.of_seat(match, seat)) do
      if t.place == "finish" then n = n + 1 end
    end
    if n > best then best, winners = n, { seat } elseif n == best then winners[#winners + 1] = seat end
  end
  if #winners == 1 then match:finish{ winner = winners[1], reason = why .. ": most tokens in the Finish" } end
  if #winners == match.seats then match:finish{ draw = true, reason = why .. ": all tied" } end
  match:finish{ winners = winners, reason = why .. ": tied for most tokens in the Finish" }
end

-- End of a round: CH-10.2 stall and CH-10.3 round limit.
local function end_round(match)
  local s, o = match.state, match.options
  s.rounds = s.rounds + 1
  if effects.listens(match, "round_ended") then effects.emit(match, { name = "round_ended", round = s.rounds }) end
  local now = position(match)
  s.stall = now == s.last_position and s.stall + 1 or 0
  s.last_position = now
  if o.stall_rounds > 0 and s.stall >= o.stall_rounds then
    end_by_count(match, "no change for " .. s.stall .. " rounds")
  end
  if o.round_limit > 0 and s.rounds >= o.round_limit then end_by_count(match, "round limit " .. o.round_limit) end
end

function game.play(match)
  local s = match.state
  if not s.ready then setup.run(match) end
  s.first = s.first or 1
  match:set_seat(s.start_seat or s.first)
  s.start_seat = nil
  local ctx = turn.new(match)
  while true do
    local seat = match:seat()
    turn.play(match, seat, ctx)
    if seat % match.seats + 1 == s.first then end_round(match) end
    match:next_turn()
  end
end

game.render = render.text
game.scene = require "scene"
game.evaluate = require "evaluate"

-- Everything is public (CH-0.1).
function game.view(match)
  local s, tokens = match.state, {}
  for i, t in ipairs(rules.all(match)) do
    tokens[i] = { id = t.id, colour = t.colour, seat = t.seat, place = t.place, progress = t.p,
                  square = rules.square(t), counter = t.counter, held_by = t.held_by,
                  frozen = rules.frozen(match, t) }
  end
  return { colours = s.colour, tokens = tokens, obstacles = marked(s.obstacles), destroyed = marked(s.destroyed),
           marks = s.marks, stunned = s.stunned, supply = s.supply, rounds = s.rounds }
end

-- Balance tables (`tabula simulate`): the operators each seat played, and its
-- faction with `selection=faction`.
function game.traits(match, seat)
  local tokens, out = rules.of_seat(match, seat), {}
  for i, t in ipairs(tokens) do out[i] = t.id end
  if match.options.selection == "faction" and tokens[1] then out[#out + 1] = "faction:" .. rules.op(tokens[1]).faction end
  return out
end

return game
