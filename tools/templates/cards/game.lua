-- {{name}}: High Card for two players, with hidden hands (RULES.md, C-1 to C-5).
-- Made by `tabula new --template cards`; docs/guide.md (section 16) explains every part.
-- The cards are the host's objects in the host's zones: the host shuffles, deals and
-- draws, keeps each hand from the other seat, and gives each seat only what it may see.
local game = {
  name = "{{name}}",
  version = "0.1",
  seats = 2,
}

local HAND, ROUNDS = 3, 5

-- C-1: the zones, two of each card 1..10 in the deck, shuffled, three to each hand.
function game.setup(match)
  local deck = match:zone{ id = "deck", kind = "deck" }   -- face down: nobody sees its cards
  local hands = {}
  for seat = 1, 2 do
    hands[seat] = match:zone{ id = "hand:" .. seat, kind = "hand", owner = seat }   -- its owner sees it
    match:zone{ id = "table:" .. seat, owner = seat, visible_to = "owner" }        -- until shown (C-2, C-3)
  end
  for value = 1, 10 do
    for _ = 1, 2 do
      match:create{ kind = "card", name = tostring(value), zone = deck, props = { value = value } }
    end
  end
  deck:shuffle()
  deck:deal(HAND, hands)   -- one card at a time: seat 1, seat 2, seat 1...
  match.state.score = { 0, 0 }
end

-- C-2: the seat puts a card of its hand on its side of the table, where only it sees the
-- card. The options are the cards' ids: an id tells the other seat nothing, since it never
-- sees this hand and a card gets a new id when it is shown.
local function play_card(match, seat)
  local options = {}
  for i, card in ipairs(match:zone("hand:" .. seat):cards()) do
    options[i] = { id = tostring(card.id), label = card.name }
  end
  local id = match:choose{ seat = seat, kind = "card", options = options,
                           prompt = "Which card do you play?" }
  match:move(match:object(tonumber(id)), match:zone("table:" .. seat))
  match:log("seat %d plays a card, hidden", seat)
end

-- C-3: both cards are shown to everybody, and stay shown on the table; the higher scores.
local function show(match)
  local a, b = match:zone("table:1"):top(), match:zone("table:2"):top()
  a:reveal_to("all")
  b:reveal_to("all")
  local x, y = a.props.value, b.props.value
  local scorer = x > y and 1 or y > x and 2 or nil
  local score = match.state.score
  if scorer then score[scorer] = score[scorer] + 1 end
  match:log("seat 1 shows %s, seat 2 shows %s: %s", a.name, b.name,
            scorer and ("seat " .. scorer .. " scores") or "a tie")
end

-- C-4: each player draws a card from the deck, seat 1 first.
local function draw_cards(match)
  local deck = match:zone("deck")
  for seat = 1, 2 do deck:draw(1, match:zone("hand:" .. seat)) end
end

-- A turn is a round: the turn passes between rounds, so `tabula play` reports five.
function game.play(match)
  for round = 1, ROUNDS do
    if round > 1 then
      match:next_turn()
      draw_cards(match)
    end
    for seat = 1, 2 do play_card(match, seat) end
    show(match)
  end
  local x, y = match.state.score[1], match.state.score[2]   -- C-5
  if x == y then return { draw = true, reason = "equal scores", scores = { x, y } } end
  return { winner = x > y and 1 or 2, reason = "the higher score", scores = { x, y } }
end

-- What a seat's agent is given: what the host lets the seat see of the cards (its own
-- hand, how many cards the other holds, the cards shown) and the scores. Seat 0, an
-- onlooker, sees no hand.
function game.view(match, seat)
  return { cards = match:view_of(seat), score = match.state.score }
end

-- "3 7 ?": the names of a zone's cards as the view gives them, "?" for a hidden one.
local function names(zone)
  local out = {}
  for i, card in ipairs(zone.cards) do out[i] = card.hidden and "?" or card.name end
  return #out > 0 and table.concat(out, " ") or "-"
end

-- What a person in the seat is shown, made from the seat's view alone: it cannot show
-- more than the view does.
function game.render(match, seat)
  local v = game.view(match, seat)
  local zones = v.cards.zones
  local lines = { ("score %d - %d; %d cards in the deck"):format(v.score[1], v.score[2], zones.deck.count) }
  for s = 1, 2 do
    lines[#lines + 1] = ("seat %d: hand %s; table %s"):format(s, names(zones["hand:" .. s]), names(zones["table:" .. s]))
  end
  return table.concat(lines, "\n")
end

return game
