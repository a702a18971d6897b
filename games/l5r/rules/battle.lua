-- The Attack phase (L5-11): declaring (D-8), Infantry then Cavalry maneuvers (D-9 to
-- D-11, L5-21.6), then each battlefield in the attacker's order (D-12): its Battle
-- Action segment with the defender first, its Terrain, and its resolution (L5-11.9).
local effects = require "tabula.effects"
local flow = require "tabula.flow"
local actions = require "rules.actions"
local catalog = require "catalog"
local checkpoint = require "rules.checkpoint"
local honor = require "rules.honor"
local moves = require "rules.moves"
local stats = require "rules.stats"
local zones = require "zones"
local log = require "rules.log"

local battle = {}

-- A seat's units at home whose Personality is unbowed, oldest entered first (L5-21.3).
local function ready_units(match, seat, cavalry_only)
  local out = {}
  for _, c in ipairs(zones.get(match, "home", seat):cards()) do
    if stats.is(c, "personality") and not c.turned and (not cavalry_only or stats.cavalry(c)) then
      out[#out + 1] = c
    end
  end
  table.sort(out, function(a, b) return a.props.entered < b.props.entered end)
  return out
end

local function attacked(match, defender, n)
  for _, c in ipairs(zones.field(match, defender, n):cards()) do
    if c.owner ~= defender and stats.is(c, "personality") then return true end
  end
  return false
end

-- Assigns each unit in turn (D-9 to D-11): a Province `allowed(n)`, or home.
local function assign(match, seat, units, defender, allowed, what)
  for _, unit in ipairs(units) do
    local options = { { id = "home", label = "Stay home" } }
    for n = 1, zones.PROVINCES do
      if match.state.provinces[defender][n] and allowed(n) then
        options[#options + 1] = { id = "p" .. n, label = ("Province %d"):format(n), province = n }
      end
    end
    local _, o = match:choose{ seat = seat, kind = what, options = options,
                               prompt = ("%s: where does %s go?"):format(what == "defend" and "Defence" or
                                 "Attack", unit.kind) }
    if o.province then
      match:move(unit, zones.field(match, defender, o.province))
      log(match, "Seat %d assigns %s to Province %d", seat, unit.kind, o.province)
    end
  end
end

local function maneuvers(match, ap, nap)
  local any = function() return true end
  local contested = function(n) return attacked(match, nap, n) end
  assign(match, ap, ready_units(match, ap), nap, any, "attack")                      -- L5-11.3
  assign(match, nap, ready_units(match, nap), nap, contested, "defend")
  assign(match, ap, ready_units(match, ap, true), nap, any, "attack")                -- L5-11.4
  assign(match, nap, ready_units(match, nap, true), nap, contested, "defend")
end

-- Every card of a seat's army at the current battlefield: Personalities and attachments.
function battle.army(match, seat)
  local b = match.state.battle
  local out = {}
  for _, c in ipairs(zones.field(match, b.defender, b.province):cards()) do
    if c.owner == seat and stats.is(c, "personality") then out[#out + 1] = c end
  end
  return out
end

-- L5-11.9 step 1: unbowed Personalities' current F (Items included) and unbowed Followers'.
function battle.total(match, seat)
  local sum = 0
  for _, p in ipairs(battle.army(match, seat)) do
    if not p.turned then sum = sum + math.max(0, stats.force(match, p)) end   -- L5-11.12
    for _, f in ipairs(stats.attached(p, "follower")) do
      if not f.turned then sum = sum + math.max(0, stats.force(match, f)) end
    end
  end
  return sum
end

local function destroy_army(match, seat)
  local out = {}
  for _, p in ipairs(battle.army(match, seat)) do moves.destroy(match, p, nil, out) end
  return out
end

local function award(match, winner, gained)
  if gained < 1 then return end
  local dishonored = {}
  for _, p in ipairs(battle.army(match, winner)) do
    if p.props.dishonored then dishonored[#dishonored + 1] = p end
  end
  if #dishonored > 0 then                                                   -- L5-11.9 step 5
    for _, p in ipairs(dishonored) do honor.rehonor(match, p) end
  else
    honor.gain(match, winner, gained, nil, "battle")
  end
end

local function resolution(match, b)
  local A, D = battle.total(match, b.attacker), battle.total(match, b.defender)
  log(match, "Battle at seat %d's Province %d: attack %d, defence %d", b.defender, b.province, A, D)
  if A > 0 or D > 0 then
    local winner = A > D and b.attacker or D > A and b.defender or nil
    local destroyed = {}
    if winner ~= b.attacker then destroyed[b.attacker] = destroy_army(match, b.attacker) end
    if winner ~= b.defender then destroyed[b.defender] = destroy_army(match, b.defender) end
    local province_lost = false
    local strength = math.huge
    for _, c in ipairs(zones.get(match, "home", b.defender):cards()) do
      if stats.is(c, "stronghold") then strength = catalog.of(c).province_strength end
    end
    if winner == b.attacker and A - D >= strength then                      -- step 4
      province_lost = true
      match.state.provinces[b.defender][b.province] = false
      for _, c in ipairs(zones.province(match, b.defender, b.province):cards()) do moves.discard(match, c) end
      log(match, "Seat %d's Province %d is destroyed", b.defender, b.province)
    end
    if winner then
      award(match, winner, #(destroyed[match:next_seat(winner)] or {}) + (province_lost and 1 or 0))
    end
  end
  for _, seat in ipairs{ b.attacker, b.defender } do                        -- step 6
    for _, p in ipairs(battle.army(match, seat)) do moves.home(match, p, "unit") end
  end
  for _, c in ipairs(zones.field(match, b.defender, b.province):cards()) do moves.discard(match, c) end   -- Terrain
  effects.emit(match, { name = "battle_ended", defender = b.defender, province = b.province })
  checkpoint.run(match)
end

-- L5-11.6: the segment, then the Terrain, which opens no window (L5-21.11).
local function segment(match, b)
  match.state.moment = "battle"
  flow.priority(match, actions.loop(match, "battle", b.defender, checkpoint.run))
  match.state.moment = nil
  local terrain = b.terrain
  if terrain and not terrain.gone and terrain.in_play then
    catalog.of(terrain).on_terrain(match, terrain, b)
    checkpoint.run(match)
  end
end

local function battlefields(match, nap)
  local out = {}
  for n = 1, zones.PROVINCES do
    if match.state.provinces[nap][n] and zones.field(match, nap, n):count() > 0 and attacked(match, nap, n) then
      out[#out + 1] = n
    end
  end
  return out
end

function battle.phase(match)
  local ap = match:seat()
  local nap = match:next_seat(ap)
  local s = match.state
  s.battle = nil
  local can = #ready_units(match, ap) > 0                                   -- L5-11.2
  local options = { { id = "no_attack", label = "Do not attack" } }
  if can then table.insert(options, 1, { id = "attack", label = "Attack" }) end
  if match:choose{ seat = ap, kind = "declare_attack", prompt = "Attack phase", options = options } ~= "attack" then
    return
  end
  maneuvers(match, ap, nap)
  local todo = battlefields(match, nap)
  while #todo > 0 do
    local opts = {}
    for i, n in ipairs(todo) do opts[i] = { id = "p" .. n, label = ("Battle at Province %d"):format(n), province = n } end
    local _, o = match:choose{ seat = ap, kind = "battlefield", prompt = "Which battle next?", options = opts }
    s.battle_serial = s.battle_serial + 1
    local b = { attacker = ap, defender = nap, province = o.province, serial = s.battle_serial }
    s.battle = b
    -- each battle is two steps of the phase (step_started/step_ended events, match:phase())
    flow.steps(match, "attack", { { name = "battle_actions", run = function() segment(match, b) end },
                                  { name = "resolution", run = function() resolution(match, b) end } })
    s.battle = nil
    for i, n in ipairs(todo) do
      if n == o.province then table.remove(todo, i) break end
    end
  end
end

return battle
