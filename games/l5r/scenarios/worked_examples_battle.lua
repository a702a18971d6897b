-- The worked examples of L5-20 fought in battles, step by step. A battle is reached by
-- answers: the Attack phase starts, the attacker attacks, and the maneuvers send the
-- units "at the battlefield" to the Province (P.battle); examples whose maneuvers are
-- part of the plays answer them one by one (P.assign).
local T = require "tabula.test"
local P = require "positions"

local pick, pass = P.pick, P.pass

local function dead(t, seat, title) return P.card(t, seat, "dynasty_discard", title).props.dead end

-- Ex-4's position: the battle at C's P3, Genshin against Koshiba; C uses The Aerie, both
-- pass the windows, and the duel's exchange runs as the example plays it.
local function ex4()
  local stats = require "rules.stats"
  local after
  local t, totals = P.battle{ ap = 2, province = 3, honor = { 20, 0 },
    field = { { "Doji Genshin" }, { "Shosuro Koshiba" } },
    hand = { { "Naginata", "Focus" }, { "Confusion at Court", "Tell the Tale" } },
    before = function(t)
      local genshin, koshiba = P.card(t, 1, "home", "Doji Genshin"), P.card(t, 2, "home", "Shosuro Koshiba")
      after = P.at_step(t, "resolution", function()      -- the segment is over: the state after the duel
        return { honor = P.honor(t),
                 koshiba = { koshiba.turned, koshiba.props.dishonored == true, stats.ph(t.match, koshiba) },
                 genshin = { genshin.turned, genshin.props.dishonored == true },
                 hands = { P.titles(t, 1, "hand"), P.titles(t, 2, "hand") } }
      end)
    end }
  local n = #t:forced()
  pick(t, 1, "The Aerie")                                 -- 1. C: The Aerie, Genshin duels Koshiba
  T.eq(t:run(), "choice")                                 -- 2. the duel cannot be refused
  T.eq(P.forced(t, n), { "1 target Doji Genshin", "1 target Shosuro Koshiba",
                         "2 reaction pass", "1 reaction pass",                   -- W(The Aerie)
                         "2 reaction pass", "1 reaction pass" },                 -- the duel-entry window, S first
       "lone choices; W: S, C pass; the duelists enter: S, C pass")
  T.eq(t:pending().seat, 2, "3. Koshiba is challenged: S acts first")
  T.eq(t:pending().labels, { "Strike", "Focus Confusion at Court (FV 2)", "Focus Tell the Tale (FV 1)" })
  t:answer(P.option(t, "Focus Confusion at Court"))
  pick(t, 1, "Focus Naginata")
  pick(t, 2, "Focus Tell the Tale")
  pick(t, 1, "Strike")
  return t, after, totals
end

T.scenario("Ex-4: The Aerie; Double Chi counts Genshin's focus twice: 7 against 6 [L5-17.1, L5-13.4, L5-13.7, L5-13.8, L5-14.2, L5-13.1, L5-13.5, L5-13.10]", function()
  local t, after, totals = ex4()
  -- 4. Genshin 5 + 2 x 1 = 7, Koshiba 3 + 2 + 1 = 6: Genshin wins. 5. Koshiba bowed and
  -- dishonored, C gains 1. Next opportunity: S, who has nothing left; then C, likewise.
  local n = #t:forced()
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.forced(t, n, 2), { "2 battle pass", "1 battle pass" }, "next opportunity: S")
  T.eq(after, { { honor = { 21, 0 }, koshiba = { true, true, 0 }, genshin = { false, false },
                  hands = { { "Focus" }, {} } } },
       "C 21, S 0; Koshiba bowed, dishonored, PH 0; Genshin unbowed; C holds Focus, S nothing")
  T.eq(P.titles(t, 1, "fate_discard"), { "Naginata" }, "the focus cards go to their owners' piles")
  T.eq(P.titles(t, 2, "fate_discard"), { "Confusion at Court", "Tell the Tale" })
  -- then the resolution: A = 0 (Koshiba bowed), D = 3: Koshiba dies dishonorably (S loses his
  -- printed PH 1) and C gains 1 for him
  T.eq(totals, { { 0, 3 } })
  T.eq(dead(t, 2, "Shosuro Koshiba"), "dishonorable")
  T.eq(t.match.state.honor, { 22, -1 })
