-- Scenario helper: a match past setup in a position written as the worked examples
-- of L5-20 write it. Used by scenarios/ only.
--
--   local t = positions.match{ ap = 1, phase = "action", honor = { 14, -2 }, favor = 0,
--     home = { { { "The Aerie", bowed = true }, "Marketplace", "Kakita Izumiko" }, { ... } },
--     hand = { { "Investigation" }, { "Betrayed from Within" } },
--     provinces = { { "Kakita Izumiko", "Asahina Yasutora", "Marketplace", false } } }
--
-- A card is a title or {title, bowed =, dishonored =, tokens =, attach = {cards}}. Homes and
-- Provinces named in the spec replace what setup dealt; the Stronghold stays unless the
-- home lists it (then as listed). A Province entry false is face down. Hands are the
-- spec's (empty when not given) unless keep_hands = true keeps the dealt ones.
--
-- positions.battle goes on to a Battle Action segment by answering the Attack phase's
-- declaration and maneuvers; pick, pass and assign answer by label, step by step;
-- forced, at_step and totals show what happened where no choice stopped.
local T = require "tabula.test"
local effects = require "tabula.effects"
local catalog = require "catalog"
local actions = require "rules.actions"
local kit = require "rules.kit"
local moves = require "rules.moves"
local traits = require "rules.traits"
local zones = require "zones"

local positions = {}

-- No card of the pool can change an action's target between its announcement and its
-- resolution, so scenarios get a stand-in Reaction, live only after positions.hook(t, seat,
-- mode) and used once: it straightens the answered action's first target ("straighten"),
-- gives him +3 Chi ("chi") or destroys him ("destroy"). It makes the re-checks of L5-7.8
-- and L5-21.5 reachable. It is registered only where scenarios load this module.
actions.rule({
  id = "test_hook", timing = "reaction", limit = false, text = "(test stand-in) change the target",
  condition = function(ctx) local h = ctx.match.state.test_hook return h ~= nil and h.seat == ctx.seat end,
  responds = function(_, x) return x.targets[1] ~= nil end,
  resolve = function(ctx)
    local target, mode = ctx.d.responds_to.targets[1], ctx.match.state.test_hook.mode
    ctx.match.state.test_hook = nil
    if mode == "straighten" then target:unturn()
    elseif mode == "chi" then kit.modify(ctx, "chi", target, function(v) return v + 3 end)
    else moves.destroy(ctx.match, target) end
  end,
})

function positions.hook(t, seat, mode) t.match.state.test_hook = { seat = seat, mode = mode } end

-- Whether the host took a choice matching every field of `want` ({kind =, seat =, prompt =})
-- without asking (t:forced()).
function positions.took(t, want)
  for _, f in ipairs(t:forced()) do
    local ok = true
    for k, v in pairs(want) do if f[k] ~= v then ok = false end end
    if ok then return true end
  end
  return false
end

local function clear(match, zone, keep)
  for _, c in ipairs(zone:cards()) do
    if not (keep and keep(c)) then match:destroy(c) end
  end
end

local function create(match, seat, spec, zone, face)
  if type(spec) == "string" then spec = { spec } end
  local c = match:create{ kind = spec[1], name = spec[1], owner = seat, zone = zone, face = face or "up" }
  if zone.in_play then
    match.state.entered = match.state.entered + 1
    c:set("entered", match.state.entered)
    traits.arm(match, c)
  end
  if spec.bowed then c:turn() end
  if spec.dishonored then c:set("dishonored", true) end
  if spec.tokens then c:set_counter("token", spec.tokens) end
  for _, a in ipairs(spec.attach or {}) do
    local att = create(match, seat, a, zones.get(match, "hand", seat))
    moves.attach(match, att, c)
    if type(a) == "table" and a.bowed then att:turn() end
  end
  return c
end

-- "unknown card 'X' (hand of seat 2)" when `title` is no card's, else nil.
local function unknown(title, where)
  if catalog.by_title[title] then return nil end
  return ("unknown card '%s' (%s): no card file has this title (a mod's card needs its --mod)"):format(
    tostring(title), where)
end

-- The first unknown title among card specs and their attachments.
local function unknown_in(list, where)
  for i = 1, #list do
    local c = list[i]
    if c then
      local title = type(c) == "table" and c[1] or c
      local bad = unknown(title, where)
        or type(c) == "table" and c.attach and unknown_in(c.attach, where .. ", attached to " .. tostring(title))
      if bad then return bad end
    end
  end
  return nil
