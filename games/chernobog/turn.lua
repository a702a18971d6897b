-- One player's turn (CH-4): stun, roll cycles of declaration, roll, marks and use,
-- graces with their extra roll, and the three-equal-graces rule.
local board = require "board"
local effects = require "tabula.effects"
local roster = require "roster"
local rules = require "rules"

local turn = {}
local by_id = roster.by_id

-- The prompts, built once per colour and roll rather than on every turn.
local DECLARE_PROMPT, MOVE_PROMPT, GRACE_PROMPT = {}, {}, {}
for c, name in pairs(board.colour_name) do
  DECLARE_PROMPT[c], MOVE_PROMPT[c], GRACE_PROMPT[c] = name .. ": declare a skill before rolling?", {}, {}
  for n = 1, 12 do
    MOVE_PROMPT[c][n] = name .. " moves " .. n .. ": which token?"
    GRACE_PROMPT[c][n] = name .. " rolled a grace " .. n .. ": enter or move?"
  end
end

-- The grace options' ids ("enter:amiya", "move:amiya") and the token each names, built
-- at load for every operator (a module's tables stay as loaded during a match).
local ENTER_ID, MOVE_ID, GRACE_TOKEN = {}, {}, {}
for id in pairs(by_id) do
  ENTER_ID[id], MOVE_ID[id] = "enter:" .. id, "move:" .. id
  GRACE_TOKEN[ENTER_ID[id]], GRACE_TOKEN[MOVE_ID[id]] = id, id
end
local function grace_ids(id)
  return ENTER_ID[id], MOVE_ID[id]
end

local function is_grace_value(raw) return raw == 1 or raw == 6 or raw == 12 end

-- CH-8.1: may token t declare its skill now?
function turn.eligible(match, t)
  local m = by_id[t.id].manual
  return m ~= nil and t.place == "board" and t.counter < m.limit and not rules.frozen(match, t)
         and (not m.eligible or m.eligible(match, t))
end

-- The option labels, named only for agents that read labels (people, programs,
-- scripted tests); random agents never call them.
local function declare_label(match, id)
  if id == "none" then return "none: an ordinary roll" end
  local t = match.state.tokens[id]
  return string.format("%s %s (skill %d/%d)", rules.op(t).name, rules.where(t), t.counter, rules.op(t).manual.limit)
end

local function move_label(match, id)
  local t = match.state.tokens[id]
  return rules.op(t).name .. " " .. rules.where(t)
end

local function grace_label(match, id, raw)
  local t = match.state.tokens[GRACE_TOKEN[id]]
  if id == ENTER_ID[t.id] then return "enter " .. rules.op(t).name end
  return "move " .. rules.op(t).name .. " " .. rules.where(t) .. " by " .. raw
end

-- This match's scratch for the choices of a turn (one set per match, so that no turn
-- allocates): the specs handed to match:choose, whose seat, prompt and options each
-- turn rewrites (an options list is rewritten only once its choose has returned), and
-- match:logging() (log lines are only built when someone reads them).
function turn.new(match)
  local ctx = { logging = match:logging(), raw = 0 }
  ctx.declare = { seat = 1, kind = "declare", prompt = "", options = { "none" },
                  label = function(id) return declare_label(match, id) end }
  ctx.move = { seat = 1, kind = "move", prompt = "", options = {},
               label = function(id) return move_label(match, id) end }
  ctx.grace = { seat = 1, kind = "grace", prompt = "", options = {},
                label = function(id) return grace_label(match, id, ctx.raw) end }
  return ctx
end

-- Asks `seat` to choose among the first n entries of the scratch spec's options
-- (what a longer earlier list left past them is cleared); returns the id chosen.
local function offer(match, ask, n, seat, prompt)
  local options = ask.options
  for k = n + 1, #options do options[k] = nil end
  ask.seat, ask.prompt = seat, prompt
  return match:choose(ask)
end

-- CH-D3: the declared token, or nil. Only tokens with a MANUAL skill may declare.
local function declaration(match, seat, ctx)
  local s = match.state
  local ids, tokens = rules.seat_ids(match, seat), s.tokens
  local ask = ctx.declare
  local options, n = ask.options, 1   -- options[1] is "none"
  for i = 1, #ids do
    local t = tokens[ids[i]]
    if by_id[t.id].manual and turn.eligible(match, t) then n = n + 1; options[n] = t.id end
  end
  if n == 1 then return nil end
  local id = offer(match, ask, n, seat, DECLARE_PROMPT[s.colour[seat]])
  if id == "none" then return nil end
  local t = tokens[id]
  rules.log(match, "%s declares a skill", t)
  return t
