-- Hidden Chess: face-down crest chess on a 7x7 board (rules: docs/games/hidden_chess.md,
-- specification: HC-0 .. HC-15). The position lives in the host's objects and zones, so
-- every seat's agent gets match:view_of(seat) (no view hook): the other seat's face-down
-- kinds and its secret placement are hidden by the host.
local board = require "board"
local rules = require "rules"
local render = require "render"

local game = {
  name = "Hidden Chess",
  version = "1.0",
  seats = 2,
  options = {
    first_player = { default = "white", choices = { "white", "black" }, help = "who takes the first turn (HC-3.4)" },
    quiet_limit = { default = 60, min = 0, help = "end after this many consecutive quiet turns; 0 = off (HC-10.6)" },
  },
}

local COLOUR = board.COLOUR

-- The host checks quiet_limit (a whole number, 0 or more) before a match starts.
function game.setup(match)
  match:zone{ id = "status", kind = "status", visible_to = "all" }
  match:zone{ id = "removed", kind = "removed", visible_to = "all", face = "up" }
  for seat = 1, 2 do
    -- HC-3.2 the King face-up on its crown; HC-3.3 three chips shield side up.
    match:create{ kind = "king", owner = seat, at = board.CROWN[seat], face = "up" }
    local chips = match:zone{ id = "chips:" .. seat, kind = "chips", owner = seat, visible_to = "all",
                              down_visible_to = "all", face = "up" }
    for _ = 1, 3 do match:create{ kind = "chip", owner = seat, zone = chips, face = "up" } end
    -- HC-3.5: the six pieces to place, seen by their owner only.
    local reserve = match:zone{ id = "reserve:" .. seat, kind = "reserve", owner = seat, visible_to = "owner",
                                down_visible_to = "owner", face = "down" }
    for _, kind in ipairs(board.SET) do match:create{ kind = kind, owner = seat, zone = reserve, face = "down" } end
  end
  local first = board.SEAT_OF[match.options.first_player]
  match:create{ kind = "status", zone = "status", props = {
    phase = "setup", first = first, restricted = true, crest_turn = false,
    quiet_turns = 0, moves = { 0, 0 }, reveals = { 0, 0 },
  } }
end

-- HC-3.5 / HC-D1: one seat places its six pieces, one at a time. Each choice only records
-- the square (and order) in the piece's props, inside the seat's own reserve zone.
local function place_all(match, seat)
  local reserve = match:zone("reserve:" .. seat)
  for n = 1, #board.SET do
    local first_of = {}
    for _, obj in ipairs(reserve:cards()) do
      if not obj.props.to then
        local letter = board.KIND_LETTER[obj.kind]
        if not first_of[letter] then first_of[letter] = obj end
      end
    end
    local options = {}
    for _, letter in ipairs(board.PLACE_KINDS) do
      if first_of[letter] then
        for _, sq in ipairs(board.LOZENGES[seat]) do
          options[#options + 1] = { id = letter .. "@" .. sq,
                                    label = board.KIND_NAME[board.LETTER_KIND[letter]] .. " on " .. sq }
        end
      end
    end
    local id = match:choose{ seat = seat, kind = "place", options = options,
                             prompt = ("%s: place a piece face-down (%d of 6)"):format(COLOUR[seat], n) }
    local letter, sq = id:match("^(%a)@(%w+)$")
    local obj = first_of[letter]
    obj:set("to", sq)
    obj:set("order", n)
  end
  match:log("%s has placed its pieces", COLOUR[seat])
end

-- Both placements go on the board at once, in each seat's placing order (HC-3.5).
local function reveal_placements(match)
  for seat = 1, 2 do
    local pieces = match:zone("reserve:" .. seat):cards()
    table.sort(pieces, function(a, b) return a.props.order < b.props.order end)
    for _, obj in ipairs(pieces) do
      local sq = obj.props.to
      obj:set("to", nil)
      obj:set("order", nil)
      match:move(obj, { at = sq, face = "down" })
    end
  end
  match:log("Both placements are on the board")
