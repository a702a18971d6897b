-- The turn (BC-3): two different actions among Move, Activate, Prime and Refocus,
-- each only when it would do something; the round limit (BC-14.2).
local memo = require "tabula.memo"
local activate = require "rules.activate"
local bonuses = require "rules.bonuses"
local characters = require "rules.characters"
local decide = require "decide"
local landmarks = require "rules.landmarks"
local movement = require "rules.movement"
local row = require "rules.row"

local turn = {}

-- Move-action allowance of a character (BC-4.6), before MOV bonuses.
function turn.allowance(match, obj)
  if characters.is_hero(match, obj) then
    local n = 0
    for _, c in ipairs(row.ready(match, obj.owner)) do n = n + row.face(c).move end
    return n
  end
  return characters.side_of(obj).move
end

-- The characters of `seat` that can make a Move-action movement, counting MOV.
function turn.movers(match, seat)
  local out = {}
  for _, c in ipairs(characters.of(match, seat)) do
    local n = turn.allowance(match, c) + bonuses.total(match, c.space, "MOV")
    if movement.possible(match, c, n, false) then out[#out + 1] = c end
  end
  return out
end

-- What each action would be taken with: legal when the list is not empty.
local LEGAL = {
  move = function(match, seat) return turn.movers(match, seat) end,
  activate = function(match, seat) return activate.cards(match, seat) end,
  prime = function(match, seat) return row.ready(match, seat) end,
  refocus = function(match, seat) return row.exhausted(match, seat) end,
}
turn.ORDER = { "move", "activate", "prime", "refocus" }
local LABEL = { move = "Move", activate = "Activate a card", prime = "Prime (exhaust a card)",
                refocus = "Refocus (ready all cards)" }

-- The legal actions, and what each would be taken with (the movers, the cards to
-- activate, the ready or exhausted cards). A pure query: turn.take runs it with
-- tabula.memo, so what its tests share (the ready cards, the characters, who stands
-- where) is read once for all of them.
function turn.legal(match, seat, taken)
  local out, with = {}, {}
  for _, a in ipairs(turn.ORDER) do
    if not taken[a] then
      local list = LEGAL[a](match, seat)
      if #list > 0 then
        out[#out + 1] = a
        with[a] = list
      end
    end
  end
  return out, with
end

-- One character's Move-action movement, with its MOV bonuses (D3, D4).
local function move_one(match, seat, obj)
  local used = {}
  local base = turn.allowance(match, obj)
  local extra = bonuses.choose(match, seat, obj.space, "MOV", used,
    function(t) return movement.possible(match, obj, base + t, false) end, "this movement")
  movement.run(match, seat, obj, base + extra, false, "Move")
  landmarks.flip_used(match, used)
end

local function character_options(list)
  local options = {}
  for _, c in ipairs(list) do options[#options + 1] = { id = c.kind, label = "move " .. characters.label(c) } end
  return options
end

-- BC-3.5 Move: the hero, the minion or both, one after the other (D2).
local function move(match, seat, movers)
  local first = decide.character(match, seat, movers, "mover", "Move: who moves first?")
  move_one(match, seat, first)
  for _, c in ipairs(turn.movers(match, seat)) do
    if c ~= first then
      local options = character_options({ c })
      options[#options + 1] = { id = "stop", label = "no, end the Move" }
      if decide.ask(match, { seat = seat, kind = "mover", prompt = "Move: does the other character move too?",
                              options = options }) ~= "stop" then
        move_one(match, seat, c)
      end
    end
  end
end

local function prime(match, seat, ready)
  local card = decide.card(match, seat, ready, "prime", "Prime: exhaust which card?")
  card:turn()
  match:log("%s primes %s", row.owner_name(match, seat), row.name(card))
end

local function refocus(match, seat, exhausted)
  for _, c in ipairs(exhausted) do c:unturn() end
  match:log("%s refocuses", row.owner_name(match, seat))
end

-- Each action, taken with what turn.legal found for it (nothing changed since).
local DO = {
  move = move,
  activate = function(match, seat, cards)
    activate.run(match, seat, decide.card(match, seat, cards, "activate", "Activate which card?"))
  end,
  prime = prime,
  refocus = refocus,
}

function turn.take(match, seat)
  local taken = {}
  for n = 1, 2 do
    local legal, with = memo.query(match, "the legal actions", turn.legal, match, seat, taken)
    if #legal == 0 then break end
    local options = {}
    for _, a in ipairs(legal) do options[#options + 1] = { id = a, label = LABEL[a] } end
    local a = decide.ask(match, { seat = seat, kind = "action", options = options, context = { taken = taken, n = n },
      prompt = ("%s, action %d of 2"):format(row.owner_name(match, seat), n) })
    taken[a] = true
    DO[a](match, seat, with[a])
  end
end

function turn.play(match)
  local s = match.state
  if not s.started then
    s.started = true
    match:set_seat(s.first)
  end
  while true do
    turn.take(match, match:seat())
    if match:turn() >= 2 * match.options.round_limit then
      return { draw = true, reason = ("no winner after %d rounds"):format(match.options.round_limit) }
    end
    match:next_turn()
  end
end

return turn
