-- The card pool: every module in cards/ (the game's and any mod's), checked once
-- (catalog.load, from game.lua) and indexed by title. A card file returns its whole
-- text as data (L5-3). Card files require the rules, which require this module, so
-- the cards are read after every module is loaded, not when this one is.
local memo = require "tabula.memo"

local catalog = { by_title = {}, titles = {} }

local TYPES = { stronghold = true, personality = true, holding = true, event = true,
                strategy = true, follower = true, item = true, spell = true }
local DECK_OF = { personality = "dynasty", holding = "dynasty", event = "dynasty",
                  strategy = "fate", follower = "fate", item = "fate", spell = "fate" }
local TIMINGS = { limited = true, open = true, battle = true, battle_open = true, reaction = true }

local function check_ability(file, card, i, a)
  local where = ("%s: abilities[%d]"):format(file, i)
  if type(a) ~= "table" then error(where .. " must be a table", 0) end
  if type(a.id) ~= "string" then error(where .. " needs an id (a string)", 0) end
  if not TIMINGS[a.timing] then
    error(("%s (%s): timing must be limited, open, battle, battle_open or reaction, not %s"):format(
      where, a.id, tostring(a.timing)), 0)
  end
  if type(a.resolve) ~= "function" then error(("%s (%s): resolve must be a function"):format(where, a.id), 0) end
  if a.timing == "reaction" and type(a.responds) ~= "function" then
    error(("%s (%s): a reaction needs responds(ctx, action)"):format(where, a.id), 0)
  end
  if a.presence ~= nil and (a.presence ~= true or a.timing == "battle") then
    error(("%s (%s): presence = true is for an ability that is no Battle action (a Battle action always needs presence, L5-7.2)"):format(where, a.id), 0)
  end
  if a.gold ~= nil and (math.type(a.gold) ~= "integer" or a.gold < 0) then
    error(("%s (%s): gold must be a whole number, 0 or more"):format(where, a.id), 0)
  end
  for _, field in ipairs{ "labels", "costs", "targets", "kinds" } do
    if a[field] ~= nil and type(a[field]) ~= "table" then
      error(("%s (%s): %s must be a list"):format(where, a.id, field), 0)
    end
  end
  a.labels, a.costs, a.targets, a.kinds = a.labels or {}, a.costs or {}, a.targets or {}, a.kinds or {}
  a.card_title = card.title
end

local function check(file, card)
  if type(card) ~= "table" then error(file .. ": a card file returns its card (a table)", 0) end
  if type(card.title) ~= "string" or card.title == "" then error(file .. ": title must be a string", 0) end
  if not TYPES[card.type] then error(("%s: type '%s' is not a card type"):format(file, tostring(card.type)), 0) end
  if card.type ~= "stronghold" and card.deck ~= DECK_OF[card.type] then
    error(("%s: a %s belongs to the %s deck"):format(file, card.type, DECK_OF[card.type]), 0)
  end
  for _, stat in ipairs{ "gold", "force", "chi", "honor_requirement", "personal_honor", "focus",
                         "province_strength", "starting_honor" } do
    local v = card[stat]
    if v ~= nil and math.type(v) ~= "integer" then error(("%s: %s must be a whole number"):format(file, stat), 0) end
  end
  card.keywords = card.keywords or {}
  card.abilities = card.abilities or {}
  local kw = {}
  for i, k in ipairs(card.keywords) do
    if type(k) ~= "string" then error(("%s: keywords[%d] must be a string"):format(file, i), 0) end
    kw[k] = true
  end
  card.has = kw
  for i, t in ipairs(card.traits or {}) do
    if type(t) ~= "table" or type(t.event) ~= "string" or type(t.operation) ~= "function" then
      error(("%s: traits[%d] needs an event (a string) and an operation(ev, card, match)"):format(file, i), 0)
    end
  end
  local ids = {}
  for i, a in ipairs(card.abilities) do
    check_ability(file, card, i, a)
    if ids[a.id] then error(("%s: two abilities are called '%s'"):format(file, a.id), 0) end
    ids[a.id] = true
  end
end

local indexers = {}

-- Registers fn(card), run on every card of the pool once it is checked (at once on those
-- already read): how a rules module works out at load what it asks of each card.
function catalog.index(fn)
  indexers[#indexers + 1] = fn
  for _, title in ipairs(catalog.titles) do fn(catalog.by_title[title]) end
end

function catalog.load()
  for _, name in ipairs(tabula.modules("cards")) do
    local file = tabula.module_file(name)
    local card = require(name)
    check(file, card)
    if catalog.by_title[card.title] then
      error(("%s: the title '%s' is also in %s"):format(file, card.title, catalog.by_title[card.title].file), 0)
    end
    card.file = file
    catalog.by_title[card.title] = card
    catalog.titles[#catalog.titles + 1] = card.title
    for _, fn in ipairs(indexers) do fn(card) end
  end
  table.sort(catalog.titles)
end

-- The definition of a card object (its kind is its title). Asked of every card in play
-- at every opportunity, so each card's is kept once found: a card's kind never changes,
-- and the table, weakly keyed by the cards (handles of one match), goes with its match.
-- catalog.defs[card] is catalog.of(card) without the call, for the rules' hottest loops.
local by_title = catalog.by_title
local defs = memo.lookup(function(obj) return by_title[obj.kind] end)
catalog.defs = defs

function catalog.of(obj)
  return defs[obj]
end

return catalog