end)

T.scenario("Ex-4 without Double Chi: 6 against 6, both bowed and dishonored, nobody gains [L5-17.1, L5-13.8]", function()
  P.without_keyword("Doji Genshin", "Double Chi", function()
    local t, after, totals = ex4()
    T.eq(t:run{ turns = 1 }, "turn")
    T.eq(after, { { honor = { 20, 0 }, koshiba = { true, true, 0 }, genshin = { true, true },
                    hands = { { "Focus" }, {} } } }, "both lose")
    -- the resolution: 0 against 0, nothing happens; both go home bowed and dishonored
    T.eq(totals, { { 0, 0 } })
    T.eq(t.match.state.honor, { 20, 0 })
    T.eq(P.card(t, 1, "home", "Doji Genshin").props.dishonored, true)
    T.eq(P.card(t, 2, "home", "Shosuro Koshiba").props.dishonored, true)
  end)
end)

T.scenario("Ex-5: Stand Or Run, accepted; a tie destroys both duelists [L5-13.2, L5-13.7, L5-13.8, L5-9.7, L5-11.9, L5-14.8]", function()
  local t, totals = P.battle{ ap = 1, province = 1,
    field = { { "Kakita Izumiko" }, { "Bayushi Manami" } },
    hand = { { "Stand Or Run" }, { "Skeletal Troops" } } }
  local honor = P.honor(t)
  pass(t, 2)                                              -- 1. S passes
  local n = #t:forced()
  pick(t, 1, "Stand Or Run")                              -- C: Izumiko challenges Manami (lone targets)
  T.eq(t:run(), "choice")                                 -- 2. Manami is unbowed: S may refuse; accepts
  T.eq(t:pending().labels, { "Accept the challenge", "Refuse the challenge" })
  pick(t, 2, "Accept")
  T.eq(t:run(), "choice")                                 -- 3. Manami is challenged: S acts first
  T.eq(P.forced(t, n), { "1 target Kakita Izumiko", "1 target Bayushi Manami",   -- the lone targets
                         "2 reaction pass", "1 reaction pass",                   -- W(Stand Or Run)
                         "2 reaction pass", "1 reaction pass" },                 -- the duel-entry window
       "W: S passes, C passes; the duelists enter: S passes, C passes")
  T.eq(t:pending().kind, "duel")
  T.eq(t:pending().labels, { "Strike", "Focus Skeletal Troops (FV 1)" })
  t:answer(P.option(t, "Focus Skeletal Troops"))
  -- C has no card left: he strikes. 4. Izumiko 3, Manami 2 + 1 = 3: both lose, both destroyed.
  -- 5. S passes, C passes; resolution: 0 against 0, nothing happens
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.forced(t, n + 6, 3), { "1 duel strike", "2 battle pass", "1 battle pass" })
  T.eq(totals, { { 0, 0 } })
  T.eq(dead(t, 1, "Kakita Izumiko"), "honorable")
  T.eq(dead(t, 2, "Bayushi Manami"), "honorable")
  T.eq(t.match.state.honor, honor, "no Honor change: Izumiko's trait needs a win")
  T.eq(t.match.state.provinces[2][1], true, "S's P1 intact")
  T.eq(P.titles(t, 2, "fate_discard"), { "Skeletal Troops" })
  T.eq(P.titles(t, 1, "fate_discard"), { "Stand Or Run" })
end)

