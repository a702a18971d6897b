-- The solo AI (BC-15): answers the AI seat's decisions one by one, the same decisions
-- (decide.lua) with the same options a player gets, by the rules of BC-15 and the
-- set's AI card (BC-1.7, cards/*_ai.lua). Deterministic: no randomness, lists only.
-- What it measures is in ai/plan.lua.
--
-- Where BC-15 is silent, the AI reads it so:
-- * BC-15.3: the entry taken for an action is kept in match.state.ai_entry, so the
--   Move's decisions know whether it is entry 3 (move to close a gap) or entry 6 (any
--   movement; "the minion likewise": it moves too, to its best cell other than its
--   own). Entry 6 cannot come up in play (Prime or Refocus is always legal for one of
--   the two actions), nor can no entry apply; then the first option.
-- * BC-15.6 / D2: the hero decides first, then the minion. The hero moves first when it
--   closes its gap, else the minion does; asked whether the other moves too, the
--   minion moves if it closes its gap, and the hero, whose turn has passed, does not.
-- * D4: a movement is planned at its first step (its destination, and the path there
--   kept in the step context); among equally cheap AI paths, the host's: each cell
--   entered from the cell cheapest to reach, then the first in reading order (board:reach
--   `via`). "stop" once there.
-- * BC-15.2: when the rules make the AI move (a March or Force that must be performed)
--   and no AI path ends anywhere, it takes the cheapest legal path through hazards.
-- * BC-15.5 MARCH that must be performed though the rule says skip: the cell with the
--   lowest gap other than the hero's own.
-- * BC-15.5 / D11: a Force the AI must perform though the rule says skip: its own
--   minion if offered, to its lowest-gap cell; else the first target offered, to the
--   cheapest cell (never happens: the AI activates only strike-capable cards, and
--   their Forces can then be skipped).
-- * BC-15.4: a STAR with both Cannon and Curse usable strikes with Cannon's value (the
--   STAR order of BC-15.5).
-- * BC-15.5 STAR that must be performed though no star ability fits the order: the
--   first offered; Kindle with no card its policy picks: the leftmost offered.
-- * BC-15.5 / BC-11: every bonus (MOV, RNG, ATK, FRC, DEF) is answered yes.
-- * An ability of a kind BC-15 does not name (a mod's card's): strike-capable
--   (BC-15.4) when its card declares `strike(act)` and that gives a value, which is its
--   strike value; performed whenever it can be (BC-15.5).
-- * A decision of a kind BC-15 does not name (a mod's): the rule taught with
--   solo.teach(kind, rule), else the first option offered.
-- * BC-15.5 MULTI: after the enemy hero, the enemy minion, then "done"; a later target
--   never comes first.
local activate = require "rules.activate"
local characters = require "rules.characters"
local crests = require "rules.crests"
local plan = require "ai.plan"
local row = require "rules.row"
local stars = require "rules.stars"

local solo = {}

local ANSWER = {}

local function id_of(option) return type(option) == "table" and option.id or option end

-- The option ids of a decision, as a set.
local function offered(spec)
  local set = {}
  for _, o in ipairs(spec.options) do set[id_of(o)] = true end
  return set
end

local function first(spec) return id_of(spec.options[1]) end

-- The AI seat's action cards offered as options, left to right.
local function offered_cards(match, spec)
  local ids, out = offered(spec), {}
  for _, card in ipairs(row.cards(match, spec.seat)) do
    if ids[card.kind] then out[#out + 1] = card end
  end
  return out
end

local function closes_any(match, seat)
  for _, c in ipairs(characters.of(match, seat)) do
    if plan.closes_gap(match, c) then return true end
  end
  return false
end

local function always() return true end

-- BC-15.3: the entries, in order; the first offered whose condition holds is taken.
local ENTRIES = {
  { "activate", function(match, seat)
      return plan.best_strike(match, seat, activate.cards(match, seat)) ~= nil end },
  { "refocus", function(match, seat) return #row.ready(match, seat) <= 1 end },
  { "move", closes_any },
  { "refocus", always },
  { "prime", always },
  { "move", always },
}

function ANSWER.action(match, spec)
  local ids = offered(spec)
  for n, entry in ipairs(ENTRIES) do
    if ids[entry[1]] and entry[2](match, spec.seat) then
      match.state.ai_entry = n
      return entry[1]
    end
  end
  match.state.ai_entry = 0
  return first(spec)
end

-- D5: the strike-capable card with the highest strike value, leftmost on a tie.
function ANSWER.activate(match, spec)
  local card = plan.best_strike(match, spec.seat, offered_cards(match, spec))
  return card and card.kind or first(spec)
end

-- D16 (BC-15.3 entry 5): the lowest defence, crests counted as if exhausted; leftmost.
function ANSWER.prime(match, spec)
  local best, low
  for _, card in ipairs(offered_cards(match, spec)) do
    local d = crests.defence(match, spec.seat, card, true)
    if not best or d < low then best, low = card, d end
  end
  return best.kind
end

-- D10 (BC-15.7): the highest defence, crests counted as if exhausted, rightmost on a
-- tie, if at least 1; else no defence.
function ANSWER.defence(match, spec)
  local best, high
  for _, card in ipairs(offered_cards(match, spec)) do
    local d = crests.defence(match, spec.seat, card, true)
    if not best or d >= high then best, high = card, d end
  end
  if best and high >= 1 then return best.kind end
  return "none"
end

-- D3, D7, D9, D10, D11: every bonus (BC-15.5, BC-15.7, BC-17.2).
function ANSWER.bonus() return "yes" end

-- D2 (BC-15.3 entries 3 and 6, BC-15.6).
function ANSWER.mover(match, spec)
  local seat, ids = spec.seat, offered(spec)
  local any = match.state.ai_entry == 6
  local minion = characters.minion(match, seat)
  if ids.stop then
    if minion and ids[minion.kind] and (any or plan.closes_gap(match, minion)) then return minion.kind end
    return "stop"
  end
  for _, c in ipairs(characters.of(match, seat)) do
    if ids[c.kind] and (any or plan.closes_gap(match, c)) then return c.kind end
  end
  return first(spec)
end

-- Where a movement goes, given the AI-path search `s` from the mover's cell.
local function destination(match, seat, mv, s)
  local purpose, mover = mv.purpose or {}, mv.mover
  if mover.owner ~= seat then return plan.cheapest(s, s.ends) end
  if purpose.kind == "march" then
    local cell = plan.march(match, purpose.act, purpose.ability, s)
    if cell then return cell end
  end
  return (plan.best(s, s.ends, plan.gap_of(match, mover)))
end

-- D4: the steps of the path planned at the first step (kept in the movement's
-- context), then stop.
function ANSWER.step(match, spec)
  local mv = spec.context
  if not mv.ai_path then
    local s = plan.search(match, mv.mover, mv.remaining, mv.forced)
    if #s.ends == 0 then s = plan.search(match, mv.mover, mv.remaining, mv.forced, true) end
    mv.ai_path = plan.path(s, destination(match, spec.seat, mv, s))
  end
  return mv.ai_path[#mv.path + 1] or "stop"
end

-- D6 (BC-15.5): every ability is performed, except a March, Force or Star that the
-- rules say to skip.
local PERFORM = {
  march = function(match, act, ab) return plan.march(match, act, ab, plan.march_search(match, act, ab)) ~= nil end,
  force = function(match, act, ab) return plan.force(match, act, ab) ~= nil end,
  star = function(match, act) return plan.star(match, act, stars.usable(act)) ~= nil end,
}

function ANSWER.ability(match, spec)
  local ctx = spec.context
  local rule = PERFORM[ctx.ability.kind]
  if rule and not rule(match, ctx.act, ctx.ability) then return "skip" end
  return "perform"
end

-- The enemy hero if offered, else the enemy minion.
local function enemy_first(match, spec)
  local ids = offered(spec)
  for _, c in ipairs{ plan.enemy_hero(match, spec.seat), plan.enemy_minion(match, spec.seat) } do
    if ids[c.kind] then return c.kind end
  end
  return first(spec)
end

-- D8, D15 Cannon (BC-15.5 ATTACK): the enemy hero, else the enemy minion; a MULTI's
-- later target is the enemy minion after the enemy hero, else no more.
function ANSWER.target(match, spec)
  local ctx = spec.context
  if ctx.n == 1 then return enemy_first(match, spec) end
  local minion = plan.enemy_minion(match, spec.seat)
  if ctx.chosen[1] == plan.enemy_hero(match, spec.seat) and minion and offered(spec)[minion.kind] then
    return minion.kind
  end
  return "done"
end

-- D15 Curse: the enemy hero first (BC-15.5 STAR).
ANSWER.curse = enemy_first

-- D11: its own minion, never an enemy (BC-15.5 FORCE).
function ANSWER.force(match, spec)
  local minion = characters.minion(match, spec.seat)
  if minion and offered(spec)[minion.kind] then return minion.kind end
  return first(spec)
end

-- D12 (BC-15.5 STAR).
function ANSWER.star(match, spec)
  return plan.star(match, spec.context.act, spec.context.list) or first(spec)
end

-- D13: the card the hero star policy picks (BC-1.7); the context is the activation.
function ANSWER.kindle(match, spec)
  local card = plan.card(match, spec.seat).star.pick(match, spec.context)
  return card and card.kind or first(spec)
end

-- D14 (BC-15.5 Ley Surge): the leftmost eligible card.
function ANSWER.ley_surge(match, spec)
  return offered_cards(match, spec)[1].kind
end

-- A decision BC-15 does not know (a mod's card or landmark may ask one): the kind's
-- rule if the mod taught the AI one with solo.teach, else the first option offered.
function solo.teach(kind, rule) ANSWER[kind] = rule end

function solo.answer(match, spec)
  local rule = ANSWER[spec.kind]
  if not rule then return first(spec) end
  return rule(match, spec)
end

return solo
