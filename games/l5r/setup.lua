-- Setup (L5-4, L5-15.1, L5-15.2, L5-21.2): decks from the deck options, Strongholds
-- and Honor, shuffles in the order L5-21.2 gives, Provinces, hands, first player.
local catalog = require "catalog"
local decks = require "decks"
local zones = require "zones"

local setup = {}

setup.HAND = 5   -- L5-4.4

local function create_pile(match, seat, pile, titles)
  local zone = zones.get(match, pile, seat)
  for _, title in ipairs(titles) do   -- the first listed ends at the bottom (position 1)
    match:create{ kind = title, name = title, owner = seat, zone = zone }
  end
end

local function focus_value(card) return catalog.of(card).focus or 0 end

-- L5-15.1's tie-break: the bottom Fate cards, then the next up, ...; seat 1 if all tie.
-- The compared cards are shown to both players (the outcome would tell them anyway).
local function bottom_compare(match)
  local a, b = zones.get(match, "fate", 1):cards(), zones.get(match, "fate", 2):cards()
  for i = 1, math.min(#a, #b) do
    a[i]:reveal_to("all")
    b[i]:reveal_to("all")
    local fa, fb = focus_value(a[i]), focus_value(b[i])
    if fa ~= fb then return fa > fb and 1 or 2 end
  end
  return 1
end

local function first_player(match)
  local s, how = match.state, match.options.first_player
  if how == "random" then return match:random(1, 2) end
  local value = { s.starting_honor[1], s.starting_honor[2] }
  if how == "honor_draw" then
    for seat = 1, 2 do
      local drawn = zones.get(match, "fate", seat):draw(1)
      if drawn[1] then
        drawn[1]:reveal_to("all")
        value[seat] = value[seat] + focus_value(drawn[1])
      end
    end
  end
  if value[1] ~= value[2] then return value[1] > value[2] and 1 or 2 end
  return bottom_compare(match)
end

function setup.run(match)
  if match.seats ~= 2 then tabula.option_error("seats", "L5R is a game for two players") end
  local s = { honor = {}, starting_honor = {}, clan = {}, favor = 0, provinces = {}, entered = 0,
              resolved_events = {}, archers = {}, decks = {}, battle_serial = 0 }
  match.state = s
  zones.create(match)
  local lists = {}
  for seat = 1, 2 do
    local option = "deck" .. seat
    local deck, err = decks.load(match.options[option])
    if not deck then tabula.option_error(option, err) end
    lists[seat] = deck
    s.decks[seat] = match.options[option]
  end
  for seat = 1, 2 do
    local deck = lists[seat]
    local sh = catalog.by_title[deck.stronghold]
    s.entered = s.entered + 1
    match:create{ kind = sh.title, name = sh.title, owner = seat, zone = zones.get(match, "home", seat),
                  props = { entered = s.entered } }
    s.honor[seat], s.starting_honor[seat], s.clan[seat] = sh.starting_honor, sh.starting_honor, sh.clan
    s.provinces[seat] = { true, true, true, true }
    s.archers[seat] = 0
    create_pile(match, seat, "dynasty", deck.dynasty)
    create_pile(match, seat, "fate", deck.fate)
  end
  for seat = 1, 2 do
    zones.get(match, "dynasty", seat):shuffle()
    zones.get(match, "fate", seat):shuffle()
  end
  for seat = 1, 2 do
    for n = 1, zones.PROVINCES do zones.get(match, "dynasty", seat):draw(1, zones.province(match, seat, n)) end
    zones.get(match, "fate", seat):draw(setup.HAND)
  end
  s.first = first_player(match)
end

return setup
