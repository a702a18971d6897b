-- Family Honor, dishonor and rehonor (L5-9). Every loss and gain goes through here,
-- so prevention (L5-7.9(b), (d)), seppuku's replacement (L5-9.9, L5-21.1) and a
-- dishonored Personality's rehonoring (L5-9.4) apply everywhere.
local flow = require "tabula.flow"
local log = require "rules.log"

local honor = {}

function honor.of(match, seat) return match.state.honor[seat] end

-- `ctx`: the action whose resolution causes the loss (nil for battles, Events and
-- triggered traits outside an action).
function honor.lose(match, seat, n, ctx, why)
  if n <= 0 then return 0 end
  if ctx then
    if ctx.d and flow.negated(ctx.d, "honor_loss:" .. seat) then
      log(match, "Seat %d's loss of %d Honor is prevented", seat, n)
      return 0
    end
    if ctx.seppuku and ctx.seppuku[seat] then return 0 end   -- replaced by the single 1
  end
  local s = match.state
  s.honor[seat] = s.honor[seat] - n
  log(match, "Seat %d loses %d Honor (%s) -> %d", seat, n, why or "effect", s.honor[seat])
  return n
end

-- A gain `because` of a Personality: a dishonored one is rehonored instead (L5-9.4).
function honor.gain(match, seat, n, because, why)
  if n <= 0 then return 0 end
  if because and because.props.dishonored and not because.gone then
    honor.rehonor(match, because)
    return 0
  end
  local s = match.state
  s.honor[seat] = s.honor[seat] + n
  log(match, "Seat %d gains %d Honor (%s) -> %d", seat, n, why or "effect", s.honor[seat])
  return n
end

function honor.dishonor(match, p)
  if p.props.dishonored then return false end
  p:set("dishonored", true)
  log(match, "%s is dishonored", p.kind)
  return true
end

function honor.rehonor(match, p)
  if not p.props.dishonored then return false end
  p:set("dishonored", nil)
  log(match, "%s is rehonored", p.kind)
  return true
end

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

-- "Would cause an Honor loss": the static test of L5-21.1 on a declared action `x`
-- for `seat`, used by the Favor Reaction (L5-8.6) and seppuku (L5-9.9).
function honor.would_lose(x, seat)
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

return honor
