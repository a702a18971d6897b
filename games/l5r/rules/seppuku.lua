-- "Would cause an Honor loss" (L5-21.1), used by the Favor Reaction (L5-8.6) and
-- seppuku (L5-9.9), and seppuku itself: before an action resolves, the player who
-- would lose Honor may order his Samurai that performs or is targeted by it to die
-- honorably, and loses exactly 1 instead.
local flow = require "tabula.flow"
local actions = require "rules.actions"
local favor = require "rules.favor"
local honor = require "rules.honor"
local moves = require "rules.moves"
local stats = require "rules.stats"

local seppuku = {}

-- The cards an action's text destroys as things stand (L5-21.1(b)): an ability lists the
-- target slots it destroys (`destroys = {"target"}`), or gives a function of the use for a
-- destruction with a stated condition (a ranged attack: strength against Force). A negated
-- destruction destroys nothing.
local function destroyed(x)
  local ctx = x.ctx
  local d = ctx.ability.destroys
  if type(d) == "function" then return d(ctx) or {} end
  if flow.negated(x, "destroy") then return {} end
  local out = {}
  for _, key in ipairs(d or {}) do out[#out + 1] = ctx.targets[key] end
  return out
end

-- The static test of L5-21.1 on a declared action `x` for `seat`.
function seppuku.would_lose(x, seat)
  if flow.negated(x, "honor_loss:" .. seat) then return false end
  local ctx = x.ctx
  local a = ctx.ability
  if a.loses_honor and a.loses_honor(ctx, seat) then return true end
  for _, t in ipairs(destroyed(x)) do                        -- (b) it destroys his dishonored Personality
    if t and not t.gone and t.owner == seat and t.props.dishonored then return true end
  end
  if a.duel_destroys_loser then                              -- (b) a duel whose loser is destroyed
    for _, p in ipairs(a.duelists and a.duelists(ctx) or {}) do
      if p and not p.gone and p.owner == seat and p.props.dishonored then return true end
    end
  end
  return false
end
favor.would_lose = seppuku.would_lose

local function samurai(ctx, seat)
  local out, seen = {}, {}
  local function add(p)
    if p and not seen[p] and not p.gone and p.in_play and p.owner == seat and stats.is(p, "personality")
       and stats.has(p, "Samurai") then
      seen[p] = true
      out[#out + 1] = p
    end
  end
  add(ctx.performer)
  for _, slot in ipairs(ctx.ability.targets) do add(ctx.targets[slot.key]) end
  return out
end

local function offer(ctx)
  local match = ctx.match
  for _, seat in ipairs(flow.seats_from(match, match:seat())) do
    local eligible = samurai(ctx, seat)
    if #eligible > 0 and seppuku.would_lose(ctx.d, seat) then
      local options = { { id = "decline", label = "Decline seppuku" } }
      for _, p in ipairs(eligible) do
        options[#options + 1] = { id = tostring(p.id), label = "Order " .. p.kind .. " to commit seppuku", card = p }
      end
      local _, o = match:choose{ seat = seat, kind = "seppuku", options = options,
                                 prompt = "This action would cost you Honor: order seppuku?" }
      if o.card then
        moves.seppuku(match, o.card)
        honor.lose(match, seat, 1, nil, "seppuku of " .. o.card.kind)
        ctx.seppuku = ctx.seppuku or {}
        ctx.seppuku[seat] = true
      end
    end
  end
end

table.insert(actions.before_resolve, offer)

return seppuku
