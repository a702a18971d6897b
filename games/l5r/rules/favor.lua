-- The Imperial Favor (L5-8): the petition (a Limited action, once per turn), its
-- automatic grant or contest, and the four Favor actions, which discard the Favor.
local flow = require "tabula.flow"
local actions = require "rules.actions"
local checkpoint = require "rules.checkpoint"
local honor = require "rules.honor"
local moves = require "rules.moves"
local stats = require "rules.stats"
local zones = require "zones"
local log = require "rules.log"

local favor = {}

local function unbowed_personalities(match, seat, min_ph)
  local out = {}
  for _, p in ipairs(checkpoint.personalities(match)) do
    if p.owner == seat and not p.turned and (not min_ph or stats.ph(match, p) >= min_ph) then out[#out + 1] = p end
  end
  return out
end

-- The contest (L5-8.4): petitioner first, speakers and one offering each, until two
-- passes in a row; strictly higher wins (L5-8.5).
local function contest(match, petitioner)
  local total = { [petitioner] = match.state.honor[petitioner] }
  local other = match:next_seat(petitioner)
  total[other] = match.state.honor[other]
  local offered = {}
  flow.priority(match, {
    first = petitioner,
    kind = "petition",
    actions = function(seat)
      local out = {}
      for _, p in ipairs(unbowed_personalities(match, seat)) do
        out[#out + 1] = { id = "speak:" .. p.id, label = ("Send %s to speak (+%d)"):format(p.kind, stats.ph(match, p)),
                          speaker = p }
      end
      if not offered[seat] then
        for _, c in ipairs(zones.get(match, "hand", seat):cards()) do
          out[#out + 1] = { id = "offer:" .. c.id, label = ("Offer %s (+%d)"):format(c.kind, stats.def(c).focus or 0),
                            offering = c }
        end
      end
      return out
    end,
    prompt = function(seat)
      return ("Petition for the Imperial Favor: %d against %d"):format(total[seat], total[match:next_seat(seat)])
    end,
    resolve = function(d)
      local o = d.option
      if o.speaker then
        o.speaker:turn()
        total[d.seat] = total[d.seat] + stats.ph(match, o.speaker)
        log(match, "Seat %d sends %s to speak -> %d", d.seat, o.speaker.kind, total[d.seat])
      else
        offered[d.seat] = true
        total[d.seat] = total[d.seat] + (stats.def(o.offering).focus or 0)
        match:move(o.offering, zones.get(match, "fate_discard", d.seat))
        log(match, "Seat %d offers %s -> %d", d.seat, o.offering.kind, total[d.seat])
      end
    end,
  })
  return total[petitioner] > total[other]
end

actions.rule({
  id = "petition", timing = "limited", text = "petition for the Imperial Favor (bow a Personality with PH 1 or more)",
  limit = "petition",
  condition = function(ctx)
    return ctx.match.state.favor ~= ctx.seat and ctx.match:can_use("petition:" .. ctx.seat)
  end,
  costs = { { kind = "bow_one", key = "petitioner", prompt = "Which Personality petitions?",
              choices = function(ctx) return unbowed_personalities(ctx.match, ctx.seat, 1) end } },
  on_announce = function(ctx) ctx.match:use("petition:" .. ctx.seat) end,
  resolve = function(ctx)
    local match, s = ctx.match, ctx.match.state
    local other = ctx.match:next_seat(ctx.seat)
    if s.favor == 0 and s.honor[ctx.seat] > s.honor[other] then
      s.favor = ctx.seat                                            -- L5-8.3
      log(match, "Seat %d takes the Imperial Favor", ctx.seat)
    elseif contest(match, ctx.seat) then
      s.favor = ctx.seat
      log(match, "Seat %d wins the petition and takes the Imperial Favor", ctx.seat)
    else
      log(match, "Seat %d's petition fails", ctx.seat)
    end
  end,
})

-- The Favor actions (L5-8.6): each discards the Favor as its cost.
local DISCARD = { { kind = "discard_favor" } }

actions.rule({
  id = "favor_draw", timing = "limited", labels = { "Favor" }, costs = DISCARD, limit = false,
  text = "discard the Imperial Favor: draw a Fate card",
  resolve = function(ctx) if ctx:allowed("draw") then moves.draw(ctx.match, ctx.seat, 1) end end,
})

actions.rule({
  id = "favor_rehonor", timing = "open", labels = { "Favor" }, costs = DISCARD, limit = false,
  text = "discard the Imperial Favor: a dishonored Personality becomes honorable",
  targets = { { key = "target", prompt = "Which dishonored Personality?", choices = function(ctx)
    local out = {}
    for _, p in ipairs(checkpoint.personalities(ctx.match)) do if p.props.dishonored then out[#out + 1] = p end end
    for seat = 1, ctx.match.seats do
      for _, c in ipairs(zones.get(ctx.match, "dynasty_discard", seat):cards()) do
        if c.props.dead == "dishonorable" then out[#out + 1] = c end
      end
    end
    return out
  end } },
  resolve = function(ctx)
    local t = ctx.targets.target
    if not t or not ctx:allowed("rehonor") then return end
    if t.props.dead then t:set("dead", "honorable") else honor.rehonor(ctx.match, t) end
  end,
})

actions.rule({
  id = "favor_send_home", timing = "battle", no_presence = true, labels = { "Favor" }, costs = DISCARD, limit = false,
  text = "discard the Imperial Favor: a unit at the battlefield goes home and bows",
  targets = { { key = "unit", prompt = "Which unit goes home?", choices = function(ctx)
    local b = actions.battle(ctx.match)
    local out = {}
    for _, c in ipairs(zones.field(ctx.match, b.defender, b.province):cards()) do
      if stats.is(c, "personality") then out[#out + 1] = c end
    end
    return out
  end } },
  resolve = function(ctx)
    local p = ctx.targets.unit
    if p and ctx:allowed("move") then moves.home(ctx.match, p, "unit") end
  end,
})

actions.rule({
  id = "favor_prevent", timing = "reaction", labels = { "Favor" }, costs = DISCARD, limit = false,
  text = "discard the Imperial Favor: prevent every Honor loss this action would cause you",
  responds = function(ctx, x) return honor.would_lose(x, ctx.seat) end,
  resolve = function(ctx) flow.negate(ctx.d.responds_to, "honor_loss:" .. ctx.seat) end,
})

return favor