end

-- CH-5.4 / CH-D5: one token of `seat` (its token ids `ids`) moves `n`, if any can;
-- returns whether one moved.
local function use_roll(match, seat, ids, n, ctx)
  local s = match.state
  local tokens = s.tokens
  local ask = ctx.move
  local options, count = ask.options, 0
  for i = 1, #ids do
    local t = tokens[ids[i]]
    if rules.can_move(match, t, n) then count = count + 1; options[count] = t.id end
  end
  if count == 0 then
    if ctx.logging then match:log("%s cannot move %d: the roll is forfeited", rules.colour_name(match, seat), n) end
    return false
  end
  local id = offer(match, ask, count, seat, MOVE_PROMPT[s.colour[seat]][n])
  rules.move(match, tokens[id], n)
  return true
end

-- CH-5.3 / CH-D4: enter a token or move the raw value.
local function use_grace(match, seat, ids, raw, ctx)
  local s = match.state
  local tokens = s.tokens
  local ask = ctx.grace
  local options, n = ask.options, 0
  for i = 1, #ids do
    local t = tokens[ids[i]]
    if t.place == "home" then n = n + 1; options[n] = grace_ids(t.id) end
  end
  for i = 1, #ids do
    local t = tokens[ids[i]]
    if rules.can_move(match, t, raw) then
      local _, move = grace_ids(t.id)
      n = n + 1; options[n] = move
    end
  end
  if n == 0 then
    if ctx.logging then match:log("%s can neither enter nor move %d", rules.colour_name(match, seat), raw) end
    return
  end
  ctx.raw = raw   -- for the labels
  local id = offer(match, ask, n, seat, GRACE_PROMPT[s.colour[seat]][raw])
  local t = tokens[GRACE_TOKEN[id]]
  if id == ENTER_ID[t.id] then rules.enter(match, t) else rules.move(match, t, raw) end
end

-- CH-8.2: a declared roll.
local function resolve_declared(match, t, value, override)
  local m = rules.op(t).manual
  if override then
    rules.log(match, "the override cancels %s's skill", t)
    if rules.can_move(match, t, override) then rules.move(match, t, override) end
  elseif value <= m.no_effect then
    if rules.can_move(match, t, value) then rules.move(match, t, value) end
  else
    t.counter = t.counter + 1
    rules.log(match, "%s's skill takes effect on %d (%d/%d)", t, value, t.counter, m.limit)
    m.effect(match, t, value)
  end
end

-- CH-5.5: the third equal grace sends every other player's farthest token Home.
local function triple_grace(match, seat, raw)
  match:log("%s rolls a third %d in a row", rules.colour_name(match, seat), raw)
  for _, other in ipairs(rules.opponents(match, seat)) do
    rules.send_farthest_home(match, seat, other, "three equal graces")
  end
end

-- CH-4.1 / CH-4.2: the whole turn of `seat`; ctx is the match's scratch (turn.new).
function turn.play(match, seat, ctx)
  local s = match.state
  if s.stunned[seat] then
    s.stunned[seat] = nil
    match:log("%s is stunned and skips the turn", rules.colour_name(match, seat))
    return
  end
  local ids = rules.seat_ids(match, seat)
  local count, last = 0, nil
  while true do
    local declared = declaration(match, seat, ctx)
    local raw = effects.query(match, "die", match:roll(12), seat)   -- what the die shows
    if math.type(raw) ~= "integer" or raw < 1 or raw > 12 then
      error("the query 'die' gave " .. tostring(raw) .. ": a die shows a whole number 1..12", 0)
    end
    local value, override, modified = rules.apply_marks(match, seat, raw)
    if ctx.logging then
      match:log("%s rolls %d%s", rules.colour_name(match, seat), raw,
                modified and string.format(" (effective %d%s)", value, override and ", moves " .. override or "") or "")
    end
    if declared then return resolve_declared(match, declared, value, override) end
    if modified or not is_grace_value(raw) then return use_roll(match, seat, ids, override or value, ctx) end
    count = raw == last and count + 1 or 1
    last = raw
    if count == 3 then
      triple_grace(match, seat, raw)
      count = 0
    end
    use_grace(match, seat, ids, raw, ctx)
  end
end

return turn
