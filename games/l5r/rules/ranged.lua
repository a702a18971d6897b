-- Ranged attacks (L5-12.1 to L5-12.5): a card whose file says `ranged = {strength =,
-- labels =, after =}` has the Battle ability "bow: Ranged N". The abilities of one
-- unit may be combined into one attack (L5-12.4): every legal combination is an
-- option (D-2), each source bows, the strengths add up, and there is one target.
local flow = require "tabula.flow"
local actions = require "rules.actions"
local catalog = require "catalog"
local moves = require "rules.moves"
local stats = require "rules.stats"
local zones = require "zones"

local ranged = {}

-- A card in a unit with Shield Wall cannot be targeted (L5-12.2).
local function shielded(card)
  local p = stats.bearer(card)
  if catalog.of(p).shield_wall then return true end
  for _, a in ipairs(p:attachments()) do if catalog.of(a).shield_wall then return true end end
  return false
end

-- L5-12.2: an enemy Personality with no Follower, or an enemy Follower, at the battlefield.
function ranged.targets(match, seat)
  local b = match.state.battle
  local out = {}
  if not b then return out end
  for _, p in ipairs(zones.field(match, b.defender, b.province):cards()) do
    if p.owner ~= seat and stats.is(p, "personality") and not shielded(p) then
      local followers = stats.attached(p, "follower")
      if #followers == 0 then out[#out + 1] = p end
      for _, f in ipairs(followers) do out[#out + 1] = f end
    end
  end
  return out
end

-- The cards the attack would destroy now (L5-21.1(b), for the Favor Reaction and seppuku):
-- its target, when the strength reaches the target's current F and the attack is not negated.
function ranged.destroys(ctx)
  local t = ctx.targets.target
  if not t or t.gone or not ctx.strength or (ctx.d and flow.negated(ctx.d, "ranged")) then return {} end
  if ctx.strength >= stats.force(ctx.match, t) then return { t } end
  return {}
end

-- L5-12.3: strength at least the target's current F destroys it.
function ranged.hit(ctx, target, strength)
  if not target or not ctx:allowed("ranged") then return end
  if strength >= stats.force(ctx.match, target) then moves.destroy(ctx.match, target, ctx) end
end

local function sources(match, p)
  local out = {}
  local function add(c)
    if catalog.of(c).ranged and not c.turned and match:can_use("ranged", { object = c }) then out[#out + 1] = c end
  end
  add(p)
  for _, a in ipairs(p:attachments()) do add(a) end
  return out
end

-- Every non-empty combination of a unit's ready sources, as uses of the rule ability.
local function combinations(match, seat)
  local b = match.state.battle
  local out = {}
  if not b then return out end
  for _, p in ipairs(zones.field(match, b.defender, b.province):cards()) do
    if p.owner == seat and stats.is(p, "personality") then
      local src = sources(match, p)
      for mask = 1, (1 << #src) - 1 do
        local set, ids, strength = {}, {}, 0
        for i, c in ipairs(src) do
          if mask & (1 << (i - 1)) ~= 0 then
            set[#set + 1] = c
            ids[#ids + 1] = tostring(c.id)
            strength = strength + catalog.of(c).ranged.strength
          end
        end
        out[#out + 1] = { card = p, data = { key = table.concat(ids, "+"), sources = set, strength = strength } }
      end
    end
  end
  return out
end

local function names(set)
  local out = {}
  for i, c in ipairs(set) do out[i] = c.kind end
  return table.concat(out, " + ")
end

actions.rule_uses({
  id = "ranged", timing = "battle", kinds = { "ranged" }, limit = false, destroys = ranged.destroys,
  label = function(ctx) return ("Ranged %d attack: %s (each bows)"):format(ctx.data.strength, names(ctx.data.sources)) end,
  keywords = function(ctx, kw, line)          -- the keywords of every combined ability and card (L5-12.4)
    for _, c in ipairs(ctx.data.sources) do
      for k in pairs(catalog.of(c).has) do kw[k] = true end
      for _, l in ipairs(catalog.of(c).ranged.labels or {}) do kw[l], line[l] = true, true end
    end
  end,
  targets = { { key = "target", prompt = "Ranged attack: which target?",
                choices = function(ctx) return ranged.targets(ctx.match, ctx.seat) end } },
  on_announce = function(ctx)
    ctx.strength = ctx.data.strength
    for _, c in ipairs(ctx.data.sources) do
      ctx.match:use("ranged", { object = c })
      c:turn()
    end
  end,
  resolve = function(ctx)
    ranged.hit(ctx, ctx.targets.target, ctx.strength)
    for _, c in ipairs(ctx.data.sources) do
      local after = catalog.of(c).ranged.after
      if after and not c.gone then after(ctx, c) end
    end
  end,
}, combinations)

return ranged
