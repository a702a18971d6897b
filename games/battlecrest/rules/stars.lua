-- Star abilities (BC-13): the hero card's, the minion's (while on the map), and the
-- current face's of each landmark the hero touches. Each source once per turn, and
-- only when it would do something. A landmark whose star ability is used flips.
local catalog = require "catalog"
local characters = require "rules.characters"
local decide = require "decide"
local landmarks = require "rules.landmarks"

local stars = {}

-- Every star ability open to the activation `act`: {id, name, star, landmark?}.
function stars.usable(act)
  local match, seat = act.match, act.seat
  local list = {}
  local hero_def = catalog.cards[match.state.sets[seat]]
  if hero_def.star then list[#list + 1] = { id = hero_def.star.id, name = hero_def.star.name, star = hero_def.star } end
  local minion = characters.minion(match, seat)
  local mdef = minion and catalog.of(minion)
  if mdef and mdef.star then list[#list + 1] = { id = mdef.star.id, name = mdef.star.name, star = mdef.star } end
  for _, t in ipairs(landmarks.touched(match, act.hero.space)) do   -- one side of each
    local face = landmarks.face(t.landmark)
    if face.star then
      list[#list + 1] = { id = t.landmark.kind, name = face.star.name, star = face.star, landmark = t.landmark }
    end
  end
  local out = {}
  for _, s in ipairs(list) do
    if match:can_use("star:" .. s.id) and s.star.usable(act) then out[#out + 1] = s end
  end
  return out
end

function stars.resolve_one(act)
  local match = act.match
  local list = stars.usable(act)
  local options = {}
  for _, s in ipairs(list) do
    local from = s.landmark and (" (" .. landmarks.name(s.landmark) .. ")") or ""
    options[#options + 1] = { id = s.id, label = s.name .. from }
  end
  local id = decide.ask(match, { seat = act.seat, kind = "star", prompt = "Which star ability?",
    options = options, context = { list = list, act = act } })
  for _, s in ipairs(list) do
    if s.id == id then
      match:use("star:" .. s.id)
      match:log("star ability: %s", s.name)
      s.star.resolve(act)
      if s.landmark then act.used[s.landmark] = true end
      return
    end
  end
end

return stars
