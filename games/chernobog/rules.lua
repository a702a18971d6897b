-- What all operators share: tokens and their places, arrival, captures, stops,
-- jumps and shortcuts, displacement, marks and markers (CH-5 to CH-8).
-- Skill files call these; nothing here knows any one operator or skill. What
-- operators change, they change through the match's effects (tabula.effects):
-- the moments below are events their triggers listen to, and the questions below
-- are queries their modifiers answer (docs/games/chernobog.md, "Moments and questions").
--
--   events   passed {token, square}          a normal move passes a main-track square
--            stopped {token, square, by}      a move is stopped (by = the stopping token, or nil)
--            arrived {token, square}          a token arrived on a main-track square and stayed
--            sent_home {token, why, by}       a token returned Home (by = the capturing token)
--            entered {token}                  a token entered from Home
--            finished {token}                 a token reached the Finish
--            rested {token, how}              a token came to rest after entering or its own
--                                             normal move ("enter" | "move", CH-8.8)
--   queries  "die" (raw, seat) -> raw         what the die shows (before marks, CH-8.9)
--            "frozen" (false, token)          may not move or declare (CH-8.7)
--            "may_move" (true, token)         may make normal moves (CH-6.1)
--            "stop" (nil, mover, from, steps) what first stops a mover that would pass
--                                             the squares from+1 .. from+steps of the main
--                                             track: {at = k (1..steps), wait =, by =, rank =}
--                                             (CH-6.3; asked once, as the move starts)
--            "ignores_obstacles" (false, token)  neither stopped by nor clearing obstacles
--            "immune" (false, token, hazard)  hazard "destroyed" | "rooftop" (CH-6.7)
local board = require "board"
local effects = require "tabula.effects"
local roster = require "roster"

local rules = {}

-- Looked up often (cached in locals; the loops below walk the match's token list,
-- index(match).tokens, by index, the cheap way in Lua, rather than building lists with
-- rules.all / rules.of_seat).
local by_id = roster.by_id
local LAST_TRACK, FINISH = board.LAST_TRACK, board.FINISH
local ENTRY = {}          -- board.square(c, p) is (ENTRY[c] + p) % 52, written out in hot loops
for c, d in pairs(board.colour) do ENTRY[c] = d.entry end

------------------------------------------------------------------ tokens
function rules.op(t) return by_id[t.id] end

function rules.on_track(t) return t.place == "board" and t.p <= LAST_TRACK end

-- The main-track square of a token on the track, else nil.
function rules.square(t)
  if t.place == "board" and t.p <= LAST_TRACK then return (ENTRY[t.colour] + t.p) % 52 end
end

function rules.token(match, id) return match.state.tokens[id] end

-- Every token in the match, in a fixed order (seat, then pick order).
function rules.all(match)
  local s, out = match.state, {}
  local order, tokens = s.order, s.tokens
  for i = 1, #order do out[i] = tokens[order[i]] end
  return out
end

