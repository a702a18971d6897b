-- {{name}}: High Card for two players, with hidden hands (RULES.md, C-1 to C-4).
-- Made by `tabula new --template cards`; docs/guide.md explains every part.
local game = {
  name = "{{name}}",
  version = "0.1",
  seats = 2,
}

local HAND = 5

-- C-1: two of each card 1..10, shuffled with the match's generator, five to each hand.
function game.setup(match)
  local deck = {}
  for v = 1, 10 do deck[#deck + 1] = v; deck[#deck + 1] = v end
  for i = #deck, 2, -1 do
    local j = match:random(i)
    deck[i], deck[j] = deck[j], deck[i]
  end
  local hands = { {}, {} }
  for i = 1, HAND do
    hands[1][i] = table.remove(deck)
    hands[2][i] = table.remove(deck)
  end
  match.state.hands, match.state.score, match.state.played = hands, { 0, 0 }, {}
end

-- C-2: the seat plays one card of its hand, face down; its ids are positions in the
-- hand, which tell the other seat nothing.
local function play_card(match, seat)
  local hand, options = match.state.hands[seat], {}
  for i, v in ipairs(hand) do options[i] = { id = tostring(i), label = "play a " .. v } end
  local id = match:choose{ seat = seat, kind = "card", options = options,
                          prompt = "Seat " .. seat .. ": which card?" }
  local i = tonumber(id)
  match.state.played[seat] = table.remove(hand, i)
  match:log("seat %d plays a card face down", seat)
end

function game.play(match)
  local s = match.state
  for _ = 1, HAND do
    for seat = 1, 2 do play_card(match, seat) end
    local a, b = s.played[1], s.played[2]   -- C-3: both shown; the higher scores
    local scorer = a > b and 1 or b > a and 2 or nil
    if scorer then s.score[scorer] = s.score[scorer] + 1 end
    match:log("seat 1 shows %d, seat 2 shows %d: %s", a, b, scorer and ("seat " .. scorer .. " scores") or "a tie")
    s.played = {}
    match:next_turn()
  end
  local x, y = s.score[1], s.score[2]   -- C-4
  if x == y then return { draw = true, reason = "equal scores" } end
  return { winner = x > y and 1 or 2, reason = "the higher score", scores = { x, y } }
end

-- What a seat may see: its own hand, the other's hand size, whether a card lies face
-- down, and the scores (seat 0, an onlooker, sees no hand).
function game.view(match, seat)
  local s = match.state
  return { hand = s.hands[seat], score = s.score,
           cards_left = { #s.hands[1], #s.hands[2] },
           face_down = { s.played[1] ~= nil, s.played[2] ~= nil } }
end

function game.render(match, seat)
  local v = game.view(match, seat)
  local lines = { ("score %d - %d; cards left %d and %d"):format(v.score[1], v.score[2], v.cards_left[1], v.cards_left[2]) }
  if v.hand then lines[#lines + 1] = "your hand: " .. table.concat(v.hand, " ") end
  return table.concat(lines, "\n")
end

return game
