-- Challenges and duels (L5-13): refusal (D-13), the duel-entry window (L5-13.4,
-- L5-21.7), locked stats, focus or strike (D-14), totals with Double Chi (L5-14.2),
-- then the creating effect's consequences and "after wins a duel" traits.
local effects = require "tabula.effects"
local flow = require "tabula.flow"
local actions = require "rules.actions"
local catalog = require "catalog"
local checkpoint = require "rules.checkpoint"
local stats = require "rules.stats"
local zones = require "zones"
local log = require "rules.log"

local duel = {}

-- Both duelists in play, and at the battlefield when the duel is fought in a battle (L5-13.3).
local function able(match, p)
  if p.gone or not p.in_play then return false end
  if match.state.battle then return actions.at_battle(match, p) end
  return true
end

local function stat_of(match, p, stat)
  if stat == "ph" then return stats.ph(match, p) end
  return stats.chi(match, p)
end

-- Focus or strike, from the challenged duelist's controller (L5-13.7).
local function exchange(match, D)
  local focus = { [D.challenger] = {}, [D.challenged] = {} }
  local turn_of = { D.challenged, D.challenger }
  local i = 1
  while true do
    local p = turn_of[i]
    local seat = p.owner
    local options = { { id = "strike", label = "Strike" } }
    for _, c in ipairs(zones.get(match, "hand", seat):cards()) do
      options[#options + 1] = { id = tostring(c.id), label = ("Focus %s (FV %d)"):format(c.kind, catalog.of(c).focus or 0),
                                card = c }
    end
    local _, o = match:choose{ seat = seat, kind = "duel", options = options,
                               prompt = ("Duel: %s against %s: focus or strike?"):format(p.kind, turn_of[3 - i].kind) }
    if not o.card then return focus end
    match:move(o.card, zones.get(match, "focus", seat))
    focus[p][#focus[p] + 1] = o.card
    i = 3 - i
  end
end

local function total(p, base, cards)
  local sum = base
  local times = stats.has(p, "Double Chi") and 2 or 1                        -- L5-14.2
  for _, c in ipairs(cards) do sum = sum + times * (catalog.of(c).focus or 0) end
  return sum
end

-- Fights a duel made by the action `ctx`. spec: {challenger, challenged, stat = "chi"
-- or "ph", refusable, can_refuse(p), on_refuse(p), consequences(result)}. The result
-- {winner, losers = {...}} goes to consequences; returns it, or nil with no duel.
function duel.fight(ctx, spec)
  local match = ctx.match
  local D = { challenger = spec.challenger, challenged = spec.challenged, bow_after = {} }
  if not (D.challenger and D.challenged and able(match, D.challenger) and able(match, D.challenged)) then return nil end
  if spec.refusable and (not spec.can_refuse or spec.can_refuse(D.challenged)) then      -- L5-13.2
    local id = match:choose{ seat = D.challenged.owner, kind = "challenge", prompt = ("%s challenges %s"):format(
                               D.challenger.kind, D.challenged.kind),
                             options = { { id = "accept", label = "Accept the challenge" },
                                         { id = "refuse", label = "Refuse the challenge" } } }
    if id == "refuse" then
      log(match, "%s refuses the challenge", D.challenged.kind)
      if spec.on_refuse then spec.on_refuse(D.challenged) end
      return nil
    end
  end
  -- L5-13.4: the duelists enter the duel; only He's Mine! (and answers to it) now
  local entry = { seat = ctx.seat, id = "duel_entry", duel_entry = true, duel = D, depth = 0,
                  keywords = {}, line = {}, kinds = {}, targets = {}, favor = false }
  flow.window(match, actions.loop(match, match.state.moment or "action", ctx.seat, checkpoint.run), entry)
  if not (able(match, D.challenger) and able(match, D.challenged)) then return nil end
  local base = { [D.challenger] = stat_of(match, D.challenger, spec.stat),                -- L5-13.5, L5-13.6
                 [D.challenged] = stat_of(match, D.challenged, spec.stat) }
  local focus = exchange(match, D)
  local totals = {}
  for _, p in ipairs{ D.challenger, D.challenged } do
    for _, c in ipairs(focus[p]) do c:flip("up") end
    totals[p] = total(p, base[p], focus[p])
  end
  for _, p in ipairs{ D.challenger, D.challenged } do
    for _, c in ipairs(focus[p]) do match:move(c, zones.get(match, "fate_discard", c.owner)) end
  end
  local a, b = totals[D.challenger], totals[D.challenged]
  log(match, "Duel: %s %d, %s %d", D.challenger.kind, a, D.challenged.kind, b)
  local result = { totals = totals, challenger = D.challenger, challenged = D.challenged }
  if a > b then result.winner, result.losers = D.challenger, { D.challenged }
  elseif b > a then result.winner, result.losers = D.challenged, { D.challenger }
  else result.losers = { D.challenger, D.challenged } end                                 -- a tie: both lose
  spec.consequences(result)
  local w = result.winner                                      -- then "after wins a duel" traits (L5-13.9)
  if w and not w.gone and w.in_play then effects.emit(match, { name = "duel_won", card = w, ctx = ctx }) end
  for _, p in ipairs(D.bow_after) do if not p.gone and p.in_play then p:turn() end end  -- He's Mine!
  checkpoint.run(match)
  return result
end

return duel