T.scenario("Ex-6: a combined ranged attack, its targets, then a tie in resolution [L5-12.2, L5-12.3, L5-12.4, L5-17.5, L5-11.9, L5-12.5]", function()
  local t, totals = P.battle{ ap = 2, province = 2,
    field = { { "Takayuki", { "Daidoji Kenshi", attach = { "Spearmen" } } },
              { { "Shosuro Keiichi", attach = { "Ashigaru Archers" } } } },
    hand = { {}, { "Tell the Tale" } } }
  local honor = P.honor(t)
  local keiichi = P.card(t, 2, "battle", "Shosuro Keiichi")
  local archers = P.card(t, 2, "battle", "Ashigaru Archers")
  local spearmen = P.card(t, 1, "battle", "Spearmen")
  pass(t, 1)                                              -- 1. C passes
  T.eq(t:run(), "choice")                                 -- 2. S: one combined attack from U1
  T.truthy(P.option(t, "Ranged 3 attack: Shosuro Keiichi (each bows)"))
  T.truthy(P.option(t, "Ranged 2 attack: Ashigaru Archers (each bows)"))
  t:answer(P.option(t, "Ranged 5 attack: Shosuro Keiichi + Ashigaru Archers (each bows)"))
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "target")
  T.eq(t:pending().labels, { "Takayuki at seat 1's Province 2", "Spearmen on Daidoji Kenshi" },
       "Takayuki (no Follower) and Spearmen; not Kenshi, who has a Follower")
  t:answer(P.option(t, "Takayuki"))
  local n = #t:forced()
  -- W: C passes, S passes. 3. 5 >= 4: Takayuki destroyed; then Keiichi's separate effect
  T.eq(t:run(), "choice")
  T.eq(P.forced(t, n), { "1 reaction pass", "2 reaction pass" })
  T.eq(dead(t, 1, "Takayuki"), "honorable")
  T.eq({ keiichi.turned, archers.turned }, { true, true }, "both bowed for the attack")
  pick(t, 2, "Discard Tell the Tale to straighten Keiichi")
  T.eq(t:run(), "choice")                                 -- 4. C's opportunity
  T.eq(t:pending().seat, 1)
  T.eq(keiichi.turned, false, "Keiichi straightens")
  T.eq(P.titles(t, 2, "hand"), {}, "S hand empty")
  n = #t:forced()
  t:answer(P.option(t, "Ranged 2 attack: Spearmen"))      -- C: Spearmen's ranged 2
  pass(t, 2)                                              -- 5. S passes, C passes
  T.eq(P.forced(t, n), { "1 target Ashigaru Archers", "2 reaction pass", "1 reaction pass" },
       "Keiichi has a Follower: the Archers are the lone target; W: pass, pass")
  T.eq(spearmen.turned, true)
  T.eq(P.titles(t, 2, "fate_discard"), { "Ashigaru Archers", "Tell the Tale" }, "the Archers (F0) destroyed")
  pass(t, 1)
  -- 6. A = Keiichi 3, D = Kenshi 3 + Spearmen (bowed) 0: both armies destroyed
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(totals, { { 3, 3 } })
  T.eq(dead(t, 2, "Shosuro Keiichi"), "honorable")
  T.eq(dead(t, 1, "Daidoji Kenshi"), "honorable")
  T.eq(P.titles(t, 1, "fate_discard"), { "Spearmen" })
  T.eq(t.match.state.honor, honor, "no Honor change")
  T.eq(t.match.state.provinces[1][2], true, "C's P2 intact")
end)

