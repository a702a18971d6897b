-- What the solo AI (BC-15) measures: a character's gap to the enemy hero (BC-15.1),
-- the cells its paths reach and the path to one (BC-15.2), whether a card can strike
-- and how hard (BC-15.4), and the cells BC-15.5 and BC-15.6 move to. Reads only.
local bonuses = require "rules.bonuses"
local catalog = require "catalog"
local characters = require "rules.characters"
local crests = require "rules.crests"
local hazards = require "rules.hazards"
local map = require "map"
local movement = require "rules.movement"
local reach = require "rules.reach"
local row = require "rules.row"
local stars = require "rules.stars"
local turn = require "turn"

local plan = {}

-- The AI card (BC-1.7) of the set `seat` plays.
function plan.card(match, seat)
  local hero = catalog.cards[match.state.sets[seat]]
  local card = catalog.cards[hero.ai or ""]
  if not card then error(("the hero set %s has no AI card (BC-1.7): the solo AI cannot play it"):format(hero.id), 0) end
  return card
end

function plan.enemy_hero(match, seat)
  return characters.hero(match, seat % match.seats + 1)
end

function plan.enemy_minion(match, seat)
  return characters.minion(match, seat % match.seats + 1)
end

-- BC-15.1: 0 when dist(cell, enemy hero) is in the character's band, else the
-- distance to the nearest distance of the band.
function plan.gap(match, obj, cell)
  local card = plan.card(match, obj.owner)
  local band = characters.is_hero(match, obj) and card.hero_band or card.minion_band
  local d = map.dist(cell, plan.enemy_hero(match, obj.owner).space)
  local gap = math.huge
  for _, b in ipairs(band) do gap = math.min(gap, math.abs(d - b)) end
  return gap
end

function plan.gap_of(match, obj)
  return function(cell) return plan.gap(match, obj, cell) end
end

-- BC-15.2: where `mover` can end a movement of `allowance` (forced: FORCE) along
-- AI paths, which never enter a cell touching an active HAZ icon (`through_hazards`
-- lifts that, for a movement the rules make the AI take anyway). Returns
-- {from, ends = cells in reading order, costs = cell -> cheapest cost, cost = step cost}.
function plan.search(match, mover, allowance, forced, through_hazards)
  local function blocked(cell)
    if not through_hazards and hazards.count(match, cell) > 0 then return true end
    local who = match:top(cell)
    return not forced and who ~= nil and who.owner ~= mover.owner
  end
  local function cost(_, _, label) return movement.step_cost(match, label) end
  local cells, costs, via = map.grid:reach(mover.space, allowance, { occupied = blocked, cost = cost })
  local ends = {}
  for _, cell in ipairs(cells) do
    if not match:top(cell) then ends[#ends + 1] = cell end
  end
  return { from = mover.space, ends = ends, costs = costs, via = via }
end

-- The cell of `cells` with the lowest key(cell), then the lowest cost, then first in
-- reading order (BC-15.2); and its key. nil when `cells` is empty.
function plan.best(s, cells, key)
  local best, best_key
  for _, cell in ipairs(cells) do
    local k = key(cell)
    if not best or k < best_key or (k == best_key and (s.costs[cell] < s.costs[best]
       or (s.costs[cell] == s.costs[best] and map.before(cell, best)))) then
      best, best_key = cell, k
    end
  end
  return best, best_key
end

function plan.cheapest(s, cells)
  return (plan.best(s, cells, function() return 0 end))
end

-- A cheapest path of the search `s` to `to`: the cells entered, in order. Among
-- equally cheap paths, the host's (board:reach's `via`): each cell is entered from the
-- cell cheapest to reach, then the first in reading order.
function plan.path(s, to)
  local out, at = {}, to
  while at ~= s.from do
    table.insert(out, 1, at)
    at = s.via[at]
  end
  return out
end

-- The cell of the search with the lowest gap for `obj`, if lower than its own gap.
function plan.improve(match, obj, s)
  local cell, gap = plan.best(s, s.ends, plan.gap_of(match, obj))
  if cell and gap < plan.gap(match, obj, obj.space) then return cell end
  return nil
end

-- A Move-action movement of `obj` (BC-15.6), counting every MOV bonus it touches
-- (BC-17.2).
function plan.move_search(match, obj)
  return plan.search(match, obj, turn.allowance(match, obj) + bonuses.total(match, obj.space, "MOV"), false)
end

function plan.closes_gap(match, obj)
  return plan.improve(match, obj, plan.move_search(match, obj)) ~= nil
end

-- The enemies `gun` could target from `cell`, counting the RNG bonuses usable there.
function plan.targets(match, seat, gun, cell)
  local extra = gun.range.kind == "long" and bonuses.total(match, cell, "RNG") or 0
  return reach.enemies_within(match, seat, cell, gun.range, extra)
end

-- Whether one of `guns` could target `who` from `cell`.
local function hits(match, seat, guns, cell, who)
  for _, gun in ipairs(guns) do
    for _, c in ipairs(plan.targets(match, seat, gun, cell)) do
      if c == who then return true end
    end
  end
  return false
end

