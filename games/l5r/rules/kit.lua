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
-- deck while searching, the card is shown to both, taken into hand, then the deck is
-- shuffled. `optional`: the seat may take nothing.
function kit.search_fate(match, seat, filter, prompt)
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
    o.card:reveal_to("all")
    match:move(o.card, zones.get(match, "hand", seat))
    if match:logging() then match:log("Seat %d takes %s from the Fate deck", seat, o.card.kind) end
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

kit.stats = stats
return kit