T.scenario("Ex-7: Fear negated by A Stout Heart, a second Fear, resolution with Honor [L5-12.6, L5-12.7, L5-12.8, L5-7.9, L5-11.9]", function()
  local t, totals = P.battle{ ap = 2, province = 1, honor = { 15, 4 },
    field = { { { "Daidoji Kenshi", attach = { "Spearmen", "Medium Cavalry" } } },
              { { "Voitagi", attach = { "Skeletal Troops" } } } },
    hand = { { "A Stout Heart" }, {} } }
  local voitagi = P.card(t, 2, "battle", "Voitagi")
  local spearmen, cavalry = P.card(t, 1, "battle", "Spearmen"), P.card(t, 1, "battle", "Medium Cavalry")
  pass(t, 1)                                              -- 1. C passes
  local n = #t:forced()
  pick(t, 2, "Voitagi: Battle — Fear 3")                  -- 2. Voitagi's Fear 3 on Kenshi's unit
  pick(t, 1, "A Stout Heart")                             -- W(Fear) opens with C
  T.eq(voitagi.turned, false, "Fear does not bow Voitagi")
  -- W(Stout Heart): S passes, C passes; it resolves. W(Fear) continues: S passes, C passes
  T.eq(t:run(), "choice")                                 -- 3. C's opportunity
  T.eq(P.forced(t, n), { "2 target Daidoji Kenshi", "2 reaction pass", "1 reaction pass", "2 reaction pass",
                         "1 reaction pass" }, "the lone enemy unit; then the windows")
  T.eq({ spearmen.turned, cavalry.turned }, { false, false }, "the Fear is negated: nothing bows")
  T.eq(P.titles(t, 1, "fate_discard"), { "A Stout Heart" })
  t:answer(P.option(t, "Pass"))
  T.eq(t:run(), "choice")                                 -- 4. S: Voitagi's Fear is used for this battle
  T.eq(t:pending().seat, 2)
  T.falsy(P.offers(t, "Voitagi"), "no second Fear from Voitagi")
  t:answer(P.option(t, "Skeletal Troops: Battle — Fear 3"))
  T.eq(t:run(), "choice")                                 -- W: pass, pass; 5. C's opportunity
  T.eq({ spearmen.turned, cavalry.turned }, { true, true }, "Spearmen (F2) and Medium Cavalry (F3) bow")
  T.eq(P.card(t, 1, "battle", "Daidoji Kenshi").turned, false, "Kenshi is not affected")
  n = #t:forced()
  t:answer(P.option(t, "Pass"))                           -- C passes; S has nothing left and passes
  -- 6. A = 3 + 2 = 5, D = 3 + 0 + 0 = 3: S wins, C's army (3 cards) destroyed: S 4 + 3 = 7.
  -- 2 < 6: P1 survives. 7. Voitagi and Skeletal Troops bow and go home.
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(P.forced(t, n, 1), { "2 battle pass" })
  T.eq(totals, { { 5, 3 } })
  T.eq(t.match.state.honor, { 15, 7 })
  T.eq(dead(t, 1, "Daidoji Kenshi"), "honorable")
  T.eq(P.titles(t, 1, "fate_discard"), { "A Stout Heart", "Medium Cavalry", "Spearmen" })
  T.eq(t.match.state.provinces[1][1], true, "P1 intact")
  T.eq(voitagi.zone.id, "home:2")
  T.eq({ voitagi.turned, P.card(t, 2, "home", "Skeletal Troops").turned }, { true, true })
end)

T.scenario("Ex-8: Secrets on the Wind dishonors Izumiko, who then dies dishonorably [L5-17.11, L5-9.3, L5-9.8, L5-11.9]", function()
  local t = P.match{ ap = 2, phase = "action", honor = { 18, 2 },
    home = { { "Kakita Izumiko" },
             { { "Soshi Neiru", attach = { { "Secrets on the Wind", tokens = 3 } } }, "Shosuro Tsuji" } } }
  local totals = P.totals(t)
  local izumiko, secrets = P.card(t, 1, "home", "Kakita Izumiko"), P.card(t, 2, "home", "Secrets on the Wind")
  pick(t, 2, "Secrets on the Wind")                       -- 1. bow Neiru (Scorpion: no token)
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "target")
  t:answer(P.option(t, "Kakita Izumiko"))
  T.eq(t:run(), "choice")                                 -- W: pass, pass. 2. both pass, unasked
  T.eq(izumiko.props.dishonored, true, "Izumiko is dishonored")
  T.eq(secrets:counter("token"), 3, "no token removed")
  T.eq(t:pending().kind, "declare_attack", "nobody had anything more to do: the Action phase ended")
  t:answer(P.option(t, "Attack"))
  P.assign(t, 2, "Shosuro Tsuji", 4)                      -- S: Tsuji to C's P4 (Neiru is bowed)
  P.assign(t, 1, "Kakita Izumiko", 4)
  pass(t, 1)                                              -- the battle at P4: both pass
  pass(t, 2)
  -- 3. A = 5, D = 2: Izumiko destroyed while dishonored: C loses her printed PH 3; S gains 1;
  -- 3 < 6: P4 survives; Tsuji bows and goes home
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(totals, { { 5, 2 } })
  T.eq(t.match.state.honor, { 15, 3 })
  T.eq(dead(t, 1, "Kakita Izumiko"), "dishonorable")
  T.eq(secrets:counter("token"), 3, "Secrets on the Wind still has 3 tokens")
  T.eq({ P.card(t, 2, "home", "Soshi Neiru").turned, P.card(t, 2, "home", "Shosuro Tsuji").turned }, { true, true })
  T.eq(t.match.state.provinces[1][4], true, "P4 survives")