-- An activation of `card` as if it began now (rules/activate.lua's shape).
function plan.activation(match, seat, card)
  return { match = match, seat = seat, card = card, hero = characters.hero(match, seat), used = {} }
end

-- The attack value of `gun` on `card` as if the card were activated now: printed
-- value plus crests, the card counted as exhausted, no landmark bonus.
function plan.attack_value(match, seat, card, gun)
  if not gun.crest then return gun.value end
  local own = (not card.turned and row.face(card).crest == gun.crest) and 1 or 0
  return gun.value + crests.count(match, seat, gun.crest) + own
end

-- Cannon, else Curse, when a STAR of `act` could resolve it now: its entry of
-- stars.usable.
local STRIKING_STARS = { "Cannon", "Curse" }
local function striking_star(act)
  local list = stars.usable(act)
  for _, name in ipairs(STRIKING_STARS) do
    for _, s in ipairs(list) do
      if s.name == name then return s end
    end
  end
  return nil
end

-- BC-15.4: the strike value of the ready `card`, or nil when it is not
-- strike-capable. The first ability that strikes gives the value: an ATTACK with a
-- target from the hero's cell or a cell an earlier MARCH reaches, or a STAR with
-- Cannon (Rig's Cannon value) or Curse (1), or an ability of another kind by what its
-- card declares: its `strike(act)`, the value it strikes for now, nil for none.
function plan.strike_value(match, seat, card)
  local act = plan.activation(match, seat, card)
  local cells = { act.hero.space }
  for _, ab in ipairs(row.face(card).abilities) do
    if ab.strike then
      local v = ab.strike(act)
      if v then return v end
    elseif ab.kind == "march" then
      local s = plan.search(match, act.hero, ab.n + bonuses.total(match, act.hero.space, "MOV"), false)
      for _, cell in ipairs(s.ends) do cells[#cells + 1] = cell end
    elseif ab.kind == "attack" then
      for _, cell in ipairs(cells) do
        if #plan.targets(match, seat, ab.gun, cell) > 0 then return plan.attack_value(match, seat, card, ab.gun) end
      end
    elseif ab.kind == "star" then
      local s = striking_star(act)
      if s then return s.star.attack and s.star.attack(act).value or 1 end
    end
  end
  return nil
end

-- BC-15.3 entry 1 and D5: among `cards`, the strike-capable one with the highest
-- strike value, the leftmost on a tie; nil when none is.
function plan.best_strike(match, seat, cards)
  local best, value
  for _, card in ipairs(cards) do
    local v = plan.strike_value(match, seat, card)
    if v and (not best or v > value) then best, value = card, v end
  end
  return best
end

-- The ATTACK abilities printed after `ability` on the activated card.
local function later_guns(act, ability)
  local guns, after = {}, false
  for _, ab in ipairs(row.face(act.card).abilities) do
    if after and ab.kind == "attack" then guns[#guns + 1] = ab.gun end
    if ab == ability then after = true end
  end
  return guns
end

-- The search of a MARCH of `act`, with every MOV bonus the hero touches.
function plan.march_search(match, act, ability)
  return plan.search(match, act.hero, ability.n + bonuses.total(match, act.hero.space, "MOV"), false)
end

-- BC-15.5 MARCH: the cell the hero marches to, or nil to skip the March. First a
-- cell from which a later ATTACK of the card targets the enemy hero (none needed
-- when the hero's own cell does), then the same for the enemy minion, the cheapest;
-- else the cell with the lowest gap if lower than the hero's own.
function plan.march(match, act, ability, s)
  local seat, hero = act.seat, act.hero
  local guns = later_guns(act, ability)
  for _, target in ipairs{ plan.enemy_hero(match, seat), plan.enemy_minion(match, seat) } do
    if hits(match, seat, guns, hero.space, target) then return nil end
    local cells = {}
    for _, cell in ipairs(s.ends) do
      if hits(match, seat, guns, cell, target) then cells[#cells + 1] = cell end
    end
    if #cells > 0 then return plan.cheapest(s, cells) end
  end
  return plan.improve(match, hero, s)
end

-- BC-15.5 FORCE: the cell the AI forces its own minion to, or nil to skip: only a
-- minion within the Force's range whose gap a forced AI path (+FRC) lowers.
function plan.force(match, act, ability)
  local minion = characters.minion(match, act.seat)
  if not minion or not reach.within(ability.range, act.hero.space, minion.space) then return nil end
  local s = plan.search(match, minion, ability.n + bonuses.total(match, act.hero.space, "FRC"), true)
  return plan.improve(match, minion, s)
end

-- BC-15.5 STAR: the id of the star ability to resolve among `list` (entries of
-- stars.usable): the first of Cannon, Curse, Ley Surge, Blessing, then the hero's
-- own if its AI card's policy (BC-1.7) picks it; nil: none.
local STAR_ORDER = { "Cannon", "Curse", "Ley Surge", "Blessing" }
function plan.star(match, act, list)
  for _, name in ipairs(STAR_ORDER) do
    for _, s in ipairs(list) do
      if s.name == name then return s.id end
    end
  end
  local policy = plan.card(match, act.seat).star
  for _, s in ipairs(list) do
    if s.id == policy.id and policy.pick(match, act) ~= nil then return s.id end
  end
  return nil
end

return plan
