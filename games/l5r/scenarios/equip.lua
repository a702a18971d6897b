-- Attachments and equipping (L5-10.4 to L5-10.8, L5-21.5).
local T = require "tabula.test"
local P = require "positions"
local stats = require "rules.stats"

local pick = P.pick

T.scenario("equip: a Limited action paying the card's gold; the Item attaches unbowed and adds its modifiers [L5-10.5, L5-10.4, L5-2.2, A-12, L5-0.6]", function()
  local t = P.match{ ap = 1, phase = "action", home = { { "Daidoji Kenshi" }, {} },
    hand = { { "Naginata", "Tell the Tale" }, {} } }
  pick(t, 1, "Naginata")                                  -- its only bearer, Kenshi; The Aerie pays 2
  T.eq(t:run(), "choice")
  local kenshi = P.card(t, 1, "home", "Daidoji Kenshi")
  local naginata = P.card(t, 1, "home", "Naginata")
  T.eq(naginata.attached_to, kenshi)
  T.eq(naginata.turned, false)
  T.eq({ stats.force(t.match, kenshi), stats.chi(t.match, kenshi) }, { 4, 5 })
  T.eq(P.card(t, 1, "home", "The Aerie").turned, true, "gold paid")
end)

T.scenario("equip is Limited: the other player cannot equip in the active player's turn [L5-10.5, L5-7.2]", function()
  local t = P.match{ ap = 1, phase = "action", home = { { "Daidoji Kenshi" }, { "Shosuro Koshiba" } },
    hand = { { "Tell the Tale" }, { "Medium Cavalry", "Uncertainty" } } }
  pick(t, 1, "Pass")
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 2)
  T.truthy(not P.offers(t, "Medium Cavalry"), "no equip for S")
  T.truthy(P.offers(t, "Uncertainty"))
end)

T.scenario("an equip waits in the public pending area through its window; Skeletal Troops' loss is part of it and the Favor Reaction can prevent it [L5-21.5, L5-10.5, L5-7.10, L5-8.6, L5-7.13]", function()
  local t = P.match{ ap = 2, phase = "action", favor = 2, honor = { 10, 5 },
    home = { {}, { "Shosuro Koshiba" } }, hand = { {}, { "Skeletal Troops" } } }
  pick(t, 2, "Skeletal Troops")                           -- onto Koshiba; the Towers pay 2
  T.eq(t:run(), "choice")                                 -- W(equip): C has nothing; S may answer his own equip
  T.eq(t:pending().kind, "reaction")
  T.eq(#t.match:zone("pending"):cards(), 1, "the card is pending")
  T.eq(t.match:zone("pending"):top():visible_to(1), true, "public")
  t:answer(P.option(t, "prevent every Honor loss"))
  T.eq(t:run(), "choice")
  T.eq(t.match.state.honor[2], 5, "no loss")
  T.eq(P.card(t, 2, "home", "Skeletal Troops").attached_to, P.card(t, 2, "home", "Shosuro Koshiba"))
end)

T.scenario("Skeletal Troops' equip costs its player 2 Honor; the equip targets his Samurai, so seppuku is offered [L5-10.5, L5-3.8, L5-9.9]", function()
  local t = P.match{ ap = 2, phase = "action", honor = { 10, 5 },
    home = { {}, { "Shosuro Koshiba" } }, hand = { {}, { "Skeletal Troops", "Tell the Tale" } } }
  pick(t, 2, "Skeletal Troops")
  T.eq(t:run(), "choice")
  T.eq(t:pending().labels, { "Decline seppuku", "Order Shosuro Koshiba to commit seppuku" })
  t:answer("decline")
  T.eq(t:run(), "choice")
  T.eq(t.match.state.honor[2], 3)
end)

T.scenario("Soshi Neiru takes Air Spells as an Open action, in the other player's turn too [L5-10.5, L5-3.7]", function()
  local t = P.match{ ap = 1, phase = "action", home = { {}, { "Soshi Neiru", "Shosuro Rokujo" } },
    hand = { { "Tell the Tale" }, { "Secrets on the Wind" } } }
  pick(t, 1, "Pass")
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 2)
  T.eq(t:pending().labels, { "Secrets on the Wind: Open — equip it (Open)", "Pass" })
  t:answer(P.option(t, "equip it"))                       -- Neiru is the only bearer of this Open equip
  T.eq(t:run(), "choice")
  local secrets = P.card(t, 2, "home", "Secrets on the Wind")
  T.eq(secrets.attached_to, P.card(t, 2, "home", "Soshi Neiru"))
  T.eq(secrets:counter("token"), 3, "Neiru's Chi [L5-17.11]")
end)
