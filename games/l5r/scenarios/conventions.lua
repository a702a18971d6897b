-- The pool, the game objects and conventions (L5-0, L5-1, L5-2), and rules that need
-- a position of their own.
local T = require "tabula.test"
local P = require "positions"
local catalog = require "catalog"
local zones = require "zones"

T.scenario("every card file names the spec table its card comes from [L5-0.1, L5-3]", function()
  P.base_pool()
  for _, title in ipairs(catalog.titles) do
    local card = catalog.by_title[title]
    local path = card.file:match("^games/l5r/(cards/.+%.lua)$")
    T.truthy(path, card.file .. " is a card file of games/l5r")
    local text = tabula.data(path)
    T.truthy(text:match("^%-%- [^\n]*%(L5%-3%.%d%)"), card.file .. " starts with its title and table id")
  end
end)

T.scenario("the pool: 58 titles, each of a type of L5-2.1 in its deck [L5-2.1, L5-1.3]", function()
  P.base_pool()
  local by_type = {}
  for _, title in ipairs(catalog.titles) do
    local c = catalog.by_title[title]
    by_type[c.type] = (by_type[c.type] or 0) + 1
    if c.type == "personality" or c.type == "holding" or c.type == "event" then T.eq(c.deck, "dynasty", title)
    elseif c.type ~= "stronghold" then T.eq(c.deck, "fate", title) end
  end
  T.eq(#catalog.titles, 58)
  T.eq(by_type, { stronghold = 2, personality = 19, holding = 6, event = 2, strategy = 18, follower = 6, item = 1,
                  spell = 4 })
end)

T.scenario("each player's piles and areas, and who sees them [L5-1.3, L5-21.10]", function()
  local t = T.match{}
  for seat = 1, 2 do
    for _, pile in ipairs{ "dynasty_discard", "fate_discard", "removed" } do
      T.eq(zones.get(t.match, pile, seat).visible_to, "all", pile .. " is public")
    end
    T.eq(zones.get(t.match, "hand", seat).visible_to, "owner")
    T.eq(zones.get(t.match, "fate", seat).visible_to, "none")
    T.eq(zones.get(t.match, "home", seat).in_play, true)
    T.eq(zones.get(t.match, "events", seat).in_play, true)
  end
  T.eq(t.match:zone("pending").visible_to, "all")
end)

T.scenario("a dishonored Personality is shown as such to both players [L5-2.8, L5-9.3]", function()
  local t = P.match{ ap = 1, phase = "action", home = { { { "Daidoji Kenshi", dishonored = true } }, {} } }
  T.truthy(t:render(2):find("Daidoji Kenshi [dishonored]", 1, true), "seat 2's board")
  T.eq(t:view(2).seats[1].home[2].dishonored, true)
end)

T.scenario("no first-turn restriction: the first player may attack on turn 1 [L5-4.7]", function()
  local t = P.match{ ap = 1, phase = "attack", home = { { "Daidoji Kenshi" }, {} } }
  T.eq(t.match:turn(), 1)
  T.eq(t:run(), "choice")
  T.truthy(P.offers(t, "Attack"))
  t:answer("no_attack")
  P.end_turn(t)
end)

T.scenario("an attachment's Battle ability is performed by its bearer, who must be at the battlefield [L5-7.11, L5-7.2]", function()
  local t = P.battle{ ap = 1, province = 1, field = { { "Daidoji Kinta" }, { "Shosuro Koshiba" } },
    home = { { { "Daidoji Kenshi", attach = { "Spearmen" } } }, {} } }
  T.eq(t:pending().seat, 2)
  t:answer("pass")
  T.eq(t:run(), "choice")
  T.truthy(P.offers(t, "Ranged 4 attack: Daidoji Kinta"), "Kinta is there")
  T.truthy(not P.offers(t, "Spearmen"), "Spearmen's bearer is at home")
  t:answer("pass")
  P.end_turn(t)
end)

T.scenario("a duelist who left before the duel begins: there is no duel [L5-13.3, L5-7.8]", function()
  local t = P.battle{ ap = 1, province = 1, field = { { "Daidoji Kenshi" }, { "Shosuro Koshiba" } },
    hand = { { "Stand Or Run" }, {} },
    before = function(m) P.hook(m, 2, "destroy") end }     -- S's stand-in Reaction destroys the first target
  t:answer("pass")                                         -- S passes the opportunity
  P.pick(t, 1, "Stand Or Run")                             -- Kenshi challenges Koshiba
  P.pick(t, 2, "(test stand-in)")                          -- Kenshi, the challenger, is destroyed
  P.finish_turn(t)
  T.truthy(not P.took(t, { kind = "challenge" }), "no accept or refuse")
  T.eq(P.card(t, 1, "dynasty_discard", "Daidoji Kenshi").props.dead, "honorable")
  T.eq(P.card(t, 2, "home", "Shosuro Koshiba").props.dead, nil, "Koshiba fought no duel")
end)
