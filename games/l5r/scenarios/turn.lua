-- The turn (L5-5), the end of the match (L5-16, L5-21.9) and check points (L5-16.3).
local T = require "tabula.test"
local P = require "positions"
local zones = require "zones"

local function run_to_choice(t, kind)
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, kind)
end

T.scenario("a player with 40 Honor at the start of his own turn wins [L5-5.1, L5-16.1, L5-1.2]", function()
  local t = P.match{ ap = 1, phase = "start", honor = { 40, 1 } }
  T.eq(t:run(), "finished")
  T.eq(t.result.winners, { 1 })
  T.eq(t.result.reason, "honor")
end)

T.scenario("40 Honor reached in the other player's turn wins nothing yet [L5-16.1]", function()
  local t = P.match{ ap = 2, phase = "start", honor = { 45, 1 }, options = { max_turns = 1 } }
  T.eq(t:run(), "finished")
  T.eq(t.result.outcome, "draw", "turn 1 was seat 2's: no Honor victory for seat 1 [L5-21.9]")
  T.eq(t.result.reason, "turn limit")
end)

T.scenario("Straighten: the active player straightens everything he controls, not the other's [L5-5.2]", function()
  local t = P.match{ ap = 1, phase = "straighten",
    home = { { { "The Aerie", bowed = true }, { "Doji Shunya", bowed = true, attach = { { "Naginata", bowed = true } } } },
             { { "The Towers of the Yogo", bowed = true } } } }
  T.eq(t:run(), "choice")   -- the first opportunity of the Action phase
  T.eq(P.card(t, 1, "home", "The Aerie").turned, false)
  T.eq(P.card(t, 1, "home", "Doji Shunya").turned, false)
  T.eq(P.card(t, 1, "home", "Naginata").turned, false, "attachments too")
  T.eq(P.card(t, 2, "home", "The Towers of the Yogo").turned, true)
end)

T.scenario("Events: Provinces turn face up; an Event resolves, goes to the discard pile, and its Province refills face down [L5-5.3, L5-10.3, L5-17.20]", function()
  local t = P.match{ ap = 1, phase = "events", honor = { 6, 1 },
    provinces = { { false, "Imperial Gift", false, false } }, hand = { { "Tell the Tale" } } }
  T.eq(t:run(), "choice")           -- the Action phase (the Item search had one option at most)
  T.eq(t:pending().kind, "action")
  local s = t.match.state
  T.eq(s.honor[1], 8, "Imperial Gift: +2 Honor")
  T.truthy(P.card(t, 1, "dynasty_discard", "Imperial Gift"), "in the Dynasty discard pile")
  T.eq(zones.province(t.match, 1, 2):top().face, "down", "refilled face down")
  T.eq(zones.province(t.match, 1, 1):top().face, "up", "the others turned face up")
end)

T.scenario("One-Time Events: a later copy of a resolved Event title is discarded without effect [L5-15.3, L5-5.3]", function()
  local t = P.match{ ap = 1, phase = "events", honor = { 6, 1 },
    provinces = { { false, "Imperial Gift", false, false } } }
  t.match.state.resolved_events["Imperial Gift"] = true
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(t.match.state.honor[1], 6, "no Honor")
  T.truthy(P.card(t, 1, "dynasty_discard", "Imperial Gift"))
end)

T.scenario("Suspicions stays in play; at the start of its owner's Action phase each player loses 1 Honor [L5-5.4, L5-5.7, L5-3.7]", function()
  local t = P.match{ ap = 2, phase = "events", honor = { 10, 5 },
    provinces = { nil, { "Suspicions", false, false, false } } }
  T.eq(t:run{ turns = 1 }, "turn")
  T.truthy(P.card(t, 2, "events", "Suspicions"), "in the events-in-play area")
  T.eq(t.match.state.honor, { 9, 4 })
end)

T.scenario("End phase: draw 1; a Fate deck that runs out is made again from the discard pile [L5-5.8, L5-5.9]", function()
  local t = P.match{ ap = 1, phase = "end", hand = { {} } }
  local deck, pile = zones.get(t.match, "fate", 1), zones.get(t.match, "fate_discard", 1)
  for _, c in ipairs(deck:cards()) do t.match:move(c, pile) end
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(zones.get(t.match, "hand", 1):count(), 1)
  T.eq(deck:count() + pile:count(), 14, "the other 14 are the new deck")
  T.eq(pile:count(), 0)
end)

T.scenario("a check point: -20 Honor loses at once [L5-16.2, L5-16.3, L5-0.5]", function()
  local t = P.match{ ap = 2, phase = "action", honor = { 10, -19 }, home = { {}, { "Voitagi" } },
    provinces = { nil, { "Voitagi", false, false, false } } }
  t.match.state.resume = "dynasty"
  T.eq(t:run(), "choice")
  t:answer(P.option(t, "Recruit Voitagi"))   -- the Towers alone pay: no gold choice
  T.eq(t:run(), "finished")
  T.eq(t.result.winners, { 1 })
  T.eq(t.result.reason, "dishonor")
end)

T.scenario("the turn limit ends the match in a draw [L5-21.9]", function()
  local t = T.match{ options = { max_turns = 2 } }
  local status = t:run()
  while status == "choice" do
    t:answer(t:pending().options[#t:pending().options])
    status = t:run()
  end
  T.eq(status, "finished")
  T.eq(t.result.reason, "turn limit")
  T.eq(t.match:turn(), 2)
end)

T.scenario("Dynasty phase: a Holding enters bowed; recruiting is not an action and NAP has no choice [L5-5.6, L5-10.2, A-2]", function()
  local t = P.match{ ap = 1, phase = "dynasty", provinces = { { "Marketplace", false, false, false } } }
  run_to_choice(t, "recruit")
  t:answer(P.option(t, "Marketplace"))
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.card(t, 1, "home", "Marketplace").turned, true)
  T.eq(P.card(t, 1, "home", "The Aerie").turned, true, "paid with the Aerie")
end)
