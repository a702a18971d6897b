-- The Activate action (BC-5): exhaust a ready card, then resolve the abilities of the
-- side it showed, in printed order, each performed or skipped (never both skipped),
-- landmarks flipping after each ability that used them; then the flip icon.
local characters = require "rules.characters"
local decide = require "decide"
local landmarks = require "rules.landmarks"
local row = require "rules.row"

local activate = {}

local function new(match, seat, card)
  return { match = match, seat = seat, card = card, hero = characters.hero(match, seat), used = {} }
end

function activate.performable(match, seat, card)
  local act = new(match, seat, card)
  for _, ab in ipairs(row.face(card).abilities) do
    if ab.can(act) then return true end
  end
  return false
end

function activate.cards(match, seat)
  local out = {}
  for _, c in ipairs(row.ready(match, seat)) do
    if activate.performable(match, seat, c) then out[#out + 1] = c end
  end
  return out
end

local function later_can(act, abilities, i)
  for j = i + 1, #abilities do
    if abilities[j].can(act) then return true end
  end
  return false
end

function activate.run(match, seat, card)
  local face = row.face(card)
  card:turn()
  match:log("%s activates %s", row.owner_name(match, seat), face.name)
  local act = new(match, seat, card)
  local performed = false
  for i, ab in ipairs(face.abilities) do
    local can = ab.can(act)
    local perform = can
    if can and (performed or later_can(act, face.abilities, i)) then
      perform = decide.ask(match, { seat = seat, kind = "ability", context = { act = act, ability = ab, index = i },
        prompt = ("%s, ability %d of %d: %s"):format(face.name, i, #face.abilities, ab.label),
        options = { { id = "perform", label = "perform " .. ab.label }, { id = "skip", label = "skip " .. ab.label } } })
        == "perform"
    end
    if perform then
      ab.perform(act)
      performed = true
      landmarks.flip_used(match, act.used)
      act.used = {}
    end
  end
  if face.flip then row.flip(match, card) end
end

return activate
