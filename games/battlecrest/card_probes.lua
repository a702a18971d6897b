-- Scenario helper for scenarios/cards/ and scenarios/landmarks/: small positions that
-- read a card's printed Move, defence and crest, or a hazard, through play. Used by
-- scenarios/ only.
local catalog = require "catalog"
local P = require "positions"

local probes = {}

-- Cards for P.match: `id` showing `side`, every other card of its row exhausted.
function probes.alone_ready(id, side)
  local set = id:match("^(%a+)_")
  local cards = {}
  for _, other in ipairs(catalog.cards[set].row) do cards[other] = { exhausted = other ~= id } end
  cards[id].side = side
  return cards
end

-- The hero of the set of `id` (at (3,4); Rig destroyed) takes Move with only `id`,
-- showing `side`, ready. From (3,4) allowance 1 reaches (2,4) and (3,5), allowance 2
-- the diagonals (4,3) and (4,5) too. Returns the match at the first step.
function probes.move_alone(id, side)
  local akhena = id:match("^akhena_") ~= nil
  local at = akhena and { akhena = "(3,4)", mutiny = "(6,4)", rig = false }
                    or { mutiny = "(3,4)", akhena = "(6,4)", rig = false }
  local t = P.match{ active = akhena and 1 or 2, at = at, cards = probes.alone_ready(id, side) }
  t:answer("move")
  P.at(t, "step")
  return t
end

-- Takes Activate and the card `id`, answering the card only if it is asked (it is not
-- when `id` is the only card that can do something).
function probes.activate(t, id)
  t:answer("activate")
  if t:run() == "choice" and t:pending().kind == "activate" then t:answer(id) end
end

-- The hero of `set` is attacked and is asked to defend: Akhena at (3,4) by Mutiny's
-- Powder Keg (STAR skipped, ATTACK 1+POWDER MEDIUM, Grappling Hook exhausted: 2) from
-- (2,4); Mutiny at (4,5) by Akhena's Sunlance Ablaze (ATTACK 2+SUN MEDIUM) from (3,4).
-- `spec.cards` and `spec.health` complete the position. Returns the match at the
-- defence choice.
function probes.defending(set, spec)
  local cards = spec.cards or {}
  local t
  if set == "akhena" then
    cards.mutiny_grappling_hook = { exhausted = true }
    t = P.match{ active = 2, at = { akhena = "(3,4)", mutiny = "(2,4)", rig = "(6,6)" }, cards = cards, health = spec.health }
    probes.activate(t, "mutiny_powder_keg")
    t:answer("skip")
  else
    cards.akhena_sunlance = { side = "flipped" }
    t = P.match{ active = 1, at = { akhena = "(3,4)", mutiny = "(4,5)", rig = "(6,6)" }, cards = cards, health = spec.health }
    probes.activate(t, "akhena_sunlance")
  end
  P.at(t, "defence")
  return t
end

-- probes.defending, defended with the card `id`: its option's label, and the
-- defender's health after the attack.
function probes.defence(set, id, spec)
  local t = probes.defending(set, spec)
  local label = P.labels(t)[id]
  t:answer(id)
  P.at(t, "action")
  return label, P.health(t, set)
end

-- probes.defending, not defended: the match after the attack.
function probes.undefended(set, health)
  local t = probes.defending(set, { health = { [set] = health } })
  t:answer("none")
  return t
end

-- An attack counting `crest`, undefended: Javelin (1+MOON LONG 3) from (1,4) on Mutiny
-- at (3,4); Sunlance Ablaze (2+SUN MEDIUM) from (3,4) on Mutiny at (4,5); Grappling
-- Hook's ATTACK 1+ANCHOR SHORT (Force skipped) from (4,2) on Akhena at (4,3); Powder
-- Keg's ATTACK 1+POWDER MEDIUM (STAR skipped) from (3,5) on Akhena at (4,6).
local CREST = {
  MOON = { active = 1, at = { akhena = "(1,4)", mutiny = "(3,4)", rig = "(5,6)" }, card = "akhena_javelin" },
  SUN = { active = 1, at = { akhena = "(3,4)", mutiny = "(4,5)", rig = "(6,6)" }, card = "akhena_sunlance",
          cards = { akhena_sunlance = { side = "flipped" } } },
  ANCHOR = { active = 2, at = { mutiny = "(4,2)", akhena = "(4,3)", rig = "(6,6)" }, card = "mutiny_grappling_hook",
             skip = true },
  POWDER = { active = 2, at = { mutiny = "(3,5)", akhena = "(4,6)", rig = "(1,1)" }, card = "mutiny_powder_keg",
             skip = true },
}

-- The defender's health after that attack, the position completed by `spec.cards`
-- and `spec.health`.
function probes.crest_attack(crest, spec)
  local probe = CREST[crest]
  local cards = spec.cards or {}
  for id, c in pairs(probe.cards or {}) do cards[id] = c end
  local t = P.match{ active = probe.active, at = probe.at, cards = cards, health = spec.health }
  probes.activate(t, probe.card)
  if probe.skip then t:answer("skip") end
  t:answer("none")
  P.at(t, "action")
  return P.health(t, probe.active == 1 and "mutiny" or "akhena")
end

-- Akhena, at `from`, takes Move and stops after one step into `cell`, in the position
-- `spec` (layout, landmarks) with Mutiny and Rig out of the way: her health after.
function probes.step_into(spec, from, cell)
  local t = P.match{ layout = spec.layout, landmarks = spec.landmarks,
                     at = { akhena = from, mutiny = "(6,6)", rig = "(5,6)" } }
  t:answer("move", cell, "stop")
  P.at(t, "action")
  return P.health(t, "akhena")
end

return probes