end

local function choose_action(match, seat, acts, prompt, with_end)
  local options = {}
  for i, a in ipairs(acts) do options[i] = { id = a.id, label = a.label } end
  if with_end then options[#options + 1] = { id = "end", label = "end the turn" } end
  local id = match:choose{ seat = seat, kind = "action", prompt = prompt, options = options }
  for _, a in ipairs(acts) do if a.id == id then return a end end
  return nil                                                     -- "end"
end

-- One action (HC-4.3), then the end checks (HC-4.5, HC-10.5). Returns whether it was noisy.
local function act(match, seat, a)
  local event = rules.apply(match, seat, a)
  rules.update_restriction(match)
  local winner, reason = rules.check_end(match, seat, event)
  if winner then match:finish{ winner = winner, reason = reason } end
  return event.noisy
end

-- One turn (HC-4). Returns whether it was not quiet (HC-10.6), and whether the seat was
-- stuck: it passed with nothing it could have done, not even by using a crest.
local function take_turn(match, seat)
  local st = rules.status(match)
  local name = COLOUR[seat]
  rules.update_restriction(match)
  st.crest_turn = false
  local could_crest = rules.crests(match, seat) > 0 and #rules.actions(match, seat, true) > 0
  if could_crest then                                                           -- HC-4.2, HC-D2
    local use = match:choose{ seat = seat, kind = "crest",
                              prompt = name .. ": use a crest for a double turn (King may move)?",
                              options = { { id = "use", label = "use a crest" }, { id = "keep", label = "keep it" } } }
    if use == "use" then
      match:destroy(match:zone("chips:" .. seat):search{ face = "down" }[1])   -- HC-8.2
      st.crest_turn = true
      match:log("%s uses a crest", name)
    end
  end
  local acts = rules.actions(match, seat, st.crest_turn)
  if #acts == 0 then                                                            -- HC-4.4
    match:log("%s has no legal action and passes", name)
    st.crest_turn = false
    return false, not could_crest
  end
  local noisy = act(match, seat, choose_action(match, seat, acts, name .. ": your action"))
  if st.crest_turn then                                                         -- HC-4.3, HC-8.2
    acts = rules.actions(match, seat, true)
    if #acts > 0 then
      local a = choose_action(match, seat, acts, name .. ": a second action, or end the turn", true)
      if a then noisy = act(match, seat, a) or noisy end
    end
  end
  st.crest_turn = false
  return noisy, false
end

function game.play(match)
  local st = rules.status(match)
  if st.phase == "setup" then
    place_all(match, 1)
    place_all(match, 2)
    reveal_placements(match)
    st.phase = "play"
    match:set_seat(st.first)
  end
  local limit = match.options.quiet_limit
  local stuck_turns = 0          -- consecutive turns whose player could do nothing at all
  while true do
    local seat = match:seat()
    local noisy, stuck = take_turn(match, seat)
    if noisy then st.quiet_turns = 0 else st.quiet_turns = st.quiet_turns + 1 end
    stuck_turns = stuck and stuck_turns + 1 or 0
    if limit > 0 and st.quiet_turns >= limit then                               -- HC-10.6
      local winner, reason = rules.quiet_result(match)
      if winner then match:finish{ winner = winner, reason = reason } end
      match:finish{ draw = true, reason = reason }
    end
    -- Both players stuck in a row: the position can never change again. With the
    -- quiet-turn limit on, it ends the game (HC-10.6, HC-13); with it off, a draw.
    if limit == 0 and stuck_turns >= 2 then
      match:finish{ draw = true, reason = "neither player has a legal action (dead position)" }
    end
    match:next_turn()
  end
end

game.render = render.text
game.scene = require "scene"
game.determinize = require "determinize"

return game
