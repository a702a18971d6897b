-- Setup and decklists (L5-3, L5-4, L5-15, L5-21.2, L5-21.10).
local T = require "tabula.test"
local zones = require "zones"

local function count(t, pile, seat) return zones.get(t.match, pile, seat):count() end

T.scenario("each player starts with his Stronghold, its Honor, 4 face-down Provinces and 5 cards [L5-4.1, L5-4.3, L5-4.4, L5-4.5, L5-0.2, L5-1.1, L5-1.4, L5-21.10, L5-1.5]", function()
  local t = T.match{ seed = 7 }
  local s = t.match.state
  T.eq(s.honor, { 6, 1 }, "Crane 6, Scorpion 1")
  T.eq(s.favor, 0, "the Favor in the centre")
  for seat = 1, 2 do
    T.eq(count(t, "hand", seat), 5, "hand")
    T.eq(count(t, "dynasty", seat), 16, "Dynasty deck after 4 Provinces")
    T.eq(count(t, "fate", seat), 15, "Fate deck after 5 cards")
    T.eq(count(t, "home", seat), 1, "the Stronghold")
    for n = 1, 4 do
      local card = zones.province(t.match, seat, n):top()
      T.eq(card.face, "down", "Province " .. n)
      T.eq(card:visible_to(seat), false, "its owner does not see it [L5-21.10]")
      T.eq(card:visible_to(3 - seat), false, "nor his opponent")
    end
  end
  T.eq(zones.get(t.match, "home", 1):top().kind, "The Aerie")
  T.eq(zones.get(t.match, "home", 2):top().kind, "The Towers of the Yogo")
end)

T.scenario("Crane goes first by Starting Honor [L5-4.6, L5-15.1]", function()
  local t = T.match{ seed = 3 }
  T.eq(t.match.state.first, 1)
end)

T.scenario("honor_draw: each player draws a card and adds its FV; the drawn cards stay in hand [L5-15.2, A-27]", function()
  local t = T.match{ seed = 3, options = { first_player = "honor_draw" } }
  T.eq(count(t, "hand", 1), 6)
  T.eq(count(t, "hand", 2), 6)
  T.eq(t.match.state.first, 1, "6 + FV beats 1 + FV: every FV in the decks is 1 to 5")
end)

T.scenario("the same seed gives the same Provinces; another seed other ones [L5-21.2, L5-4.2]", function()
  local function provinces(seed)
    local t = T.match{ seed = seed }
    local out = {}
    for n = 1, 4 do out[n] = zones.province(t.match, 1, n):top().kind end
    return table.concat(out, ",")
  end
  T.eq(provinces(11), provinces(11))
  T.truthy(provinces(11) ~= provinces(12) or provinces(11) ~= provinces(13), "shuffled")
end)

T.scenario("a deck option naming no list is refused before the match, with the lists there are [L5-21.2]", function()
  T.raises(function() T.match{ options = { deck1 = "lion" } } end, "option 'deck1': no file 'decks/lion.txt'")
  T.raises(function() T.match{ options = { deck2 = "../x" } } end, "option 'deck2': '../x' is not a deck name")
end)
