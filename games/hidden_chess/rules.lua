-- Hidden Chess rules: the position in the host's objects and zones, legal actions
-- (HC-5, HC-6, HC-9), applying them (HC-7, HC-8) and the end checks (HC-10).
--
-- Where things are:
--   pieces       objects of kind rook/bishop/knight/king, owner = seat, on a board square
--                (a stack is the space's list, bottom -> top), face "down" (hidden kind) or
--                "up"; a face-up non-King piece has props.state = "fresh" or "moved" (HC-0.3);
--                every piece on a locked square is turned (HC-7.3, public).
--   reserve:<s>  zone visible only to seat s: its pieces during the secret set-up (HC-3.5);
--                props.to / props.order record where and in which order s placed them.
--   chips:<s>    zone visible to all: s's chips; face up = shield side, face down = crest side
--                (HC-1.3, HC-8); a used crest is destroyed (removed from the game).
--   removed      zone visible to all: pieces removed from the game (face up).
--   status       zone visible to all, holding one "status" object whose props are the public
--                turn state (HC-11.4): phase, first player, restriction, crest turn, counts.
local board = require "board"

local rules = {}

rules.PIECES = {
  rook = require "pieces.rook",
  bishop = require "pieces.bishop",
  knight = require "pieces.knight",
  king = require "pieces.king",
}

local geo = board.geo
local COLOUR = board.COLOUR

---The public turn state (a live props table of the status object).
function rules.status(match)
  return match:zone("status"):top().props
end

---The top object of every square, by square index (false when empty).
function rules.tops(match)
  local occ = match:occupied()
  local tops = {}
  for i = 1, geo.size do tops[i] = occ[geo.id[i]] or false end
  return tops
end

function rules.locked(match, square)
  local top = match:top(square)
  return top ~= nil and top.turned
end

---HC-10.2: pieces on the board, not on a locked square, the King included.
function rules.remaining(match, seat)
  local n = 0
  for _, obj in ipairs(match:objects{ owner = seat }) do
    if obj.space and not obj.turned then n = n + 1 end
  end
  return n
end

function rules.shields(match, seat)
  return #match:zone("chips:" .. seat):search{ face = "up" }
end

function rules.crests(match, seat)
  return #match:zone("chips:" .. seat):search{ face = "down" }
end

---Describes a piece for logs and labels: "White Rook".
function rules.piece_name(obj)
  return COLOUR[obj.owner] .. " " .. board.KIND_NAME[obj.kind]
end

---HC-5.1: squares whose top is one of `seat`'s face-down pieces, unlocked (board order).
function rules.revealable(match, seat, tops)
  tops = tops or rules.tops(match)
  local list = {}
  for i = 1, geo.size do
    local top = tops[i]
    if top and top.owner == seat and top.face == "down" and not top.turned then
      list[#list + 1] = geo.id[i]
    end
  end
  return list
end

---HC-9.1: end the first player's restriction for good once a condition holds.
function rules.update_restriction(match)
  local st = rules.status(match)
  if not st.restricted then return end
  local second = board.other(st.first)
  if st.moves[second] > 0 or st.reveals[second] >= 3 or #rules.revealable(match, second) == 0 then
    st.restricted = false
    match:log("The first player's restriction ends (HC-9.1)")
  end
end

---HC-5.3: what a move by `mover` onto a square whose top is `top` does, or nil if illegal.
local function result_of(seat, mover, top)
  if not top then return "move" end
  if top.turned then return nil end                          -- locked square (HC-7.3)
  if top.owner == seat then return nil end                   -- own piece
  if top.face == "down" then                                 -- lock (HC-7.3)
    return mover.kind ~= "king" and "lock" or nil
  end
  if top.kind == "king" then                                 -- King attack (HC-7.4)
    return mover.kind ~= "king" and "king_attack" or nil
  end
  if top.props.state == "fresh" then return nil end          -- HC-7.2
  return "attack"                                            -- HC-7.1
end

local RESULT_TEXT = { move = "", lock = " (lock)", attack = " (attack the %s)", king_attack = " (King attack)" }

---Every legal action of `seat` (HC-5), reveals then moves, each in board order.
---`crest_turn`: the King may move (HC-6.5, HC-8.2).
function rules.actions(match, seat, crest_turn)
  local st = rules.status(match)
  local tops = rules.tops(match)
  local list = {}
  for _, sq in ipairs(rules.revealable(match, seat, tops)) do
    list[#list + 1] = { type = "reveal", from = sq, id = "reveal:" .. sq, label = "reveal " .. sq }
  end
  if st.restricted and seat == st.first then return list end  -- HC-9.1
  local function occupant(i) return tops[i] or nil end
  local first_move = #list + 1
  for i = 1, geo.size do
    local mover = tops[i]
    if mover and mover.owner == seat and mover.face == "up" and not mover.turned
       and (mover.kind ~= "king" or crest_turn) then
      local from = geo.id[i]
      local piece = board.KIND_NAME[mover.kind]
      rules.PIECES[mover.kind].targets(geo, i, occupant, function(j, top)
        local result = result_of(seat, mover, top or nil)
        if result then
          local to = geo.id[j]
          local what = RESULT_TEXT[result]
          if result == "attack" then what = what:format(board.KIND_NAME[top.kind]) end
          list[#list + 1] = { type = "move", from = from, to = to, result = result, key = i * 64 + j,
                              id = "move:" .. from .. "-" .. to,
                              label = piece .. " " .. from .. "-" .. to .. what }
        end
      end, seat)
    end
  end
  -- moves by origin, then destination, in board order (a1, b1, ..., g7)
  local moves = table.move(list, first_move, #list, 1, {})
  table.sort(moves, function(a, b) return a.key < b.key end)
  table.move(moves, 1, #moves, first_move, list)
  return list
end

local function remove(match, obj)
  match:move(obj, { zone = match:zone("removed"), face = "up" })
end

---Applies one action of `seat`. Returns an event table: { noisy = bool, king_attack = defender? }.
function rules.apply(match, seat, act)
  local st = rules.status(match)
  local name = COLOUR[seat]
  if act.type == "reveal" then                                -- HC-5.1
    local obj = match:top(act.from)
    obj:flip("up")
    obj:set("state", "fresh")
    st.reveals[seat] = st.reveals[seat] + 1
    match:log("%s reveals %s: %s", name, act.from, board.KIND_NAME[obj.kind])
    return { noisy = true }
  end
  local mover = match:top(act.from)
  local target = match:top(act.to)
  st.moves[seat] = st.moves[seat] + 1
  if mover.kind ~= "king" then mover:set("state", "moved") end  -- HC-0.3
  local piece = board.KIND_NAME[mover.kind]
  if act.result == "move" then
    match:move(mover, act.to)
    match:log("%s %s %s-%s", name, piece, act.from, act.to)
    return { noisy = false }
  elseif act.result == "attack" then                          -- HC-7.1
    remove(match, target)
    match:move(mover, act.to)
    match:log("%s %s %s-%s attacks and removes the %s", name, piece, act.from, act.to, rules.piece_name(target))
    return { noisy = true }
  elseif act.result == "lock" then                            -- HC-7.3
    match:move(mover, act.to)
    for _, obj in ipairs(match:at(act.to)) do obj:turn() end
    match:log("%s %s %s-%s locks %s (%d pieces)", name, piece, act.from, act.to, act.to, match:height(act.to))
    return { noisy = true }
  end
  -- King attack (HC-7.4): the King stays; the attacker goes to an X square of that King.
  local defender = target.owner
  match:log("%s %s %s-%s attacks the %s King", name, piece, act.from, act.to, COLOUR[defender])
  local options = {}
  for _, x in ipairs(board.X_FOR[defender]) do
    local occ = match:top(x)
    local label = x
    if x == act.from then label = x .. " (its own square)"
    elseif occ then label = x .. " (removes the " .. rules.piece_name(occ) .. ")" end
    options[#options + 1] = { id = x, label = label }
  end
  local x = match:choose{ seat = seat, kind = "x_square", options = options,
                          prompt = name .. ": on which X square does the attacking " .. piece .. " go?" }
  local occ = match:top(x)
  if occ and occ ~= mover then
    remove(match, occ)
    match:log("The %s on %s is removed", rules.piece_name(occ), x)
  end
  match:move(mover, x)
  match:log("The %s goes to %s", piece, x)
  local chips = match:zone("chips:" .. defender):search{ face = "up" }
  chips[#chips]:flip("down")                                  -- HC-8.1
  match:log("%s turns a chip to its crest side (%d shield-side left)", COLOUR[defender], #chips - 1)
  return { noisy = true, king_attack = defender }
end

---The winner when both sides are compared (HC-10.4 / HC-10.6): more shield-side chips,
---then more remaining pieces; nil when equal.
local function compare(match)
  local s1, s2 = rules.shields(match, 1), rules.shields(match, 2)
  if s1 ~= s2 then return s1 > s2 and 1 or 2, "more shield-side chips" end
  local r1, r2 = rules.remaining(match, 1), rules.remaining(match, 2)
  if r1 ~= r2 then return r1 > r2 and 1 or 2, "more remaining pieces" end
  return nil
end

---HC-10.1 .. HC-10.5 after one action of `actor`: returns winner, reason, or nil.
function rules.check_end(match, actor, event)
  if event.king_attack and rules.shields(match, event.king_attack) == 0 then
    return actor, COLOUR[actor] .. " made the third King attack"
  end
  local low1 = rules.remaining(match, 1) <= 3
  local low2 = rules.remaining(match, 2) <= 3
  if low1 and low2 then
    local winner, why = compare(match)
    if winner then return winner, "both have 3 or fewer remaining pieces; " .. COLOUR[winner] .. " has " .. why end
    local w = board.other(actor)
    return w, "both have 3 or fewer remaining pieces, all equal; " .. COLOUR[actor] .. " took that action and loses"
  elseif low1 or low2 then
    local loser = low1 and 1 or 2
    return board.other(loser), COLOUR[loser] .. " has 3 or fewer remaining pieces"
  end
  return nil
end

---HC-10.6: the result when the quiet-turn limit is reached: winner, reason (winner nil: draw).
function rules.quiet_result(match)
  local winner, why = compare(match)
  if winner then return winner, "quiet-turn limit; " .. COLOUR[winner] .. " has " .. why end
  return nil, "quiet-turn limit; shields and remaining pieces equal"
end

return rules
