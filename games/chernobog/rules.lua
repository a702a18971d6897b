-- What all operators share: tokens and their places, arrival, captures, blocks,
-- freezes, jumps and shortcuts, displacement, marks and markers (CH-5 to CH-8).
-- Skill files call these; nothing here knows any one operator.
local board = require "board"
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

-- Every token (the tables, as rules.all lists them), the ids of each seat's tokens, of
-- its MANUAL tokens and of the blocker tokens, in state.order's order: a cache of
-- state.order (kept as long as the match's order list lives), built again when a
-- token has been added (setup.give makes each token's table once; it is never replaced).
local indexes = setmetatable({}, { __mode = "k" })
local NONE = {}
local function index(match)
  local s = match.state
  local order = s.order
  local ix = indexes[order]
  if not ix or ix.n ~= #order then
    ix = { n = #order, tokens = {}, by_seat = {}, manual = {}, blockers = {} }
    for i = 1, #order do
      local id = order[i]
      ix.tokens[i] = s.tokens[id]
      local seat = s.tokens[id].seat
      local list = ix.by_seat[seat]
      if not list then list = {} ix.by_seat[seat] = list end
      list[#list + 1] = id
      if by_id[id].manual then
        list = ix.manual[seat]
        if not list then list = {} ix.manual[seat] = list end
        list[#list + 1] = id
      end
      if by_id[id].blocker then ix.blockers[#ix.blockers + 1] = id end
    end
    indexes[order] = ix
  end
  return ix
end

-- Every token, in state.order's order: the cached list (read only; rules.all gives a copy).
function rules.tokens(match) return index(match).tokens end

function rules.seat_ids(match, seat) return index(match).by_seat[seat] or NONE end

-- The ids of `seat`'s tokens with a MANUAL skill (CH-8.1).
function rules.manual_ids(match, seat) return index(match).manual[seat] or NONE end

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
function rules.name(match, t) return board.colour_name[t.colour] .. " " .. rules.op(t).name end

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
-- Ends every hold involving t (CH-8.6); only a blocker holds others.
local function release(match, t)
  t.held_by = nil
  if not by_id[t.id].blocker then return end
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

-- CH-7.2: the square is destroyed for good; tokens on it go Home unless immune.
function rules.destroy_square(match, sq)
  take_marker(match, "destroyed")
  match.state.destroyed[sq] = true
  match:log("square %d is destroyed", sq)
  for _, u in ipairs(rules.at(match, sq)) do
    if not rules.op(u).immune_destroyed then rules.send_home(match, u, "destroyed terrain") end
  end
end

------------------------------------------------------------------ freezing (CH-8.7)
-- An operator's freeze zone as a set of distances ahead (mod 52): { -2, -1, 1, 2 }
-- gives [50], [51], [1], [2]. Built at load for every operator's zone, so a square is
-- one look-up (a module's tables stay as loaded during a match).
local ZONE_SET = {}
local function zone_set(zone)
  local set = ZONE_SET[zone]
  if set then return set end
  set = {}
  for j = 1, #zone do set[zone[j] % 52] = true end
  return set
end
for _, op in pairs(by_id) do
  if type(op.freeze) == "table" then ZONE_SET[op.freeze] = zone_set(op.freeze) end
end

function rules.frozen(match, t)
  local s = match.state
  local freezers = s.freezers
  if #freezers == 0 or t.place ~= "board" or t.p > LAST_TRACK then return false end
  local sq = (ENTRY[t.colour] + t.p) % 52
  for i = 1, #freezers do
    local id = freezers[i]
    local u = s.tokens[id]
    if u.seat ~= t.seat and u.place == "board" and u.p <= LAST_TRACK then
      local from = (ENTRY[u.colour] + u.p) % 52
      if zone_set(by_id[id].freeze)[(sq - from) % 52] then return true end   -- t is in u's zone
    end
  end
  return false
end

------------------------------------------------------------------ arrival (CH-6.7)
-- Token t has come to its main-track square. Returns true if it is still there.
function rules.arrive(match, t)
  local sq = board.square(t.colour, t.p)
  local op, s = rules.op(t), match.state
  if board.rooftop[sq] then
    rules.send_home(match, t, "Lungmen rooftop on " .. sq)
    return false
  end
  if s.destroyed[sq] and not op.immune_destroyed then
    rules.send_home(match, t, "destroyed terrain on " .. sq)
    return false
  end
  if s.obstacles[sq] and not op.ignores_obstacles then remove_obstacle(match, sq) end
  local all, seat = index(match).tokens, t.seat
  for i = 1, #all do   -- CH-6.9: opponents on sq are captured
    local u = all[i]
    if u.place == "board" and u.seat ~= seat and u.p <= LAST_TRACK and (ENTRY[u.colour] + u.p) % 52 == sq then
      rules.send_home(match, u, t)
    end
  end
  return true
end

-- CH-6.8: d squares along the main track (never into a lane), then arrival.
function rules.displace(match, t, d)
  if not rules.on_track(t) then return end
  local from = board.square(t.colour, t.p)
  put(match, t, board.wrap(t.p + d))
  rules.log(match, "%s is displaced %+d: %d -> %d", t, d, from, board.square(t.colour, t.p))
  rules.arrive(match, t)
end

-- An operator's own "comes to rest" hook (CH-8.8 pushes, CH-9.3 stun).
local function rested(match, t, how)
  local hook = rules.op(t).rested
  if hook and rules.on_track(t) then hook(match, t, how) end
end

-- CH-5.6: from Home onto the entry square.
function rules.enter(match, t)
  put(match, t, 0)
  t.counter = 0
  rules.log(match, "%s enters on %d", t, board.colour[t.colour].entry)
  if rules.arrive(match, t) then rested(match, t, "enter") end
end

------------------------------------------------------------------ normal moves (CH-6)
-- CH-6.1: may t make a normal move of n?
function rules.can_move(match, t, n)
  if t.place ~= "board" or n < 1 or t.p + n > FINISH then return false end
  local b = t.held_by and match.state.tokens[t.held_by]
  if b and by_id[b.id].blocker.immobilises then return false end
  return not rules.frozen(match, t)
end

-- The squares of the opponent blockers t may meet, as a bit mask (bit sq for square
-- sq); 0 if none (always for Exusiai and Crownslayer). A number, so no move allocates.
local function blocker_squares(match, t)
  if by_id[t.id].ignores_blockers then return 0 end
  local mask, tokens = 0, match.state.tokens
  local ids = index(match).blockers
  for i = 1, #ids do
    local u = tokens[ids[i]]
    if u.seat ~= t.seat and u.place == "board" and u.p <= LAST_TRACK then
      mask = mask | (1 << (ENTRY[u.colour] + u.p) % 52)
    end
  end
  return mask
end

local OBSTACLE_STOP = { wait = 1 }   -- read only

-- What stops t on passed square sq, or nil (CH-6.3): {wait=, blocker=}. `blockers` is
-- blocker_squares(match, t).
local function stopper(match, t, sq, blockers)
  if match.state.obstacles[sq] and not by_id[t.id].ignores_obstacles then return OBSTACLE_STOP end
  if blockers & (1 << sq) == 0 then return nil end
  local best, best_rank
  local tokens, ids = match.state.tokens, index(match).blockers
  for i = 1, #ids do   -- the opponent blockers on sq, in state.order's order
    local u = tokens[ids[i]]
    if u.seat ~= t.seat and u.place == "board" and u.p <= LAST_TRACK and (ENTRY[u.colour] + u.p) % 52 == sq then
      local b = by_id[u.id].blocker
      if (t.held_by == u.id or rules.holds(match, u) < b.capacity) and (not best or (b.precedence or 99) < best_rank) then
        best, best_rank = u, b.precedence or 99
      end
    end
  end
  if best then return { wait = by_id[best.id].blocker.wait, blocker = best } end
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

-- CH-6.3: stopped on the waiting square `wait` behind q; held if a blocker stopped it.
local function stop(match, t, q, s)
  local wp = board.wrap(q - s.wait)
  rules.log(match, "%s is stopped by %s", t, s.blocker or "the obstacle on " .. board.square(t.colour, q))
  if wp ~= t.p then
    put(match, t, wp)
    if not rules.arrive(match, t) then return end
  end
  if s.blocker then t.held_by = s.blocker.id end
  rested(match, t, "move")
end

-- A normal move of n (CH-6.2 to CH-6.6); the caller has checked rules.can_move.
function rules.move(match, t, n)
  local from = t.p
  if match:logging() then rules.log(match, "%s moves %d from %s", t, n, rules.where(t)) end
  local blockers, obstacles = blocker_squares(match, t), match.state.obstacles
  local start = board.square(t.colour, from)
  for i = 1, n - 1 do
    local q = from + i
    if q > LAST_TRACK then break end
    local sq = (start + i) % 52
    if obstacles[sq] or blockers & (1 << sq) ~= 0 then   -- only there can something stop t
      local s = stopper(match, t, sq, blockers)
      if s then return stop(match, t, q, s) end
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