end)

T.scenario("Ex-9: a dishonored Personality in the winning army: no Honor, he is rehonored [L5-11.9, L5-9.4]", function()
  local t, totals = P.battle{ ap = 2, province = 2, honor = { 15, 6 },
    field = { { "Daidoji Kenshi", { "Kakita Izumiko", dishonored = true, attach = { "Naginata" } } },
              { { "Shosuro Koshiba", attach = { "Skeletal Troops" } } } } }
  pass(t, 1)                                              -- Battle Action segment: both pass
  pass(t, 2)
  -- A = 3 + 2 = 5, D = 3 + (2 + 1) = 6: C wins; Koshiba and Skeletal Troops destroyed (2 cards),
  -- but C's army holds dishonored Izumiko: C gains nothing and she is rehonored
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(totals, { { 5, 6 } })
  T.eq(t.match.state.honor, { 15, 6 })
  local izumiko = P.card(t, 1, "home", "Kakita Izumiko")
  T.eq(izumiko.props.dishonored, nil, "Izumiko honorable")
  T.eq(require("rules.stats").ph(t.match, izumiko), 3, "PH 3 again")
  T.eq(izumiko.turned, true, "bowed, at home")
  T.eq(P.card(t, 1, "home", "Naginata").attached_to, izumiko, "still carrying Naginata")
  T.eq(P.card(t, 1, "home", "Daidoji Kenshi").turned, true)
  T.eq(dead(t, 2, "Shosuro Koshiba"), "honorable")
  T.eq(P.titles(t, 2, "fate_discard"), { "Skeletal Troops" })
end)

T.scenario("Ex-12: cavalry maneuvers, the Tactician, a Province destroyed [L5-11.3, L5-11.4, L5-14.1, L5-12.11, L5-11.9, L5-14.5]", function()
  local t = P.match{ ap = 2, phase = "attack", honor = { 16, 4 },
    home = { { "Daidoji Kenshi", { "Takayuki", attach = { "Light Cavalry" } } },
             { "Shosuro Tsuji", { "Bayushi Yasashiku", attach = { "Medium Cavalry" } } } },
    hand = { {}, { "Focus" } },
    provinces = { { nil, "Daidoji Kinta" } } }
  local totals = P.totals(t)
  pick(t, 2, "Attack")                                    -- 1. S attacks
  P.assign(t, 2, "Shosuro Tsuji", 2)                      -- Infantry: Tsuji to P2, Yasashiku's unit home
  P.assign(t, 2, "Bayushi Yasashiku", "home")
  P.assign(t, 1, "Daidoji Kenshi", 2)                     -- C: Kenshi to P2, Takayuki's unit home
  P.assign(t, 1, "Takayuki", "home")
  P.assign(t, 2, "Bayushi Yasashiku", 2)                  -- 2. Cavalry: Yasashiku and Medium Cavalry are Cavalry
  P.assign(t, 1, "Takayuki", "home")                      -- C declines
  pass(t, 1)                                              -- 3. Battle at P2 (the only one), C first: C passes
  local yasashiku = P.card(t, 2, "battle", "Bayushi Yasashiku")
  local n = #t:forced()
  pick(t, 2, "Bayushi Yasashiku: Battle — (Tactician)")   -- the Tactician, discarding Focus (the lone card)
  T.eq(t:run(), "choice")                                 -- W: pass, pass; C's opportunity
  T.eq(P.forced(t, n), { "2 cost a card", "1 reaction pass", "2 reaction pass" })
  T.eq(require("rules.stats").force(t.match, yasashiku), 9, "Yasashiku +5F: F9")
  T.eq(P.titles(t, 2, "fate_discard"), { "Focus" })
  pass(t, 1)                                              -- C passes, S passes
  pass(t, 2)
  -- 4. A = 5 + 9 + 3 = 17, D = 3: Kenshi destroyed; 14 >= 6: P2 destroyed, Kinta discarded;
  -- S gains 1 + 1 = 2; S's units bow and go home
  T.eq(t:run{ turns = 1 }, "turn")
  local s = t.match.state
  T.eq(totals, { { 17, 3 } })
  T.eq(s.honor, { 16, 6 })
  T.eq(dead(t, 1, "Daidoji Kenshi"), "honorable")
  T.eq(s.provinces[1], { true, false, true, true }, "C has three Provinces")
  T.eq(P.titles(t, 1, "dynasty_discard"), { "Daidoji Kenshi", "Daidoji Kinta" })
  T.eq(dead(t, 1, "Daidoji Kinta"), nil, "Kinta discarded, not dead")
  local takayuki = P.card(t, 1, "home", "Takayuki")
  T.eq({ takayuki.turned, P.card(t, 1, "home", "Light Cavalry").turned }, { false, false },
       "Takayuki's unit unbowed at home")
  T.eq({ yasashiku.zone.id, yasashiku.turned, P.card(t, 2, "home", "Shosuro Tsuji").turned }, { "home:2", true, true })
end)

