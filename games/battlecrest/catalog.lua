-- Every card (cards/) and landmark (landmarks/) file, the game's and any mod's,
-- checked once (catalog.load, from game.lua) and indexed by id. Card files require
-- the rules, which require this module, so files are read after every module is
-- loaded, not when this one is.
local memo = require "tabula.memo"

local catalog = { cards = {}, landmarks = {}, by_number = {}, heroes = {}, unplayed = {} }

local KINDS = { action = true, hero = true, health = true, minion = true, ai = true }
local ICONS = { ATK = true, DEF = true, RNG = true, MOV = true, FRC = true, HAZ = true }
local SIDES = { "N", "E", "S", "W" }

local function fail(file, fmt, ...) error(file .. ": " .. fmt:format(...), 0) end

-- A card's question (can an ability be performed, is a star ability usable) runs as a
-- pure query: an action inside it is an error naming it, never a change of the match.
local function guard(name, fn)
  return function(...) return tabula.guarded(name, fn, ...) end
end

local function check_star(file, where, star)
  if star == nil then return end
  if type(star) ~= "table" or type(star.name) ~= "string" or type(star.usable) ~= "function"
     or type(star.resolve) ~= "function" then
    fail(file, "%s: a star ability needs name, usable(ctx) and resolve(ctx)", where)
  end
  star.usable = guard(("the usable function of %s %s (%s)"):format(file, where, star.name), star.usable)
end

local function check_ability(file, where, a)
  if type(a) ~= "table" or type(a.label) ~= "string" or type(a.can) ~= "function"
     or type(a.perform) ~= "function" then
    fail(file, "%s: an ability needs label, can(act) and perform(act) (see rules/abilities.lua)", where)
  end
  a.can = guard(("the can function of %s %s (%s)"):format(file, where, a.label), a.can)
  if a.strike == nil then return end
  if type(a.strike) ~= "function" then
    fail(file, "%s: strike must be a function(act) giving the solo AI's strike value (BC-15.4)", where)
  end
  a.strike = guard(("the strike function of %s %s (%s)"):format(file, where, a.label), a.strike)
end

local function check_action(file, card)
  for _, side in ipairs{ "start", "flipped" } do
    local s = card.sides[side]
    if type(s) ~= "table" then fail(file, "sides.%s is missing", side) end
    local where = "sides." .. side
    if type(s.name) ~= "string" then fail(file, "%s.name must be a string", where) end
    for _, stat in ipairs{ "move", "def" } do
      if math.type(s[stat]) ~= "integer" or s[stat] < 0 then fail(file, "%s.%s must be a whole number, 0 or more", where, stat) end
    end
    if type(s.crest) ~= "string" then fail(file, "%s.crest must be a string", where) end
    if type(s.abilities) ~= "table" or #s.abilities == 0 then fail(file, "%s.abilities must be a non-empty list", where) end
    for i, a in ipairs(s.abilities) do check_ability(file, ("%s.abilities[%d]"):format(where, i), a) end
  end
end

-- A band (BC-15.1): a non-empty list of distances.
local function check_band(file, name, band)
  if type(band) ~= "table" or #band == 0 then fail(file, "%s must be a non-empty list of distances", name) end
  for i, d in ipairs(band) do
    if math.type(d) ~= "integer" or d < 0 then fail(file, "%s[%d] must be a whole number, 0 or more", name, i) end
  end
end

-- An AI card (BC-1.7): the set it plays, its bands and its hero star policy.
local function check_ai(file, card)
  if type(card.set) ~= "string" then fail(file, "set must name the hero set the card plays") end
  check_band(file, "hero_band", card.hero_band)
  if card.minion_band ~= nil then check_band(file, "minion_band", card.minion_band) end
  if type(card.star) ~= "table" or type(card.star.id) ~= "string" or type(card.star.pick) ~= "function" then
    fail(file, "star needs the id of the hero's star ability and pick(match, act)")
  end
end

local function check_card(file, card)
  if type(card) ~= "table" then fail(file, "a card file returns its card (a table)") end
  if type(card.id) ~= "string" then fail(file, "id must be a string") end
  if not KINDS[card.kind] then fail(file, "kind '%s' is not action, hero, health, minion or ai", tostring(card.kind)) end
  if card.kind == "action" then check_action(file, card) end
  if card.kind == "hero" then
    if type(card.row) ~= "table" or #card.row == 0 then fail(file, "row must list the set's action cards") end
    if type(card.health) ~= "string" then fail(file, "health must name the set's health card") end
    check_star(file, "star", card.star)
  end
  if card.kind == "ai" then check_ai(file, card) end
  if card.kind == "minion" then
    for _, side in ipairs{ "start", "flipped" } do
      local s = card.sides and card.sides[side]
      if type(s) ~= "table" or math.type(s.move) ~= "integer" or math.type(s.def) ~= "integer" then
        fail(file, "sides.%s needs name, move and def", side)
      end
    end
    check_star(file, "star", card.star)
  end
