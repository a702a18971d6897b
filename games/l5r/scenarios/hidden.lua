-- Hidden information (L5-21.10): whole random matches in which nothing a seat is given —
-- its view, its text board, the prompts and labels of its choices, their option ids —
-- names a card hidden from it (another hand, any deck, a face-down Province card, the
-- other's face-down focus cards), and twin matches, which differ only in hidden cards,
-- in which a seat is given exactly the same things until the difference may show.
-- Log lines cannot be read from a scenario (a function in the match table fails the
-- state hash): tests/cli/l5r_hidden.sh checks them from `tabula play`'s transcript.
local T = require "tabula.test"
local catalog = require "catalog"
local hidden = require "hidden_checks"

-- A deterministic chooser (a linear congruential sequence), the same in both twins.
local function next_pick(x, n) x = (x * 1103515245 + 12345) % 2147483648 return x, (x // 65536) % n + 1 end

local function answer_of(p, i)
  if p.max > 1 then return { p.options[i] } end
  return p.options[i]
end

-- Every check of one pause, for the onlooker and both seats.
local function check_pause(t, what)
  for seat = 0, 2 do
    hidden.check_view(t, seat, what)
    hidden.check_render(t, seat, what)
  end
  hidden.check_pending(t, what)
end

-- Plays a whole match, each choice answered by the chooser, checking every pause.
local function play_checking(seed, options)
  local t = T.match{ seed = seed, options = options }
  local x, pauses = seed, 0
  check_pause(t, ("seed %d, after setup"):format(seed))
  local status = t:run()
  while status == "choice" do
    local what = ("seed %d, pause %d (turn %d)"):format(seed, pauses, t.match:turn())
    check_pause(t, what)
    local p = t:pending()
    local i
    x, i = next_pick(x, #p.options)
    t:answer(answer_of(p, i))
    status = t:run()
    pauses = pauses + 1
  end
  T.eq(status, "finished", ("seed %d"):format(seed))
  check_pause(t, ("seed %d, game over"):format(seed))
  return pauses
end

T.scenario("the test knows every title of the pool, and which titles contain others [L5-21.10]", function()
  T.eq(#hidden.titles(), #catalog.titles)
  T.eq(hidden.mentions("Light Cavalry and Medium Cavalry", "Light Cavalry"), 1)
  T.eq(hidden.mentions("Focus Naginata (FV 1)", "Focus"), 1)
  T.eq(hidden.mentions("Focusing", "Focus"), 0, "a whole word only")
  T.eq(hidden.mentions("Shosuro Keiichi, Shosuro Keiichi", "Shosuro Keiichi"), 2)
end)

T.scenario("whole random matches: no view, text board, prompt, label or option id shows a seat a card hidden from it [L5-21.10]", function()
  local total = 0
  local runs = {
    { 1, nil }, { 2, { deck1 = "scorpion", deck2 = "crane" } }, { 3, { first_player = "honor_draw" } },
    { 4, { first_player = "random" } }, { 5, nil }, { 6, { deck1 = "scorpion", deck2 = "crane" } },
  }
  for _, r in ipairs(runs) do total = total + play_checking(r[1], r[2]) end
  T.truthy(total > 600, "many pauses checked (" .. total .. ")")
end)

-- Twin matches ------------------------------------------------------------------------
-- Two matches from the same seed; before turn 1, pairs of cards at hidden places are
-- exchanged in twin B and put back where they were in twin A, by the same moves (so
-- both draw the same fresh ids). Then both are played with the same answers: the
-- observer's answers are the chooser's; the opponent's are the chooser's among the
-- options that both twins offer it alike (same id, same label). Until an exchanged card
-- may be seen by the observer (card:visible_to), or the opponent's choices have nothing
-- in common, the observer must be given exactly the same: text board, view, prompts,
-- options, labels, choices taken for it, and the same of the onlooker (seat 0).
local zones = require "zones"

-- Takes the two cards at `places` ({zone id, position} each) out to a hidden zone and
-- puts them back, each in its own place or (swap) each in the other's.
local function exchange(match, places, swap, n)
  local tmp = match:zone{ id = "twin:" .. n, kind = "deck" }
  local cards, faces = {}, {}
  for i, pl in ipairs(places) do
    cards[i] = match:zone(pl[1]):cards()[pl[2]]
    faces[i] = cards[i].face
  end
  for _, c in ipairs(cards) do match:move(c, tmp) end
  local order = { 1, 2 }          -- in one zone, the lower position first
  if places[1][1] == places[2][1] and places[2][2] < places[1][2] then order = { 2, 1 } end
  for _, i in ipairs(order) do
    local c = swap and cards[3 - i] or cards[i]
    match:move(c, { zone = match:zone(places[i][1]), position = places[i][2], face = faces[i] })
  end
  return cards
end

-- A place in zone `zone_id` whose card's title differs from `title` (nil: any), in its
-- lowest `part` (1: anywhere; 2: the bottom half, drawn later).
local function place_in(match, x, zone_id, title, part)
  local cards = match:zone(zone_id):cards()
  local options = {}
  for i = 1, math.max(1, #cards // (part or 1)) do
    if cards[i].kind ~= title then options[#options + 1] = i end
  end
  local i
  x, i = next_pick(x, #options)
  return x, { zone_id, options[i] }, cards[options[i]].kind
end

local function pile(name, seat) return name .. ":" .. seat end

-- The pairs of places each kind of twin exchanges (computed on twin A before any move).
local VARIANTS = {
  -- a card of the opponent's hand and one of its Fate deck
  hand = function(match, x, _, opp)
    local a, b, title
    x, a, title = place_in(match, x, pile("hand", opp))
    x, b = place_in(match, x, pile("fate", opp), title)
    return x, { { a, b } }
  end,
  -- deck order: two cards in the bottom half of each deck, the observer's own decks
  -- included (nobody sees a deck)
  decks = function(match, x, obs, opp)
    local out = {}
    for _, z in ipairs{ pile("fate", opp), pile("dynasty", opp), pile("fate", obs), pile("dynasty", obs) } do
      local a, b, title
      x, a, title = place_in(match, x, z, nil, 2)
      x, b = place_in(match, x, z, title, 2)
      out[#out + 1] = { a, b }
    end
    return x, out
  end,
  -- a face-down Province card (seen by nobody, its owner included) of the player who
  -- takes turn 2, and a card of his Dynasty deck
  provinces = function(match, x)
    local seat = 3 - match.state.first
    local n
    x, n = next_pick(x, zones.PROVINCES)
    local a = { zones.province_id(seat, n), 1 }
    local b
    x, b = place_in(match, x, pile("dynasty", seat), match:zone(a[1]):cards()[1].kind, 2)
    return x, { { a, b } }
  end,
}

local function same_option(pA, pB, i)
  for j, id in ipairs(pB.options) do
    if id == pA.options[i] then return pB.labels[j] == pA.labels[i] end
  end
  return false
end

local function has(list, x)
  for _, v in ipairs(list) do if v == x then return true end end
  return false
end

local function same_choice(a, b) return a.seat == b.seat and a.prompt == b.prompt and a.kind == b.kind end

-- What the observer (and the onlooker) is given now, in one twin.
local function seen_by(t, obs)
  return { render = t:render(obs), view = t:view(obs), render0 = t:render(0), view0 = t:view(0) }
end

-- A twin's choices since its forced choice number `from`: the single-option choices the
-- host took by itself ({forced = entry}), then the open choice ({asked = pending}) or
-- the end ({ended = true}).
local function events(t, from)
  local all = t:forced()
  local out = {}
  for i = from + 1, #all do out[#out + 1] = { forced = all[i] } end
  local p = t:pending()
  out[#out + 1] = p and { asked = p } or { ended = true }
  return out, #all
end

local function show(e)
  return T.show(e.forced or e.asked or "the end")
end

-- Plays the twins in step; returns how many of the observer's choices were compared
-- and why the comparison stopped. The twins' choices are walked in order: a choice
-- forced in both must be the same; one the opponent is asked in one twin and took by
-- itself in the other gets the same answer; one asked in both is where the observer's
-- text board and view are compared and both twins are answered alike. With `search`
-- ({agent =, decisions =}), the agent's answer for the observer is compared too, at its
-- first `decisions` choices.
local function twins(seed, variant, obs, options, swap, search)
  local opp = 3 - obs
  local A, B = T.match{ seed = seed, options = options }, T.match{ seed = seed, options = options }
  local x, pairs_list = VARIANTS[variant](A.match, seed, obs, opp)
  local watched = {}
  for n, places in ipairs(pairs_list) do
    local a, b = exchange(A.match, places, false, n), exchange(B.match, places, swap, n)
    if swap then
      for _, c in ipairs(a) do watched[#watched + 1] = c end
      for _, c in ipairs(b) do watched[#watched + 1] = c end
    end
  end
  local what = ("seed %d, %s twins, observer %d"):format(seed, variant, obs)
  local compared = 0
  A:run()
  B:run()
  local segA, fA = events(A, 0)
  local segB, fB = events(B, 0)
  local ia, ib = 1, 1
  while true do
    for _, c in ipairs(watched) do
      if not c.gone and c:visible_to(obs) then return compared, "an exchanged card is seen" end
    end
    local ea, eb = segA[ia], segB[ib]
    local where = ("%s, turn %d"):format(what, A.match:turn())
    local function differ(why)
      local a, b = ea.forced or ea.asked, eb.forced or eb.asked
      T.truthy((a and a.seat == opp) or (b and b.seat == opp),
               ("%s: the twins differ for the observer: %s / %s"):format(where, show(ea), show(eb)))
      return compared, why
    end
    if ea.forced and eb.forced then
      local a, b = ea.forced, eb.forced
      if not (same_choice(a, b) and a.id == b.id and a.turn == b.turn) then return differ("the opponent's choices differ") end
      ia, ib = ia + 1, ib + 1
    elseif ea.asked and eb.forced or ea.forced and eb.asked then
      local asker, p, e = A, ea.asked, eb.forced
      if eb.asked then asker, p, e = B, eb.asked, ea.forced end
      if p.seat ~= opp or not same_choice(p, e) or not has(p.options, e.id) then
        return differ("the opponent's choices differ")
      end
      asker:answer(e.id)           -- the opponent does what it did by itself in the other twin
      asker:run()
      if asker == A then segA, fA = events(A, fA); ia, ib = 1, ib + 1
      else segB, fB = events(B, fB); ia, ib = ia + 1, 1 end
    elseif ea.asked and eb.asked then
      local pA, pB = ea.asked, eb.asked
      if not same_choice(pA, pB) then return differ("the opponent's choices differ") end
      T.eq(seen_by(B, obs), seen_by(A, obs), where .. ": what the observer sees")
      local i
      if pA.seat == obs then
        T.eq(pB, pA, where .. ": the observer's choice")
        compared = compared + 1
        if search and compared <= search.decisions then
          T.eq(B:ask(search.agent), A:ask(search.agent), where .. ": " .. search.agent .. "'s answer for the observer")
        end
        x, i = next_pick(x, #pA.options)
        A:answer(answer_of(pA, i))
        B:answer(answer_of(pB, i))
      else
        local common = {}
        for k = 1, #pA.options do if same_option(pA, pB, k) then common[#common + 1] = k end end
        if #common == 0 then return compared, "the opponent's options differ" end
        x, i = next_pick(x, #common)
        A:answer(answer_of(pA, common[i]))
        B:answer(answer_of(pA, common[i]))
      end
      A:run()
      B:run()
      segA, fA = events(A, fA)
      segB, fB = events(B, fB)
      ia, ib = 1, 1
    elseif ea.ended and eb.ended then
      T.eq(seen_by(B, obs), seen_by(A, obs), where .. ": what the observer sees at the end")
      T.eq(B.result, A.result, where .. ": the result")
      return compared, "the match ended"
    else
      return differ("one twin ended first")
    end
  end
end

T.scenario("twin matches without an exchange are the same to the end (the harness is sound) [L5-21.10]", function()
  for _, seed in ipairs{ 11, 12 } do
    local compared, why = twins(seed, "hand", 1 + seed % 2, nil, false)
    T.eq(why, "the match ended", "seed " .. seed)
    T.truthy(compared > 50, "seed " .. seed .. ": compared " .. compared)
  end
end)

T.scenario("twin matches differing in hidden cards look the same to a seat until it may see them [L5-21.10]", function()
  local total, reasons = 0, {}
  for seed = 21, 30 do
    for _, variant in ipairs{ "hand", "decks", "provinces" } do
      local obs = 1 + (seed + #variant) % 2
      local options = seed % 3 == 0 and { deck1 = "scorpion", deck2 = "crane" } or nil
      local compared, why = twins(seed, variant, obs, options, true)
      total = total + compared
      reasons[why] = (reasons[why] or 0) + 1
      print(("seed %d %-9s observer %d: %3d choices compared, then %s"):format(seed, variant, obs, compared, why))
    end
  end
  T.truthy(total > 500, "choices compared: " .. total)
  T.truthy(reasons["the match ended"] and reasons["an exchanged card is seen"],
           "some twins were compared to the end, others until an exchanged card showed: " .. T.show(reasons))
end)

T.scenario("mcts gives a seat the same answers in twins that differ only in cards hidden from it [L5-21.10]", function()
  local search = { agent = "mcts:iterations=20", decisions = 2 }
  local asked, runs = 0, {}
  for seed = 41, 42 do
    for _, variant in ipairs{ "hand", "decks", "provinces" } do
      local compared, why = twins(seed, variant, 1 + seed % 2, nil, true, search)
      asked = asked + math.min(compared, search.decisions)
      runs[#runs + 1] = ("seed %d %s: %d, then %s"):format(seed, variant, compared, why)
    end
  end
  T.truthy(asked >= 8, "the search was asked in both twins " .. asked .. " times: " .. table.concat(runs, "; "))
end)

-- What each seat sees of the moments that move hidden cards -----------------------------
local P = require "positions"

local function visible(card) return { card:visible_to(0), card:visible_to(1), card:visible_to(2) } end

T.scenario("Walking the Way: the searcher sees his Fate deck during the search; the card taken stays his secret [L5-21.10, L5-3.6]", function()
  local t = P.match{ ap = 1, phase = "action",
    home = { { "The Aerie", { "Asahina Yasutora", attach = { "Walking the Way" } } } }, hand = { nil, {} } }
  P.pick(t, 1, "Walking the Way")
  T.eq(t:run(), "choice")
  local p = t:pending()
  T.eq({ p.seat, p.kind }, { 1, "search" })
  local deck = t.match:zone("fate:1"):cards()
  T.eq(#p.options, #deck, "any card of the deck")
  for _, c in ipairs(deck) do T.eq(visible(c), { false, true, false }, "seen by the searcher alone: " .. c.kind) end
  hidden.check_pending(t, "the search")
  hidden.check_view(t, 2, "the search")
  local taken = t.match:object(tonumber(p.options[1]))
  t:answer(p.options[1])
  T.eq(t:run(), "choice")
  T.eq(taken.zone.id, "hand:1", "taken into hand")
  T.eq(visible(taken), { false, true, false }, "his opponent does not learn which card")
  for _, c in ipairs(t.match:zone("fate:1"):cards()) do
    T.eq(visible(c), { false, false, false }, "the deck is shuffled: nobody sees it again")
  end
  check_pause(t, "after the search")
end)

T.scenario("Imperial Gift: the Item is shown, and both know it while it stays in the hand [L5-21.10, L5-3.5]", function()
  local t = P.match{ ap = 1, phase = "events", provinces = { { "Imperial Gift" } } }
  local n = #t:forced()
  T.eq(t:run(), "choice")
  local f = t:forced()[n + 1]
  T.eq({ f.seat, f.kind }, { 1, "search" }, "the Crane deck's one Item: a lone option")
  local naginata = P.card(t, 1, "hand", "Naginata")
  T.eq(visible(naginata), { true, true, true }, "shown to both")
  check_pause(t, "after the Gift")
end)

T.scenario("duel focus cards: face down to the other seat and the onlooker until the duel is decided, then public [L5-21.10, L5-13.7, L5-13.8]", function()
  local t = P.battle{ ap = 2, province = 3, honor = { 20, 0 },
    field = { { "Doji Genshin" }, { "Shosuro Koshiba" } },
    hand = { { "Naginata", "Focus" }, { "Confusion at Court", "Tell the Tale" } } }
  P.pick(t, 1, "The Aerie")
  T.eq(t:run(), "choice")
  t:answer(P.option(t, "Focus Confusion at Court"))
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 1, "C to focus or strike")
  local confusion = t.match:zone("focus:2"):top()
  T.eq(confusion.kind, "Confusion at Court")
  T.eq(visible(confusion), { false, false, true }, "its owner alone")
  T.eq(t:view(1).seats[2].focus, { { face_down = true } }, "C's view: one face-down card")
  T.eq(t:view(2).seats[2].focus[1].title, "Confusion at Court", "S's own")
  T.truthy(t:render(1):find("Focus cards (a duel): (face down)", 1, true), "C's text board")
  check_pause(t, "S has focused")
  t:answer(P.option(t, "Focus Naginata"))
  T.eq(t:run(), "choice")
  T.eq(t:view(2).seats[1].focus, { { face_down = true } }, "S's view of C's focus card")
  check_pause(t, "both have focused")
  t:answer(P.option(t, "Strike"))
  T.eq(t:run(), "choice")
  for seat = 1, 2 do
    for _, c in ipairs(t.match:zone("fate_discard:" .. seat):cards()) do
      T.eq(visible(c), { true, true, true }, "revealed, then discarded face up: " .. c.kind)
    end
  end
  check_pause(t, "after the duel")
end)

-- ask_to_pass (L5-21.10): whether a player may act or react depends on his hidden cards,
-- so with the option he is asked even when passing is all he may do, and being asked
-- tells the other player nothing; without it, such a choice is taken for him unasked.
local function pass_only_asked(options)
  local t = T.match{ seed = 5, options = options }
  local asked = 0
  for _ = 1, 300 do
    if t:run() ~= "choice" then break end
    local p = t:pending()
    if #p.options == 1 then
      T.eq(p.options[1], "pass", "a choice of one option is a pass")
      asked = asked + 1
    end
    t:answer(p.options[1])
  end
  return asked, #t:forced()
end

T.scenario("ask_to_pass: a player is asked even when he may only pass [L5-21.10, L5-7.4, L5-7.6]", function()
  local asked_off, forced_off = pass_only_asked(nil)
  T.eq(asked_off, 0, "without the option, a pass-only choice is never asked")
  T.truthy(forced_off > 0, "but taken unasked: " .. forced_off)
  local asked_on = pass_only_asked{ ask_to_pass = true }
  T.truthy(asked_on > 0, "with it, pass-only choices are asked: " .. asked_on)
end)
