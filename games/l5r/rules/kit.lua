-- The verbs card files use for their effects. Each checks the action's negations
-- (L5-7.9) under its kind, so a card's resolve reads as its text.
local effects = require "tabula.effects"
local checkpoint = require "rules.checkpoint"
local honor = require "rules.honor"
local moves = require "rules.moves"
local stats = require "rules.stats"
local zones = require "zones"

local kit = {}

function kit.gain_honor(ctx, seat, n, because)
  if ctx:allowed("honor_gain") then honor.gain(ctx.match, seat, n, because, ctx.ability.card_title) end
end

function kit.lose_honor(ctx, seat, n)
  return honor.lose(ctx.match, seat, n, ctx, ctx.ability.card_title)
end

function kit.dishonor(ctx, p)
  if p and ctx:allowed("dishonor") then honor.dishonor(ctx.match, p) end
end

function kit.destroy(ctx, card)
  if card and not card.gone and card.in_play and ctx:allowed("destroy") then return moves.destroy(ctx.match, card, ctx) end
end

function kit.bow(ctx, card)
  if card and not card.gone and card.in_play and ctx:allowed("bow") then card:turn() end
end

function kit.draw(ctx, seat, n)
  if ctx:allowed("draw") then moves.draw(ctx.match, seat, n) end
end

-- Searches the seat's Fate deck for a card `filter` accepts (D-19): the seat sees the
-- deck while searching, takes the card into hand, then the deck is shuffled. With
-- `show` (Imperial Gift, Naka Mahatsu) the card is shown to both players; otherwise
-- only its owner learns what it was (Walking the Way).
function kit.search_fate(match, seat, filter, prompt, show)
  local deck = zones.get(match, "fate", seat)
  local found = {}
  for _, c in ipairs(deck:cards()) do
    c:reveal_to(seat)
    if filter(c) then found[#found + 1] = c end
  end
  if #found > 0 then
    local options = {}
    for i, c in ipairs(found) do options[i] = { id = tostring(c.id), label = c.kind, card = c } end
    local _, o = match:choose{ seat = seat, kind = "search", prompt = prompt, options = options }
    match:move(o.card, zones.get(match, "hand", seat))
    if show then
      o.card:reveal_to("all")
      if match:logging() then match:log("Seat %d shows %s and takes it from the Fate deck", seat, o.card.kind) end
    end
  end
  deck:shuffle()
end

-- A change to a stat ("force", "chi") of one card until the end of the turn
-- (L5-7.14), or until the battle ends with `until = "battle"`.
function kit.modify(ctx, query, card, fn, opts)
  opts = opts or {}
  local duration = "turn"
  if opts["until"] == "battle" then duration = { until_event = "battle_ended" } end
  effects.modifier(ctx.match, { query = query, name = ctx.ability.card_title, order = opts.order,
                                applies = function(c) return c == card end, modify = fn, duration = duration })
end

-- Personalities in play, filtered.
function kit.personalities(match, keep)
  local out = {}
  for _, p in ipairs(checkpoint.personalities(match)) do
    if keep == nil or keep(p) then out[#out + 1] = p end
  end
  return out
end

-- Cards at the current battlefield: `keep(card)` filters; attachments included
-- when opts.attachments.
function kit.at_battle(match, keep, opts)
  local b = match.state.battle
  local out = {}
  if not b then return out end
  local function consider(c)
    if keep == nil or keep(c) then out[#out + 1] = c end
  end
  for _, p in ipairs(zones.field(match, b.defender, b.province):cards()) do
    if stats.is(p, "personality") then
      consider(p)
      if opts and opts.attachments then
        for _, a in ipairs(p:attachments()) do consider(a) end
      end
    end
  end
  return out
end

-- Enemy Personalities at the battlefield.
function kit.enemies_at_battle(ctx, keep)
  return kit.at_battle(ctx.match, function(p)
    return p.owner ~= ctx.seat and stats.is(p, "personality") and (keep == nil or keep(p))
  end)
end

-- An enemy Follower, or an enemy Personality with no Follower, at the battlefield
-- (The Towers' ability, Fist of the Earth).
function kit.bowable_enemies(ctx)
  return kit.at_battle(ctx.match, function(c)
    if c.owner == ctx.seat then return false end
    if stats.is(c, "follower") then return true end
    return stats.is(c, "personality") and #stats.attached(c, "follower") == 0
  end, { attachments = true })
end

-- Fear N (L5-12.6): every Follower of the unit with current F <= N bows.
function kit.fear(ctx, p, n)
  if not p or not ctx:allowed("fear") then return end
  for _, f in ipairs(stats.attached(p, "follower")) do
    if stats.force(ctx.match, f) <= n then f:turn() end
  end
end

-- The Fear ability of a card: once per battle (L5-12.8), no bow (L5-12.7).
function kit.fear_ability(n)
  return { id = "fear", timing = "battle", limit = "battle", kinds = { "fear" },
           text = ("Fear %d: every Follower of an enemy unit with Force %d or less bows"):format(n, n),
           targets = { { key = "unit", prompt = ("Fear %d: which enemy unit?"):format(n),
                         choices = function(ctx) return kit.enemies_at_battle(ctx) end } },
           resolve = function(ctx) kit.fear(ctx, ctx.targets.unit, n) end }
end

-- A Terrain's Battle ability (L5-12.9): it goes into play at the battlefield, at most
-- one a battle; its effect starts when the segment ends (the card's on_terrain).
function kit.terrain_ability(text)
  return { id = "terrain", timing = "battle", labels = { "Terrain" }, text = text,
           condition = function(ctx) return ctx.match.state.battle.terrain == nil end,
           on_announce = function(ctx) ctx.match.state.battle.terrain = ctx.card end,
           resolve = function(ctx)
             local b = ctx.match.state.battle
             if ctx:allowed("terrain") then
               ctx.match:move(ctx.card, zones.field(ctx.match, b.defender, b.province))
             end
           end,
           after_resolve = function(ctx)       -- negated: to the discard pile, and no Terrain is there (L5-12.9)
             if not ctx.card.in_play then ctx.match.state.battle.terrain = nil end
           end }
end

-- Unbowed Monks or Shugenja of the player at the battlefield (a Kiho's performer).
function kit.kiho_performers(ctx)
  return kit.at_battle(ctx.match, function(p)
    return p.owner == ctx.seat and not p.turned and (stats.has(p, "Monk") or stats.has(p, "Shugenja"))
  end)
end

kit.stats = stats
return kit
