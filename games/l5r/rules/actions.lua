-- Actions (L5-7): which abilities a seat may use now, announcing them (ability,
-- targets, costs in the order of L5-21.3), reaction windows on tabula.flow, and
-- resolution with target re-checks, negation (L5-7.9) and seppuku (L5-9.9).
-- A card's ability is data in its file; rule abilities (petition, Favor, equip,
-- Tactician) come from the modules that register them with actions.rule().
local abilities = require "tabula.abilities"
local flow = require "tabula.flow"
local catalog = require "catalog"
require "rules.costs"
local gold = require "rules.gold"
local stats = require "rules.stats"
local zones = require "zones"

local actions = {}
local defs = catalog.defs

-- The moments of L5-7.1 in which an ability may be used: an opportunity of the Action
-- phase ("action"; "own" for its active player, who alone may take Limited actions), one
-- of a battle ("battle"), a reaction window ("reaction") and the duelists' entry into a
-- duel ("duel_entry").
local MOMENTS = { "own", "action", "battle", "reaction", "duel_entry" }

-- Does the ability's timing let it be used in this moment?
local function fits(a, moment)
  local t = a.timing
  if moment == "reaction" then return t == "reaction" and not a.duel_entry end
  if moment == "duel_entry" then return t == "reaction" and a.duel_entry == true end
  if t == "reaction" then return false end
  if moment == "own" then return t == "limited" or t == "open" or t == "battle_open" end
  if moment == "action" then return t == "open" or t == "battle_open" end
  if moment == "battle" then return t == "open" or t == "battle_open" or t == "battle" end
  return false
end

local function moment_of(match, seat, mode)
  if mode == "action" and seat == match:seat() then return "own" end
  return mode
end

