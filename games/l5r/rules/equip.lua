-- Equipping (L5-10.4 to L5-10.7, L5-21.5): a Limited action putting a Follower, Item
-- or Spell from hand on a Personality of yours; the card waits in the pending area
-- through the window, then attaches if its target is still legal. A Personality whose
-- card says `equip_open = {type =, keyword =}` (Soshi Neiru) takes such cards as an
-- Open action too. "After you equip" effects of the card (`on_equip`) are part of the
-- action.
local actions = require "rules.actions"
local checkpoint = require "rules.checkpoint"
local moves = require "rules.moves"
local stats = require "rules.stats"
local zones = require "zones"

local equip = {}

local ATTACHMENT = { follower = true, item = true, spell = true }

-- Whether p, a Personality in play of the card's owner, may take it: a Shugenja may
-- take a new Spell while he carries fewer than his Chi (L5-10.6).
local function takes(match, card, p)
  if stats.is(card, "spell") then
    return stats.has(p, "Shugenja") and #stats.attached(p, "spell") < stats.chi(match, p)
  end
  return true
end

function equip.can_bear(match, card, p)
  if p.gone or not p.in_play or p.owner ~= card.owner or not stats.is(p, "personality") then return false end
  return takes(match, card, p)
end

local function hand_attachments(match, seat)
  local out = {}
  for _, c in ipairs(zones.get(match, "hand", seat):cards()) do
    if ATTACHMENT[stats.def(c).type] then out[#out + 1] = c end
  end
  return out
end

-- Whether p takes ctx's card by its own card's Open rule (Soshi Neiru).
local function opens_to(ctx, p)
  local rule = stats.def(p).equip_open
  return rule ~= nil and stats.is(ctx.card, rule.type) and stats.has(ctx.card, rule.keyword)
end

local function bearers(ctx, open)
  local out, card = {}, ctx.card
  local owner = card.owner
  for _, p in ipairs(checkpoint.personalities(ctx.match)) do   -- in play, by their list
    if p.owner == owner and (not open or opens_to(ctx, p)) and takes(ctx.match, card, p) then out[#out + 1] = p end
  end
  return out
end

local function resolve(ctx)
  local match, card, p = ctx.match, ctx.card, ctx.targets.bearer
  if p and ctx:allowed("attach") and equip.can_bear(match, card, p) then
    moves.attach(match, card, p)
  end
  local on_equip = stats.def(card).on_equip
  if on_equip then on_equip(ctx, card, card.attached_to) end   -- happens either way (L5-21.5)
end

local function loses_honor(ctx, seat)
  return seat == ctx.seat and (stats.def(ctx.card).equip_honor_loss or 0) > 0
end

local function ability(id, timing, open)
  return {
    id = id, timing = timing, pending = true, limit = false,
    text = open and "equip it (Open)" or "equip it",
    gold = function(ctx) return stats.def(ctx.card).gold or 0 end,
    targets = { { key = "bearer", prompt = "Equip it to which Personality?",
                  choices = function(ctx) return bearers(ctx, open) end,
                  still = function(ctx) return bearers(ctx, false) end } },
    loses_honor = loses_honor,
    resolve = resolve,
    -- the Open equip is offered only where the Limited one is not
    condition = open and function(ctx) return not (ctx.match.state.moment == "action" and
                                                   ctx.seat == ctx.match:seat()) end or nil,
  }
end

actions.rule(ability("equip", "limited", false), hand_attachments)
actions.rule(ability("equip_open", "open", true), hand_attachments)

return equip