end

local function check_landmark(file, lm)
  if type(lm) ~= "table" or type(lm.id) ~= "string" then fail(file, "a landmark file returns its landmark with an id") end
  if math.type(lm.number) ~= "integer" or lm.number < 1 or lm.number > 9 then
    fail(file, "number must be a whole number 1 to 9 (layouts name landmarks by one digit)")
  end
  for _, face in ipairs{ "start", "flipped" } do
    local f = lm.faces and lm.faces[face]
    if type(f) ~= "table" or type(f.name) ~= "string" then fail(file, "faces.%s needs a name", face) end
    for _, side in ipairs(SIDES) do
      for i, icon in ipairs(f[side] or {}) do
        if not ICONS[icon] then fail(file, "faces.%s.%s[%d]: '%s' is not an icon (ATK DEF RNG MOV FRC HAZ)", face, side, i, tostring(icon)) end
      end
    end
    f.open = {}                      -- the passages as a set, asked at every step (rules/landmarks.lua)
    for i, p in ipairs(f.passages or {}) do
      if type(p) ~= "string" or not p:match("^[NESW]>[NESW]$") or p:sub(1, 1) == p:sub(3, 3) then
        fail(file, "faces.%s.passages[%d] must read like 'W>E'", face, i)
      end
      f.open[p] = true
    end
    check_star(file, "faces." .. face .. ".star", f.star)
  end
end

-- A hero's AI card, when it names one, plays that set: a minion band exactly when the
-- set has a minion, a star policy for the hero's own star ability.
local function check_ai_of(hero)
  if hero.ai == nil then return end
  local ai = catalog.cards[hero.ai]
  if not (ai and ai.kind == "ai" and ai.set == hero.id) then fail(hero.file, "ai names '%s', which is no AI card of this set", hero.ai) end
  if (ai.minion_band ~= nil) ~= (hero.minion ~= nil) then fail(ai.file, "minion_band is for a set with a minion, and only for one") end
  if not (hero.star and hero.star.id == ai.star.id) then fail(ai.file, "star.id must be the hero's star ability, '%s'", hero.star and hero.star.id) end
end

-- The action cards no hero's row names: loaded, checked, never dealt. Not an error (a
-- mod may keep a card for later), but a warning names each (tabula.warn; `tabula check`).
local function find_unplayed()
  local played, ids = {}, {}
  for id, card in pairs(catalog.cards) do
    if card.kind == "hero" then
      for _, part in ipairs(card.row) do played[part] = true end
    elseif card.kind == "action" then
      ids[#ids + 1] = id
    end
  end
  table.sort(ids)
  for _, id in ipairs(ids) do
    if not played[id] then
      catalog.unplayed[#catalog.unplayed + 1] = id
      tabula.warn(("%s: no hero's row plays the action card '%s' (a row is rows/<set>.lua)"):format(catalog.cards[id].file, id))
    end
  end
end

function catalog.load()
  for _, name in ipairs(tabula.modules("cards")) do
    local file = tabula.module_file(name)
    local card = require(name)
    check_card(file, card)
    if catalog.cards[card.id] then fail(file, "the id '%s' is also in %s", card.id, catalog.cards[card.id].file) end
    card.file = file
    catalog.cards[card.id] = card
  end
  for _, name in ipairs(tabula.modules("landmarks")) do
    local file = tabula.module_file(name)
    local lm = require(name)
    check_landmark(file, lm)
    if catalog.by_number[lm.number] then
      fail(file, "landmark number %d is also %s", lm.number, catalog.by_number[lm.number].file)
    end
    lm.file = file
    catalog.landmarks[lm.id] = lm
    catalog.by_number[lm.number] = lm
  end
  for id, card in pairs(catalog.cards) do
    if card.kind == "hero" then
      local row_file = tabula.module_file("rows." .. id) or card.file
      for i, part in ipairs(card.row) do
        if not (catalog.cards[part] and catalog.cards[part].kind == "action") then
          fail(row_file, "row[%d] names '%s', which is no action card", i, tostring(part))
        end
      end
      check_ai_of(card)
      catalog.heroes[#catalog.heroes + 1] = id
    end
  end
  table.sort(catalog.heroes)
  find_unplayed()
end

-- The definition of an object: a card, a character or a landmark (its kind is its id),
-- kept per object once found (a kind never changes; tabula.memo.lookup).
local defs = memo.lookup(function(obj) return catalog.cards[obj.kind] or catalog.landmarks[obj.kind] end)
function catalog.of(obj)
  return defs[obj]
end

return catalog