T.scenario("Ex-13: one Terrain per battle; the Terrain resolves last [L5-12.9, L5-11.6, L5-11.9]", function()
  local stats = require "rules.stats"
  local forces
  local t, totals = P.battle{ ap = 1, province = 1,
    field = { { "Doji Genshin", "Takayuki" }, { { "Shosuro Koshiba", attach = { "Skeletal Troops" } } } },
    hand = { { "Contentious Terrain", "Strength of Purity" }, { "Narrow Ground" } },
    before = function(t)
      local cards = { P.card(t, 1, "home", "Doji Genshin"), P.card(t, 1, "home", "Takayuki"),
                      P.card(t, 2, "home", "Shosuro Koshiba"), P.card(t, 2, "home", "Skeletal Troops") }
      forces = P.at_step(t, "resolution", function()
        local out = {}
        for i, c in ipairs(cards) do out[i] = stats.force(t.match, c) end
        return out
      end)
    end }
  local honor = P.honor(t)
  local genshin = P.card(t, 1, "battle", "Doji Genshin")
  pick(t, 2, "Narrow Ground")                             -- 1. S plays Narrow Ground; W: pass, pass
  T.eq(t:run(), "choice")                                 -- 2. C's opportunity
  T.eq(P.card(t, 2, "battle", "Narrow Ground").kind, "Narrow Ground", "in play at P1, not yet resolved")
  T.eq(stats.force(t.match, P.card(t, 1, "battle", "Takayuki")), 4, "no effect yet")
  T.falsy(P.offers(t, "Contentious Terrain"), "a Terrain is already here: no Contentious Terrain")
  t:answer(P.option(t, "Strength of Purity"))
  T.eq(t:run(), "choice")
  T.eq(t:pending().labels, { "Doji Genshin at seat 2's Province 1", "Takayuki at seat 2's Province 1" },
       "C's Personalities with PH 3 or more")
  t:answer(P.option(t, "Doji Genshin"))
  T.eq(t:run(), "choice")                                 -- W: pass, pass; S's opportunity
  T.eq(stats.force(t.match, genshin), 6, "Genshin F6")
  t:answer(P.option(t, "Pass"))                           -- 3. S passes, C passes
  pass(t, 1)
  -- Narrow Ground resolves: Genshin 6 -> 2, Takayuki 4 -> 2, Koshiba 3 -> 2, Skeletal Troops stays 2.
  -- 4. A = 2 + 2 = 4, D = 2 + 2 = 4: both armies destroyed, no Honor, P1 survives
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(forces, { { 2, 2, 2, 2 } }, "Genshin, Takayuki, Koshiba, Skeletal Troops once Narrow Ground resolved")
  T.eq(totals, { { 4, 4 } })
  for _, title in ipairs{ "Doji Genshin", "Takayuki" } do T.eq(dead(t, 1, title), "honorable", title) end
  T.eq(dead(t, 2, "Shosuro Koshiba"), "honorable")
  T.eq(P.titles(t, 2, "fate_discard"), { "Narrow Ground", "Skeletal Troops" })
  T.truthy(P.card(t, 1, "hand", "Contentious Terrain"), "still in C's hand")
  T.eq(t.match.state.honor, honor, "no Honor")
  T.eq(t.match.state.provinces[2][1], true, "P1 survives")
end)

