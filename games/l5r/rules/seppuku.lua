-- Seppuku (L5-9.9): before an action resolves, the player it would cost Honor
-- (honor.would_lose, L5-21.1) may order his Samurai that performs or is targeted by it
-- to die honorably, and loses exactly 1 instead.
local flow = require "tabula.flow"
local actions = require "rules.actions"
local honor = require "rules.honor"
local moves = require "rules.moves"
local stats = require "rules.stats"

local seppuku = {}


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
    if #eligible > 0 and honor.would_lose(ctx.d, seat) then
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
