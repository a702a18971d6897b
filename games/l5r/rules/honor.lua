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

return honor