end

local SPEC_LISTS = { "home", "hand", "provinces", "field" }

-- Fails on a misspelt title in a position's spec, at the line of the scenario that
-- called positions.match or positions.battle.
local function check_titles(spec)
  for _, field in ipairs(SPEC_LISTS) do
    for seat = 1, 2 do
      local list = spec[field] and spec[field][seat]
      local bad = list and unknown_in(list, ("%s of seat %d"):format(field, seat))
      if bad then error(bad, 3) end
    end
  end
end

-- The game's own pool (L5-3). A game scenario that counts on it (its titles, its
-- files) begins with positions.base_pool(): under a mod that adds or replaces a card it
-- fails at once and says so, which tells it apart from a scenario the mod breaks.
function positions.base_pool()
  for _, title in ipairs(catalog.titles) do
    local file = catalog.by_title[title].file
    if not file:match("^games/l5r/cards/") then
      error(("this scenario pins the game's card pool (L5-3), which the mods change: '%s' is %s"):format(title, file), 2)
    end
  end
end

function positions.match(spec)
  check_titles(spec)
  local t = T.match{ seed = spec.seed or 1, options = spec.options }
  local m, s = t.match, t.match.state
  for seat = 1, 2 do
    local home = spec.home and spec.home[seat]
    if home then
      local lists_stronghold = false
      for _, c in ipairs(home) do
        local title = type(c) == "table" and c[1] or c
        if title == "The Aerie" or title == "The Towers of the Yogo" then lists_stronghold = true end
      end
      clear(m, zones.get(m, "home", seat), function() return not lists_stronghold end)
      for _, c in ipairs(home) do create(m, seat, c, zones.get(m, "home", seat)) end
    end
    if not spec.keep_hands then   -- a hand not given is empty (L5-20: nothing else in hand)
      clear(m, zones.get(m, "hand", seat))
      for _, c in ipairs(spec.hand and spec.hand[seat] or {}) do create(m, seat, c, zones.get(m, "hand", seat)) end
    end
    if spec.provinces and spec.provinces[seat] then
      for n = 1, zones.PROVINCES do
        local prov = zones.province(m, seat, n)
        local want = spec.provinces[seat][n]
        if want ~= nil then
          clear(m, prov)
          if want then create(m, seat, want, prov, "up") else zones.get(m, "dynasty", seat):draw(1, prov) end
        end
      end
    end
  end
  if spec.honor then s.honor[1], s.honor[2] = spec.honor[1], spec.honor[2] end
  s.favor = spec.favor or 0
  s.first = spec.ap or 1
  m:set_seat(s.first)
  s.resume = spec.phase or "action"
  return t
end