-- Every token (the tables, as rules.all lists them) and the ids of each seat's tokens,
-- in state.order's order: a cache of state.order (kept as long as the match's order
-- list lives), built again when a token has been added (setup.give makes each token's
-- table once; it is never replaced).
local indexes = setmetatable({}, { __mode = "k" })
local NONE = {}
local function index(match)
  local s = match.state
  local order = s.order
  local ix = indexes[order]
  if not ix or ix.n ~= #order then
    ix = { n = #order, tokens = {}, by_seat = {} }
    for i = 1, #order do
      local id = order[i]
      ix.tokens[i] = s.tokens[id]
      local seat = s.tokens[id].seat
      local list = ix.by_seat[seat]
      if not list then list = {} ix.by_seat[seat] = list end
      list[#list + 1] = id
    end
    indexes[order] = ix
  end
  return ix
end

-- Every token, in state.order's order: the cached list (read only; rules.all gives a copy).
function rules.tokens(match) return index(match).tokens end

function rules.seat_ids(match, seat) return index(match).by_seat[seat] or NONE end

function rules.of_seat(match, seat)
  local ids, tokens, out = rules.seat_ids(match, seat), match.state.tokens, {}
  for i = 1, #ids do out[i] = tokens[ids[i]] end
  return out
end

-- The tokens on main-track square sq.
function rules.at(match, sq)
  local all, out, n = index(match).tokens, {}, 0
  for i = 1, #all do
    local t = all[i]
    if t.place == "board" and t.p <= LAST_TRACK and (ENTRY[t.colour] + t.p) % 52 == sq then
      n = n + 1; out[n] = t
    end
  end
  return out
end

function rules.colour_name(match, seat) return board.colour_name[match.state.colour[seat]] end

-- "Red Amiya".
function rules.name(_match, t) return board.colour_name[t.colour] .. " " .. rules.op(t).name end

-- match:log, with tokens among the arguments named ("Red Amiya"); nothing is built
-- when no one keeps the lines (simulate).
function rules.log(match, format, ...)
  if not match:logging() then return end
  local args = table.pack(...)
  for i = 1, args.n do
    if type(args[i]) == "table" then args[i] = rules.name(match, args[i]) end
  end
  match:log(format, table.unpack(args, 1, args.n))
end

-- "@12 (p 12)", "R-L3", "Home", "Finish".
function rules.where(t)
  if t.place == "home" then return "Home" end
  if t.place == "finish" then return "Finish" end
  if t.p > 48 then return board.lane_name(t.colour, t.p) end
  return string.format("@%d (p %d)", board.square(t.colour, t.p), t.p)
end

-- Opponent seats of `seat`, in turn order after it.
function rules.opponents(match, seat)
  local out = {}
  for i = 1, match.seats - 1 do out[i] = (seat + i - 1) % match.seats + 1 end
  return out
end

------------------------------------------------------------------ holds and places
-- Ends every hold involving t (CH-8.6): its own, and those of the tokens it holds
-- (only a token that has stopped another, has_held, may hold any).
local function release(match, t)
  t.held_by = nil
  if not t.has_held then return end
  local all, id = index(match).tokens, t.id
  for i = 1, #all do
    local u = all[i]
    if u.held_by == id then u.held_by = nil end
  end
end

function rules.holds(match, b)
  local n, all, id = 0, index(match).tokens, b.id
  for i = 1, #all do
    if all[i].held_by == id then n = n + 1 end
  end
  return n
end

-- The token holding t, or nil.
function rules.holder(match, t) return t.held_by and match.state.tokens[t.held_by] end

-- Puts t on the board at progress p (it leaves its square: holds end).
local function put(match, t, p)
  release(match, t)
  t.place, t.p = "board", p
end

------------------------------------------------------------------ moments and questions
local query, emit, listens = effects.query, effects.emit, effects.listens

-- Raises a moment for the operators' triggers (nothing is built when none listens).
local function moment(match, name, ev)
  ev.name = name
  emit(match, ev)
end

-- CH-6.9: back Home, counter reset, holds ended; `why` is a reason or the capturing token.
function rules.send_home(match, t, why)
  if t.place == "home" then return end
  release(match, t)
  t.place, t.p, t.counter = "home", nil, 0
  if type(why) == "table" then
    rules.log(match, "%s returns Home (captured by %s)", t, why)
  else
    rules.log(match, "%s returns Home (%s)", t, why)
  end
  if listens(match, "sent_home", "token", t) then
    moment(match, "sent_home", { token = t, why = type(why) == "table" and "captured" or why,
                                 by = type(why) == "table" and why or nil })
  end
end

-- CH-10.1: the token enters the Finish; two there win at once.
local function finish(match, t)
  release(match, t)
  t.place, t.p = "finish", nil
  local n, ids, tokens = 0, rules.seat_ids(match, t.seat), match.state.tokens
  for i = 1, #ids do
    if tokens[ids[i]].place == "finish" then n = n + 1 end
  end
  rules.log(match, "%s reaches the Finish (%d there)", t, n)
  if n >= 2 then
    match:finish{ winner = t.seat, reason = rules.colour_name(match, t.seat) .. " has two tokens in the Finish" }
  end
  if listens(match, "finished", "token", t) then moment(match, "finished", { token = t }) end
end

------------------------------------------------------------------ markers (CH-1.4, CH-7)
function rules.supply(match, kind)
  local n = match.state.supply[kind]
  return n < 0 and math.huge or n
end

local function take_marker(match, kind)
  local s = match.state.supply
  if s[kind] > 0 then s[kind] = s[kind] - 1 end
end

function rules.place_obstacle(match, sq)
  take_marker(match, "obstacle")
  match.state.obstacles[sq] = true
  match:log("an obstacle is placed on %d", sq)
end

local function remove_obstacle(match, sq)
  match.state.obstacles[sq] = nil
  local s = match.state.supply
  if s.obstacle >= 0 then s.obstacle = s.obstacle + 1 end
  match:log("the obstacle on %d is removed", sq)
end

-- Is t immune to the hazard ("destroyed" or "rooftop")? (CH-6.7, CH-7.2, CH-7.3)
function rules.immune(match, t, hazard) return query(match, "immune", false, t, hazard) end

-- CH-7.2: the square is destroyed for good; tokens on it go Home unless immune.
function rules.destroy_square(match, sq)
  take_marker(match, "destroyed")
  match.state.destroyed[sq] = true
  match:log("square %d is destroyed", sq)
  for _, u in ipairs(rules.at(match, sq)) do
    if not rules.immune(match, u, "destroyed") then rules.send_home(match, u, "destroyed terrain") end
  end
end

------------------------------------------------------------------ freezing (CH-8.7)
-- Frozen: on the main track and inside an opponent's freeze zone (the operators that
-- freeze answer the "frozen" query).
function rules.frozen(match, t)
  if t.place ~= "board" or t.p > LAST_TRACK then return false end
  return query(match, "frozen", false, t)
end

------------------------------------------------------------------ arrival (CH-6.7)
-- Token t has come to its main-track square: it clears an obstacle, then meets the
-- hazard, then captures (CH-6.7 as amended 2026-11-25). Returns true if it is still there.
function rules.arrive(match, t)
  local sq = board.square(t.colour, t.p)
  local s = match.state
  if s.obstacles[sq] and not query(match, "ignores_obstacles", false, t) then remove_obstacle(match, sq) end
  if board.rooftop[sq] and not rules.immune(match, t, "rooftop") then
    rules.send_home(match, t, "Lungmen rooftop on " .. sq)
    return false
  end
  if s.destroyed[sq] and not rules.immune(match, t, "destroyed") then
    rules.send_home(match, t, "destroyed terrain on " .. sq)
    return false
  end
  local all, seat = index(match).tokens, t.seat
  for i = 1, #all do   -- CH-6.9: opponents on sq are captured
    local u = all[i]
    if u.place == "board" and u.seat ~= seat and u.p <= LAST_TRACK and (ENTRY[u.colour] + u.p) % 52 == sq then
      rules.send_home(match, u, t)
    end
  end
  if listens(match, "arrived", "token", t) then moment(match, "arrived", { token = t, square = sq }) end
  return t.place == "board" and t.p <= LAST_TRACK and board.square(t.colour, t.p) == sq
end

-- CH-6.8: d squares along the main track (never into a lane), then arrival.
function rules.displace(match, t, d)
  if not rules.on_track(t) then return end
  local from = board.square(t.colour, t.p)
  put(match, t, board.wrap(t.p + d))
  rules.log(match, "%s is displaced %+d: %d -> %d", t, d, from, board.square(t.colour, t.p))
  rules.arrive(match, t)
end

-- CH-8.8: t comes to rest on the main track after entering or its own normal move.
local function rested(match, t, how)
  if rules.on_track(t) and listens(match, "rested", "token", t) then moment(match, "rested", { token = t, how = how }) end
end

-- CH-5.6: from Home onto the entry square.
function rules.enter(match, t)
  put(match, t, 0)
  t.counter = 0
  rules.log(match, "%s enters on %d", t, board.colour[t.colour].entry)
  if listens(match, "entered", "token", t) then moment(match, "entered", { token = t }) end
  if rules.arrive(match, t) then rested(match, t, "enter") end
end

------------------------------------------------------------------ normal moves (CH-6)
-- CH-6.1: may t make a normal move of n?
function rules.can_move(match, t, n)
  if t.place ~= "board" or n < 1 or t.p + n > FINISH then return false end
  return query(match, "may_move", true, t) and not rules.frozen(match, t)
end

local OBSTACLE_STOP = { wait = 1 }   -- read only

-- The answer of the "stop" query, as an operator's modifier gave it: checked, so a
-- mistake in a mod is named rather than failing somewhere in the move.
local function check_stop(match, s, steps)
  local function bad(what) error("the query 'stop' gave " .. what, 0) end
  if type(s) ~= "table" then bad("a " .. type(s) .. ", not {at =, wait =, by =}") end
  if math.type(s.at) ~= "integer" or s.at < 1 or s.at > steps then
    bad("at = " .. tostring(s.at) .. ": the passed square's number, 1.." .. steps)
  end
  if math.type(s.wait) ~= "integer" or s.wait < 1 or s.wait > 51 then
    bad("wait = " .. tostring(s.wait) .. ": squares behind it, a whole number 1..51")
  end
  if s.by ~= nil and (type(s.by) ~= "table" or match.state.tokens[s.by.id] ~= s.by) then
    bad("by = " .. tostring(s.by) .. ": the stopping token, or nil")
  end
end

-- What stops t on passed square k of its path (sq), or nil (CH-6.3): {wait=, by=}.
-- An obstacle first, unless t ignores obstacles; then what the operators' "stop"
-- modifiers said as the move started (`token_stop`, at its square k).
local function stopper(match, t, sq, k, token_stop)
  if match.state.obstacles[sq] and not query(match, "ignores_obstacles", false, t) then return OBSTACLE_STOP end
  if token_stop and token_stop.at == k then return token_stop end
end

local function ask_shortcut(match, t)
  local d = board.colour[t.colour]
  local crossed = board.letter[d.crosses] .. "-L3"
  local id = match:choose{
    seat = t.seat, kind = "shortcut",
    prompt = string.format("%s is on the shortcut start %d: take it to %d?", rules.name(match, t),
                           d.shortcut_start, d.shortcut_end),
    options = { { id = "take", label = "take: cross " .. crossed .. " to " .. d.shortcut_end },
                { id = "decline", label = "decline" } } }
  return id == "take"
end

-- CH-6.6 take: the crossed lane square is cleared, then on to the shortcut end.
local function take_shortcut(match, t)
  local crossed = board.colour[t.colour].crosses
  for _, u in ipairs(rules.all(match)) do
    if u.colour == crossed and u.place == "board" and u.p == 51 then
      rules.send_home(match, u, "a shortcut")
    end
  end
  put(match, t, t.p + board.SHORTCUT_END - board.SHORTCUT_START)
  rules.log(match, "%s takes the shortcut to %d", t, board.square(t.colour, t.p))
  rules.arrive(match, t)
end

local function jump(match, t)
  put(match, t, t.p + board.JUMP)
  rules.log(match, "%s jumps to %d", t, board.square(t.colour, t.p))
  return rules.arrive(match, t)
end

-- After an unstopped move (or its jump) left t on its track square: CH-6.6, CH-6.5.
local function after_landing(match, t, by_jump)
  local sq, d = board.square(t.colour, t.p), board.colour[t.colour]
  if sq == d.shortcut_start then
    if ask_shortcut(match, t) then return take_shortcut(match, t) end
    if not by_jump then jump(match, t) end
  elseif not by_jump and board.square_colour(sq) == t.colour and sq ~= d.lane_entrance then
    if jump(match, t) then after_landing(match, t, true) end
  end
end

-- CH-6.3: stopped on the waiting square `wait` behind q; held if a token stopped it.
local function stop(match, t, q, s)
  local wp = board.wrap(q - s.wait)
  rules.log(match, "%s is stopped by %s", t, s.by or "the obstacle on " .. board.square(t.colour, q))
  if wp ~= t.p then
    put(match, t, wp)
    if not rules.arrive(match, t) then return end
  end
  if s.by then t.held_by, s.by.has_held = s.by.id, true end
  if listens(match, "stopped", "token", t) then
    moment(match, "stopped", { token = t, square = board.square(t.colour, t.p), by = s.by })
  end
  rested(match, t, "move")
end

-- A normal move of n (CH-6.2 to CH-6.6); the caller has checked rules.can_move. A
-- trigger of "passed" that moves the token ends its move where it put it.
function rules.move(match, t, n)
  local from = t.p
  if match:logging() then rules.log(match, "%s moves %d from %s", t, n, rules.where(t)) end
  local start = board.square(t.colour, from)
  local track_steps = math.min(n - 1, LAST_TRACK - from)   -- passed squares on the main track
  local token_stop = track_steps > 0 and query(match, "stop", nil, t, start, track_steps) or nil
  if token_stop ~= nil then check_stop(match, token_stop, track_steps) end
  local passing = listens(match, "passed", "token", t)
  for i = 1, n - 1 do
    local q = from + i
    if q > LAST_TRACK then break end
    local sq = (start + i) % 52
    local s = stopper(match, t, sq, i, token_stop)
    if s then return stop(match, t, q, s) end
    if passing then
      moment(match, "passed", { token = t, square = sq })
      if t.place ~= "board" or t.p ~= from then return end
    end
  end
  local to = from + n
  if to == board.FINISH then return finish(match, t) end
  put(match, t, to)
  if to > board.LAST_TRACK then return end
  if rules.arrive(match, t) then
    after_landing(match, t, false)
    rested(match, t, "move")
  end
end

------------------------------------------------------------------ marks (CH-8.9)
function rules.give_mark(match, seat, kind)
  match.state.marks[seat][kind] = true
  match:log("%s receives a %s mark", rules.colour_name(match, seat), kind)
end

-- Consumes `seat`'s marks on a raw roll: effective value, override distance or nil, modified.
function rules.apply_marks(match, seat, raw)
  local m = match.state.marks[seat]
  if not (m.sora or m.angelina or m.frostnova) then return raw, nil, false end   -- no marks: the roll as it is
  local value, override, modified = raw, nil, false
  if m.sora then value, modified = math.max(1, raw - 3), true end
  if m.angelina and value >= 7 then override, modified = 6, true end
  if m.frostnova and value <= 6 then override, modified = 1, true end
  m.sora, m.angelina, m.frostnova = nil, nil, nil
  return value, override, modified
end

------------------------------------------------------------------ choices skills share
-- The farthest token(s) of `seat` on the board, lanes included (CH-5.5).
function rules.farthest(match, seat)
  local best, out = nil, {}
  for _, t in ipairs(rules.of_seat(match, seat)) do
    if t.place == "board" then
      if not best or t.p > best then best, out = t.p, { t } elseif t.p == best then out[#out + 1] = t end
    end
  end
  return out
end

-- Sends `seat`'s farthest token Home; `chooser` breaks a tie (CH-D8).
function rules.send_farthest_home(match, chooser, seat, why)
  local tied = rules.farthest(match, seat)
  if #tied == 0 then return end
  local t = tied[1]
  if #tied > 1 then
    local options = {}
    for i, u in ipairs(tied) do options[i] = { id = u.id, label = rules.name(match, u) .. " " .. rules.where(u) } end
    local id = match:choose{ seat = chooser, kind = "farthest_tie", options = options,
                             prompt = "Which of " .. rules.colour_name(match, seat) .. "'s farthest tokens returns Home?" }
    t = match.state.tokens[id]
  end
  rules.send_home(match, t, why)
end

-- Asks `seat` to pick one opponent colour (CH-D9, CH-D10); returns the seat.
function rules.choose_opponent(match, seat, kind, prompt)
  local options = {}
  for _, o in ipairs(rules.opponents(match, seat)) do options[#options + 1] = match.state.colour[o] end
  local c = match:choose{ seat = seat, kind = kind, prompt = prompt, options = options }
  return match.state.seat_of[c]
end

return rules