T.scenario("Ex-14: Mahatsu negates an Air action, not the Earth Kiho in battle nor Tsuji's [L5-14.3, L5-17.4, L5-7.2, L5-17.6]", function()
  local t = P.match{ ap = 2, phase = "action", honor = { 6, 5 },
    home = { { "Naka Mahatsu", "Daidoji Kenshi", "Takayuki" },
             { { "Soshi Neiru", attach = { "Secrets on the Wind" } }, "Shosuro Rokujo", "Shosuro Tsuji" } },
    hand = { {}, { "Fist of the Earth" } } }
  local totals = P.totals(t)
  local kenshi, takayuki = P.card(t, 1, "home", "Daidoji Kenshi"), P.card(t, 1, "home", "Takayuki")
  local mahatsu = P.card(t, 1, "home", "Naka Mahatsu")
  pick(t, 2, "Secrets on the Wind")                       -- 1. bowing Neiru, on Kenshi
  T.eq(t:run(), "choice")
  t:answer(P.option(t, "Daidoji Kenshi"))
  pick(t, 1, "Naka Mahatsu")                              -- W: Mahatsu (an Action phase; the action is Air)
  local n = #t:forced()
  -- W(Mahatsu): pass, pass. W(Secrets) continues: pass, pass. Secrets has no effect.
  pass(t, 2)                                              -- C has no action: S passes, the phase ends
  T.eq(P.forced(t, n), { "2 reaction pass", "1 reaction pass", "2 reaction pass", "1 reaction pass", "1 action pass" })
  T.eq(kenshi.props.dishonored, nil, "Kenshi stays honorable")
  pick(t, 2, "Attack")                                    -- 2. S: Rokujo and Tsuji to P1
  P.assign(t, 2, "Shosuro Rokujo", 1)
  P.assign(t, 2, "Shosuro Tsuji", 1)
  P.assign(t, 1, "Naka Mahatsu", "home")                  -- C: Kenshi and Takayuki to P1
  P.assign(t, 1, "Daidoji Kenshi", 1)
  P.assign(t, 1, "Takayuki", 1)
  pass(t, 1)                                              -- 3. C passes
  pick(t, 2, "Fist of the Earth")                         -- Earth Kiho Battle: bowing Rokujo, on Takayuki
  T.eq(t:run(), "choice")
  T.eq(t:pending().labels, { "Daidoji Kenshi at seat 1's Province 1", "Takayuki at seat 1's Province 1" })
  t:answer(P.option(t, "Takayuki"))
  n = #t:forced()
  T.eq(t:run(), "choice")                                 -- Mahatsu cannot answer: W passes; 4. C passes
  T.eq(P.forced(t, n), { "2 cost Shosuro Rokujo", "1 reaction pass", "2 reaction pass" },
       "Rokujo, the lone Shugenja, bows; C has no reaction")
  T.eq(takayuki.turned, true, "Takayuki bows")
  t:answer(P.option(t, "Pass"))
  pick(t, 2, "Shosuro Tsuji: Battle — bow an enemy")      -- Tsuji's ability on Kenshi
  T.eq(t:run(), "choice")
  t:answer(P.option(t, "Daidoji Kenshi"))
  n = #t:forced()
  T.eq(t:run(), "choice")                                 -- W: pass, pass; 5. C passes (nothing left), S passes
  T.eq(P.forced(t, n), { "1 reaction pass", "2 reaction pass", "1 battle pass" })
  T.eq(kenshi.turned, true, "Kenshi bows")
  t:answer(P.option(t, "Pass"))
  -- A = 0 (Rokujo bowed) + 5, D = 0: S wins; Kenshi and Takayuki destroyed; 5 < 6; S gains 2
  T.eq(t:run{ turns = 1 }, "turn")
  T.eq(totals, { { 5, 0 } })
  T.eq(t.match.state.honor[2], 7)
  T.eq({ dead(t, 1, "Daidoji Kenshi"), dead(t, 1, "Takayuki") }, { "honorable", "honorable" })
  T.eq(t.match.state.provinces[1][1], true, "P1 intact")
  T.eq({ mahatsu.zone.id, mahatsu.turned }, { "home:1", false }, "Mahatsu unbowed at home")
end)