-- Every card's abilities by the moments they fit, in printed order (card.moments[moment],
-- nil when none does), worked out once at load: an opportunity asks only for those. And
-- the moments in which a card that is attached (a Follower, Item or Spell: L5-10.4) has
-- an ability: in the others no Personality's attachments need be looked at.
local ATTACHED = { follower = true, item = true, spell = true }
local attached_fits = {}
catalog.index(function(card)
  card.moments = {}
  for _, m in ipairs(MOMENTS) do
    for _, a in ipairs(card.abilities) do
      if fits(a, m) then
        local list = card.moments[m] or {}
        list[#list + 1] = a
        card.moments[m] = list
        if ATTACHED[card.type] then attached_fits[m] = true end
      end
    end
  end
end)

local RULES = {}     -- abilities of the rules by moment, in registration order: {ability, cards = fn?, uses = fn?}
for _, m in ipairs(MOMENTS) do RULES[m] = {} end

local function register(ability, entry)
  ability.labels, ability.costs, ability.targets, ability.kinds =
    ability.labels or {}, ability.costs or {}, ability.targets or {}, ability.kinds or {}
  ability.card_title = "rules"
  entry.ability = ability
  for _, m in ipairs(MOMENTS) do
    if fits(ability, m) then RULES[m][#RULES[m] + 1] = entry end
  end
end

-- Registers an ability every seat has through the rules. `cards(match, seat)` lists
-- the cards that carry it (hand cards for an equip, Tacticians); without it the seat
-- itself has it (the petition).
function actions.rule(ability, cards)
  register(ability, { cards = cards })
end

-- Registers a rule ability of which one card may offer several uses (the combinations
-- of a unit's ranged attacks): `uses(match, seat)` lists {card =, data = {key =, ...}};
-- ctx.data is the use's data, and its key tells the options apart.
function actions.rule_uses(ability, uses)
  register(ability, { uses = uses })
end

-- A readable name for a card as `seat` may know it (the labels of target options).
function actions.describe(card, seat)
  if not card:visible_to(seat or 0) then return "a face-down card" end
  local where = ""
  local d, n = zones.field_of(card)
  if card.attached_to then where = " on " .. card.attached_to.kind
  elseif d then where = (" at seat %d's Province %d"):format(d, n)
  elseif card.zone and card.zone.kind == "play" then where = (" (seat %d's home)"):format(card.owner) end
  local status = (card.turned and ", bowed" or "") .. (card.props.dishonored and ", dishonored" or "")
  return card.kind .. where .. status
end
abilities.describe = actions.describe

function actions.battle(match) return match.state.battle end

-- Presence (L5-7.2): a unit of the seat at the current battlefield.
function actions.present(match, seat)
  local b = actions.battle(match)
  if not b then return false end
  for _, c in ipairs(zones.field(match, b.defender, b.province):cards()) do
    if c.owner == seat and stats.is(c, "personality") then return true end
  end
  return false
end

function actions.at_battle(match, card)
  local b = actions.battle(match)
  if not b or card.gone or not card.in_play then return false end
  local d, n = zones.field_of(card)
  return d == b.defender and n == b.province
end

local function use_key(ctx)
  local a = ctx.ability
  local key = "ab:" .. a.card_title .. ":" .. a.id
  if a.limit == "battle" then key = key .. ":b" .. (ctx.match.state.battle_serial or 0) end
  if not ctx.card then key = key .. ":s" .. ctx.seat end
  return key
end

-- Each ability of a card in play once per turn (L5-7.12), unless it says otherwise;
-- a Strategy is used once because it is discarded; an equip has no limit.
local function limit_of(ctx)
  local a = ctx.ability
  if a.limit == false or ctx.from_hand or a.pending then return nil end
  return { key = use_key(ctx), object = ctx.card }
end

-- An ability of another timing whose card asks presence (`presence = true`, "only in
-- an Action phase or at the battlefield"): none in an Action phase, else its performer
-- at the current battlefield, or for a card without one, a unit of the seat there.
local function declared_presence(ctx)
  local m = ctx.match
  if m.state.moment == "action" then return true end
  if ctx.performer then return actions.at_battle(m, ctx.performer) end
  return actions.present(m, ctx.seat)
end

-- A Battle action needs the seat present at the battle, and its performer there
-- (L5-7.2).
local function presence_fits(ctx, mode)
  local a, m = ctx.ability, ctx.match
  if a.presence then return declared_presence(ctx) end
  if mode ~= "battle" or a.timing ~= "battle" or a.no_presence then return true end
  if not actions.present(m, ctx.seat) then return false end
  local performer = ctx.performer
  return performer == nil or actions.at_battle(m, performer)
end

-- The Personality whose ability it is, or who carries the card (L5-7.11).
local function performer_of(card)
  if not card or not card.in_play then return nil end
  local def = catalog.of(card)
  if def.type == "personality" then return card end
  if card.attached_to then return stats.bearer(card) end
  return nil
end

-- A gold cost is a number, or a function of the use (an equip pays its card's cost).
function actions.gold_cost(ctx)
  local g = ctx.ability.gold
  if type(g) == "function" then return g(ctx) end
  return g or 0
end

-- A card bowed as another cost of the same action cannot also produce its gold.
local function bowed_by_cost(ctx)
  for _, c in ipairs(ctx.ability.costs) do
    if c.kind == "bow_self" then return ctx.card end
  end
  return nil
end

-- Can this use be announced now? (a pure test: L5-7.2, L5-7.3, L5-7.12)
local function usable(ctx, mode, x)
  if not presence_fits(ctx, mode) then return false end
  if ctx.card and stats.is(ctx.card, "spell") and ctx.card.in_play and not stats.has(ctx.performer, "Shugenja") then
    return false                                     -- L5-10.7: only a Shugenja casts a Spell
  end
  if (mode == "reaction" or mode == "duel_entry") and not ctx.ability.responds(ctx, x) then return false end
  if not abilities.usable(ctx) then return false end
  return gold.can_pay(ctx.match, ctx.seat, actions.gold_cost(ctx), bowed_by_cost(ctx))
end

-- Every (card, ability) a seat might use in this moment: its cards in play with their
-- attachments, Strategies in hand, and the rules' abilities, each of a timing that fits.
local function uses(match, seat, mode)
  local moment = moment_of(match, seat, mode)
  local out = {}
  local function add(card, a, from_hand, data)
    local ctx = abilities.use(match, seat, a, card)
    ctx.from_hand, ctx.data = from_hand, data
    ctx.performer = a.performer and a.performer(ctx) or performer_of(card)
    ctx.limit = limit_of(ctx)
    out[#out + 1] = ctx
  end
  local function in_play(card)
    local def = defs[card]
    local fit = def.moments[moment]
    if fit then
      for _, a in ipairs(fit) do add(card, a, false) end
    end
    if def.type == "personality" and attached_fits[moment] then   -- who alone carries cards
      for _, att in ipairs(card:attachments()) do in_play(att) end
    end
  end
  for _, c in ipairs(zones.get(match, "home", seat):cards()) do in_play(c) end
  for _, c in ipairs(zones.get(match, "events", seat):cards()) do in_play(c) end
  local b = actions.battle(match)
  if b then
    for _, c in ipairs(zones.field(match, b.defender, b.province):cards()) do
      if c.owner == seat then in_play(c) end
    end
  end
  for _, c in ipairs(zones.get(match, "hand", seat):cards()) do
    local def = defs[c]
    local fit = def.type == "strategy" and def.moments[moment]
    if fit then
      for _, a in ipairs(fit) do add(c, a, true) end
    end
  end
  for _, r in ipairs(RULES[moment] or {}) do
    if r.uses then
      for _, u in ipairs(r.uses(match, seat)) do add(u.card, r.ability, false, u.data) end
    elseif r.cards then
      for _, c in ipairs(r.cards(match, seat)) do add(c, r.ability, r.ability.pending == true) end
    else
      add(nil, r.ability, false)
    end
  end
  return out
end

-- How a timing reads in a label: "battle_open" -> "Battle/open".
local TIMING_TEXT = { limited = "Limited", open = "Open", battle = "Battle", battle_open = "Battle/open",
                      reaction = "Reaction" }
local function timing_text(timing)
  local text = TIMING_TEXT[timing]
  if text then return text end
  text = timing:gsub("_", "/"):gsub("^%l", string.upper)
  return text
end

local function label_of(ctx)
  local a = ctx.ability
  if a.label then return a.label(ctx) end
  local timing = timing_text(a.timing)
  local labels = #a.labels > 0 and (table.concat(a.labels, " ") .. " ") or ""
  local name = ctx.card and (ctx.card.kind .. ": ") or ""
  return ("%s%s%s — %s"):format(name, labels, timing, a.text or a.id)
end

local function option_id(ctx)
  local id = (ctx.card and tostring(ctx.card.id) or "rule") .. ":" .. ctx.ability.id
  if ctx.data then id = id .. ":" .. ctx.data.key end
  return id
end

-- The options of an opportunity (D-1, D-2) or a window (D-3).
function actions.legal(match, seat, mode, x)
  local out = {}
  for _, ctx in ipairs(uses(match, seat, mode)) do
    ctx.x = x   -- the declared action a reaction would answer
    if usable(ctx, mode, x) then
      out[#out + 1] = { id = option_id(ctx), label = label_of(ctx), ctx = ctx }
    end
  end
  return out
end

-- The keywords an action has (L5-2.4): its line's labels and its card's keywords.
local function keywords_of(ctx)
  local kw, line = {}, {}
  for _, l in ipairs(ctx.ability.labels) do kw[l], line[l] = true, true end
  if ctx.card then for k in pairs(catalog.of(ctx.card).has) do kw[k] = true end end
  if ctx.ability.keywords then ctx.ability.keywords(ctx, kw, line) end   -- a combination's cards
  return kw, line
end

-- Announces (L5-7.3, L5-21.3): targets, then the Strategy to the pending area, then
-- the costs, gold last.
local function before_costs(ctx)
  local match = ctx.match
  if ctx.from_hand then match:move(ctx.card, zones.by_id(match, "pending")) end
  if ctx.ability.on_announce then ctx.ability.on_announce(ctx) end
end

function actions.declare(d)
  local ctx = d.option.ctx
  local match = ctx.match
  d.ctx = ctx
  if abilities.announce(ctx, d, { before_costs = before_costs }) == flow.CANCEL then return flow.CANCEL end
  gold.pay(match, ctx.seat, actions.gold_cost(ctx), ctx.card and ctx.card.kind or ctx.ability.id, bowed_by_cost(ctx))
  if ctx.ability.after_pay then ctx.ability.after_pay(ctx) end
  d.keywords, d.line = keywords_of(ctx)
  d.kinds = {}
  for _, k in ipairs(ctx.ability.kinds) do d.kinds[k] = true end
  d.favor = false
  for _, c in ipairs(ctx.ability.costs) do if c.kind == "discard_favor" then d.favor = true end end
  d.targets = {}
  for _, slot in ipairs(ctx.ability.targets) do d.targets[#d.targets + 1] = ctx.targets[slot.key] end
  if match:logging() then
    local named = {}
    for i, t in ipairs(d.targets) do                 -- as an onlooker knows them
      named[i] = t == ctx.card and "itself" or actions.describe(t, 0)
    end
    match:log("Seat %d: %s%s", d.seat, label_of(ctx), #named > 0 and (" -> " .. table.concat(named, ", ")) or "")
  end
end

actions.before_resolve = {}   -- functions(ctx): seppuku registers here

local function before_resolve(ctx)
  for _, f in ipairs(actions.before_resolve) do f(ctx) end
end

function actions.resolve(d)
  local ctx = d.ctx
  local match = ctx.match
  if not abilities.resolve(ctx, { before = before_resolve }) and match:logging() then
    match:log("%s has no effect (negated)", ctx.card and ctx.card.kind or ctx.ability.id)
  end
  if ctx.from_hand and not ctx.card.gone and ctx.card.zone == zones.by_id(match, "pending") then
    match:move(ctx.card, zones.get(match, "fate_discard", ctx.card.owner))
  end
  if ctx.ability.after_resolve then ctx.ability.after_resolve(ctx) end
end

-- The flow.priority spec of an opportunity loop (L5-7.4) in `mode` ("action" or
-- "battle"), with reaction windows (L5-7.6) and a check point after each resolution.
function actions.loop(match, mode, first, checkpoint)
  return {
    first = first,
    kind = mode == "battle" and "battle" or "action",
    actions = function(seat) return actions.legal(match, seat, mode) end,
    reactions = function(seat, to)
      if to.duel_entry then return actions.legal(match, seat, "duel_entry", to) end
      return actions.legal(match, seat, "reaction", to)
    end,
    declare = actions.declare,
    resolve = actions.resolve,
    after = function() checkpoint(match) end,
    ask = match.options.ask_to_pass and "always" or nil,   -- L5-21.10: being asked tells nothing
    prompt = function(_, chain)
      if #chain > 0 then
        local x = chain[#chain]
        if x.duel_entry then return "The duelists enter the duel: react, or pass" end
        return ("React to seat %d's %s, or pass"):format(x.seat, x.ctx.card and x.ctx.card.kind or x.ctx.ability.id)
      end
      return mode == "battle" and "Battle: take an action, or pass" or "Action phase: take an action, or pass"
    end,
  }
end

return actions
