-- The rules of {{name}} (RULES.md): each scenario cites the rule it checks. Where a
-- scenario needs known cards it stacks the deck: T.match{stack = ...} for the shuffle of
-- setup, t:draws for the draws (docs/testing.md).
local T = require "tabula.test"

-- The answer that plays the seat's card of this name: the card's id (C-2).
local function card(t, seat, name)
  for _, c in ipairs(t.match:zone("hand:" .. seat):cards()) do
    if c.name == name then return tostring(c.id) end
  end
  error(("seat %d holds no card %s"):format(seat, name), 2)
end

-- The names of a zone's cards, bottom to top: the full truth, as the referee sees it.
local function names(t, zone)
  local out = {}
  for i, c in ipairs(t.match:zone(zone):cards()) do out[i] = c.name end
  return out
end

-- Plays to the end, each seat playing the first card of its hand.
local function play_out(t)
  local status = t:run()
  while status == "choice" do
    t:answer(t:pending().options[1])
    status = t:run()
  end
  return status
end

-- The top of the deck, dealt one card at a time, seat 1 first: seat 1 gets 1 2 3, seat 2 8 9 10.
local DEAL = { "1", "8", "2", "9", "3", "10" }

T.scenario("the deck holds two of each card 1..10; three go to each hand [C-1]", function()
  local t = T.match{ seed = 7 }
  T.eq(t.match:zone("hand:1"):count(), 3)
  T.eq(t.match:zone("hand:2"):count(), 3)
  T.eq(t.match:zone("deck"):count(), 14)
  local count = {}
  for _, c in ipairs(t.match:objects{ kind = "card" }) do count[c.name] = (count[c.name] or 0) + 1 end
  for v = 1, 10 do T.eq(count[tostring(v)], 2, "cards named " .. v) end
end)

T.scenario("the deal takes the top card first, one at a time, seat 1 first [C-1]", function()
  local t = T.match{ stack = { deck = DEAL } }
  T.eq(names(t, "hand:1"), { "1", "2", "3" })
  T.eq(names(t, "hand:2"), { "8", "9", "10" })
  T.eq(t.match:zone("deck"):count(), 14, "the rest stays in the deck")
end)

T.scenario("a seat plays a card of its hand by its id; the other sees a card, not which [C-2]", function()
  local t = T.match{ stack = { deck = DEAL } }
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 1)
  T.eq(t:pending().labels, { "1", "2", "3" })
  T.eq(t:pending().options, { card(t, 1, "1"), card(t, 1, "2"), card(t, 1, "3") })
  t:answer(card(t, 1, "3"))
  T.eq(t:run(), "choice", "seat 2 is asked")
  T.eq(names(t, "table:1"), { "3" })
  T.eq(names(t, "hand:1"), { "1", "2" })
  T.eq(t:view(2).cards.zones["table:1"].cards, { { hidden = true, face = "up", turned = false } },
       "seat 2 sees that a card lies there")
  T.eq(t:view(1).cards.zones["table:1"].cards[1].name, "3", "its owner sees which")
end)

-- Twin matches, alike but for one seat's hand: the other seat and an onlooker must be
-- shown the same in both, in the data its agent gets and in the text a person reads.
T.scenario("what a seat is shown never depends on the other's hand [C-1, C-2]", function()
  local a = T.match{ stack = { deck = DEAL } }
  local b = T.match{ stack = { deck = { "1", "4", "2", "5", "3", "6" } } }   -- seat 2: 4 5 6
  for _, t in ipairs{ a, b } do
    t:answer(card(t, 1, "2"))
    T.eq(t:run(), "choice", "seat 2 is asked")
  end
  for _, seat in ipairs{ 1, 0 } do
    T.eq(a:view(seat), b:view(seat), "seat " .. seat .. "'s view")
    T.eq(a:render(seat), b:render(seat), "seat " .. seat .. "'s text")
  end
  T.eq(a:render(2), "score 0 - 0; 14 cards in the deck\nseat 1: hand ? ?; table ?\nseat 2: hand 8 9 10; table -")
  local c = T.match{ stack = { deck = { "4", "8", "5", "9", "6", "10" } } }   -- seat 1: 4 5 6
  c:answer(card(c, 1, "5"))
  T.eq(c:run(), "choice", "seat 2 is asked")
  T.eq(c:view(2), a:view(2), "seat 2's view")
  T.eq(c:render(2), a:render(2), "seat 2's text")
end)

T.scenario("both cards are shown to everybody; the higher scores, equal cards nothing [C-3]", function()
  local t = T.match{ stack = { deck = { "9", "4", "5", "5", "1", "2" } } }   -- seat 1: 9 5 1; seat 2: 4 5 2
  t:answer(card(t, 1, "9"), card(t, 2, "4"))
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(t.match.state.score, { 1, 0 }, "9 beats 4")
  T.eq(t:view(2).cards.zones["table:1"].cards[1].name, "9", "seat 2 sees seat 1's card, shown")
  T.eq(t:view(0).cards.zones["table:2"].cards[1].name, "4", "so does an onlooker")
  t:answer(card(t, 1, "5"), card(t, 2, "5"))
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(t.match.state.score, { 1, 0 }, "5 and 5 score nothing")
end)

T.scenario("before every round but the first, each draws a card, seat 1 first [C-4]", function()
  local t = T.match{ stack = { deck = DEAL } }
  t:answer(card(t, 1, "1"), card(t, 2, "8"))
  t:draws("deck", { "7", "4" })   -- seat 1 draws a 7, then seat 2 a 4
  T.eq(t:run(), "choice", "round 2: seat 1 is asked")
  T.eq(names(t, "hand:1"), { "2", "3", "7" })
  T.eq(names(t, "hand:2"), { "9", "10", "4" })
  T.eq(t.match:zone("deck"):count(), 12)
end)

T.scenario("after five rounds, five turns, the higher score wins; equal scores draw [C-5]", function()
  -- Seat 1 is dealt 10 9 8 and draws 7 6 5 4; seat 2 is dealt 1 2 3 and draws 1 2 3 4.
  local t = T.match{ stack = { deck = { "10", "1", "9", "2", "8", "3", "7", "1", "6", "2", "5", "3", "4", "4" } } }
  T.eq(play_out(t), "finished")
  T.eq(t.result.winners, { 1 })
  T.eq(t.result.scores, { 5, 0 })
  T.eq(t.match:turn(), 5, "a turn is a round")
  -- Both seats get the same cards in the same order: every round is a tie.
  local u = T.match{ stack = { deck = { "1", "1", "2", "2", "3", "3", "4", "4", "5", "5", "6", "6", "7", "7" } } }
  T.eq(play_out(u), "finished")
  T.eq(u.result.outcome, "draw")
  T.eq(u.result.scores, { 0, 0 })
end)