-- The cards of a seat's pile, or with pile "battle" his cards at the current battlefield.
local function cards_of(t, seat, pile)
  if pile ~= "battle" then return zones.get(t.match, pile, seat):cards() end
  local b, out = t.match.state.battle, {}
  for _, c in ipairs(zones.field(t.match, b.defender, b.province):cards()) do
    if c.owner == seat then out[#out + 1] = c end
  end
  return out
end

-- The card of a title in a seat's zone ("home", "hand", "fate_discard", "battle", ...),
-- attachments included; #n of them.
function positions.card(t, seat, pile, title, n)
  local k = 0
  for _, c in ipairs(cards_of(t, seat, pile)) do
    if c.kind == title then
      k = k + 1
      if k == (n or 1) then return c end
    end
  end
  for _, c in ipairs(cards_of(t, seat, pile)) do
    for _, a in ipairs(c:attachments()) do if a.kind == title then return a end end
  end
  return nil
end

-- The option id of the pending choice whose label contains `text` (plain).
function positions.option(t, text)
  local p = t:pending()
  for i, id in ipairs(p.options) do
    if p.labels[i]:find(text, 1, true) then return id end
  end
  error(("no option with '%s' in: %s"):format(text, table.concat(p.labels, " | ")), 2)
end

-- Runs to the next choice, checks the seat asked (when given) and answers the option
-- whose label holds `text`.
function positions.pick(t, seat, text)
  T.eq(t:run(), "choice", "a choice for '" .. text .. "'")
  if seat then T.eq(t:pending().seat, seat, "seat asked for '" .. text .. "' (" .. positions.show(t) .. ")") end
  t:answer(positions.option(t, text))
end

-- The open choice in one line, for failure messages.
function positions.show(t)
  local p = t:pending()
  if not p then return "no open choice" end
  return ("seat %d, %s: %s [%s]"):format(p.seat, p.kind, p.prompt, table.concat(p.labels, " | "))
end

-- Runs until the turn ends; fails naming the open choice if one is asked first.
function positions.finish_turn(t)
  local status = t:run{ turns = 1 }
  if status == "choice" then error("the turn did not end: " .. positions.show(t), 2) end
  T.eq(status, "turn", "the turn ends")
end

function positions.pass(t, seat) positions.pick(t, seat, "Pass") end

-- Runs to the next choice and returns it (the scenario fails if the match ends).
function positions.next(t)
  T.eq(t:run(), "choice", "a choice is open")
  return t:pending()
end

-- Whether the open choice offers an option whose label holds `text`.
function positions.offers(t, text)
  for _, l in ipairs(t:pending().labels) do
    if l:find(text, 1, true) then return true end
  end
  return false
end

-- Declares an attack and answers the maneuvers (D-8 to D-12): `plan[title]` is the
-- Province a unit goes to (a list for several copies, taken in order); a unit not
-- named stays home; `plan.order` lists the battlefields in the attacker's order.
-- Returns the first other choice (a battle opportunity, usually).
function positions.attack(t, plan)
  local used, order = {}, plan.order or {}
  local declared = false
  while true do
    local p = positions.next(t)
    if p.kind == "declare_attack" and not declared then
      declared = true
      t:answer("attack")
    elseif p.kind == "attack" or p.kind == "defend" then
      local title = p.prompt:match("where does (.+) go%?$")
      local want = plan[title]
      if type(want) == "table" then
        used[title] = (used[title] or 0) + 1
        want = want[used[title]]
      end
      t:answer(want and ("p" .. want) or "home")
    elseif p.kind == "battlefield" then
      t:answer("p" .. table.remove(order, 1))
    else
      return p
    end
  end
end

-- Answers whatever the rest of the turn asks the plainest way (pass, no attack, done,
-- skip, the first discard) until the next turn starts.
function positions.end_turn(t)
  local plain = { "pass", "no_attack", "done", "skip", "decline" }
  while true do
    local status = t:run{ turns = 1 }
    if status ~= "choice" then return status end
    local p, answer = t:pending(), nil
    for _, id in ipairs(plain) do
      for _, o in ipairs(p.options) do if o == id then answer = answer or id end end
    end
    t:answer(answer or p.options[1])
  end
end

-- The titles at a battlefield (defender's Province n), attachments after their bearer.
function positions.field(t, defender, n)
  local out = {}
  for _, c in ipairs(zones.field(t.match, defender, n):cards()) do
    out[#out + 1] = c.kind
    for _, a in ipairs(c:attachments()) do out[#out + 1] = a.kind end
  end
  return out
end

-- The card of a title at a battlefield (defender's Province n): a Personality or an attachment.
function positions.at(t, defender, n, title)
  for _, c in ipairs(zones.field(t.match, defender, n):cards()) do
    if c.kind == title then return c end
    for _, a in ipairs(c:attachments()) do if a.kind == title then return a end end
  end
  return nil
end

-- Makes sure a seat's Fate deck holds a card of `title` (the deal may have put it in hand,
-- which the spec then emptied); returns the deck.
function positions.in_fate_deck(t, seat, title)
  local bad = unknown(title, "positions.in_fate_deck")
  if bad then error(bad, 2) end
  local deck = zones.get(t.match, "fate", seat)
  for _, c in ipairs(deck:cards()) do if c.kind == title then return deck end end
  t.match:create{ kind = title, name = title, owner = seat, zone = deck }
  return deck
end

function positions.honor(t) return { t.match.state.honor[1], t.match.state.honor[2] } end

-- Runs to the next assignment of a maneuver (D-9 to D-11), which must be `seat`'s for
-- the unit of `title`, and sends it to Province `where` (a number) or "home".
function positions.assign(t, seat, title, where)
  T.eq(t:run(), "choice")
  local p = t:pending()
  T.eq(p.seat, seat, "seat asked where " .. title .. " goes")
  T.eq(p.prompt:match("where does (.+) go%?$"), title, "the unit assigned")
  t:answer(positions.option(t, where == "home" and "Stay home" or ("Province " .. where)))
end

-- A match at the start of a Battle Action segment, reached by answers: the Attack
-- phase of `spec.ap` begins, he attacks, and the maneuvers send the units of
-- `spec.field[seat]` (card specs, as in home) to the defender's Province
-- `spec.province`; every other unit stays home. spec.home lists the cards at home
-- besides (the Stronghold stays unless listed). Other fields as positions.match.
-- spec.before(t), if given, runs before the match does (a trigger set later than the
-- first run would not be in the replay's state at the same decisions). Returns the
-- match paused at the segment's first choice, and its battle totals (positions.totals).
function positions.battle(spec)
  check_titles(spec)
  local s = {}
  for k, v in pairs(spec) do s[k] = v end
  s.phase, s.home = "attack", {}
  local sent = {}
  for seat = 1, 2 do
    s.home[seat], sent[seat] = {}, {}
    for _, c in ipairs(spec.field[seat] or {}) do
      local title = type(c) == "table" and c[1] or c
      sent[seat][title] = (sent[seat][title] or 0) + 1
      s.home[seat][#s.home[seat] + 1] = c
    end
    for _, c in ipairs(spec.home and spec.home[seat] or {}) do s.home[seat][#s.home[seat] + 1] = c end
  end
  local t = positions.match(s)
  local totals = positions.totals(t)
  if spec.before then spec.before(t) end
  positions.pick(t, spec.ap, "Attack")                                  -- D-8
  while true do                                                         -- D-9 to D-11
    T.eq(t:run(), "choice")
    local p = t:pending()
    if p.kind ~= "attack" and p.kind ~= "defend" then break end
    local title = p.prompt:match("where does (.+) go%?$")
    if (sent[p.seat][title] or 0) > 0 then
      sent[p.seat][title] = sent[p.seat][title] - 1
      t:answer(positions.option(t, "Province " .. spec.province))
    else
      t:answer(positions.option(t, "Stay home"))
    end
  end
  return t, totals
end

-- The choices the host took without asking (a single option: a pass with nothing
-- else to do, a lone target), after the first `since` (and at most `count` of them),
-- as "seat kind id" strings, a card named by its title ("a card" once its id changed).
function positions.forced(t, since, count)
  local out = {}
  for i, f in ipairs(t:forced()) do
    if i > (since or 0) and #out < (count or math.huge) then
      local what = f.id
      if f.id:match("^%d+$") then                 -- a card: by its title (a hidden card's id has changed)
        local card = t.match:object(tonumber(f.id))
        what = card and card.kind or "a card"
      end
      out[#out + 1] = ("%d %s %s"):format(f.seat, f.kind, what)
    end
  end
  return out
end

-- Calls `fn()` whenever the Attack phase's step `step` starts ("battle_actions", or
-- "resolution": the state once the Battle Action segment and its Terrain are over) and
-- keeps what it returns, in order: a look at a state no choice stops at. Call it before
-- the match first runs (see positions.battle's spec.before).
function positions.at_step(t, step, fn)
  local seen = {}
  effects.trigger(t.match, { event = "step_started", name = "scenario: at " .. step,
                             condition = function(ev) return ev.step == step end,
                             operation = function() seen[#seen + 1] = fn() end })
  return seen
end

-- Runs fn() with the card of `title` lacking `keyword` (a worked example's "without
-- ..." variant), and restores the card even if fn fails.
function positions.without_keyword(title, keyword, fn)
  local bad = unknown(title, "positions.without_keyword")
  if bad then error(bad, 2) end
  local def = catalog.by_title[title]
  local has = def.has
  local changed = {}
  for k, v in pairs(has) do if k ~= keyword then changed[k] = v end end
  def.has = changed
  local ok, err = pcall(fn)
  def.has = has
  if not ok then error(err, 0) end
end

-- The attacking and defending totals (L5-11.9 step 1) of each battle as its resolution
-- starts, {A, D} in the order of the battles. Call it before the match first runs.
function positions.totals(t)
  local battle = require "rules.battle"
  return positions.at_step(t, "resolution", function()
    local b = t.match.state.battle
    return { battle.total(t.match, b.attacker), battle.total(t.match, b.defender) }
  end)
end

function positions.titles(t, seat, pile)
  local out = {}
  for _, c in ipairs(zones.get(t.match, pile, seat):cards()) do out[#out + 1] = c.kind end
  table.sort(out)
  return out
end

return positions
