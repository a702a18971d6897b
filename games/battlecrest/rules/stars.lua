-- Star abilities (BC-13): the hero card's, the minion's (while on the map), and the
-- current face's of each landmark the hero touches. Each source once per turn, and
-- only when it would do something. A landmark whose star ability is used flips.
local catalog = require "catalog"
local characters = require "rules.characters"
local decide = require "decide"
local landmarks = require "rules.landmarks"

local stars = {}

-- Calls fn(star, id, name, landmark?) for each star ability open to the activation
-- `act`, in order, until fn returns true; returns whether one did.
local function each_open(act, fn)
  local match, seat = act.match, act.seat
  local function try(id, star, name, landmark)
    return match:can_use("star:" .. id) and star.usable(act) and fn(star, id, name, landmark)
  end
  local hero_def = catalog.cards[match.state.sets[seat]]
  local hero_star = hero_def.star
  if hero_star and try(hero_star.id, hero_star, hero_star.name) then return true end
  local minion = characters.minion(match, seat)
  local minion_star = minion and catalog.of(minion).star
  if minion_star and try(minion_star.id, minion_star, minion_star.name) then return true end
  for _, t in ipairs(landmarks.touched(match, act.hero.space)) do   -- one side of each
    local star = landmarks.face(t.landmark).star
    if star and try(t.landmark.kind, star, star.name, t.landmark) then return true end
  end
  return false
end

-- Every star ability open to the activation `act`: {id, name, star, landmark?}.
function stars.usable(act)
  local out = {}
  each_open(act, function(star, id, name, landmark)
    out[#out + 1] = { id = id, name = name, star = star, landmark = landmark }
  end)
  return out
end

-- Whether a star ability is open to `act` (stars.usable(act) is not empty).
function stars.any(act)
  return each_open(act, function() return true end)
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
