-- Attacks (BC-6, BC-7): RNG bonuses, targets (MULTI: several, in order), ATK bonuses,
-- then for each target a defence step and a damage step.
local bonuses = require "rules.bonuses"
local characters = require "rules.characters"
local crests = require "rules.crests"
local damage = require "rules.damage"
local decide = require "decide"
local reach = require "rules.reach"
local row = require "rules.row"

local attack = {}

-- The enemies `attacker` could target with `gun` ({value, crest, range, multi}) from
-- its cell, its Long range lengthened by `extra`.
function attack.targets(match, attacker, gun, extra)
  return reach.enemies_within(match, attacker.owner, attacker.space, gun.range, gun.range.kind == "long" and extra or 0)
end

-- Whether the attack has a legal target, counting every RNG bonus it could use.
function attack.possible(match, attacker, gun)
  local extra = gun.range.kind == "long" and bonuses.total(match, attacker.space, "RNG") or 0
  return #attack.targets(match, attacker, gun, extra) > 0
end

-- The attack value before landmark bonuses: printed value plus crests (BC-7.1).
function attack.value(match, seat, gun)
  return gun.value + (gun.crest and crests.count(match, seat, gun.crest) or 0)
end

function attack.text(gun)
  local t = "ATTACK " .. gun.value .. (gun.crest and ("+" .. gun.crest) or "") .. " " .. gun.range.text
  if gun.multi then t = t .. " MULTI " .. gun.multi end
  return t
end

-- The defence step (BC-7.2) of `target`. Landmarks of DEF bonuses go into `used`.
local function defend(match, target, used)
  if not characters.is_hero(match, target) then return characters.side_of(target).def end
  local seat = target.owner
  local ready = row.ready(match, seat)
  if #ready == 0 then return 0 end
  local options = {}
  for _, c in ipairs(ready) do
    options[#options + 1] = { id = c.kind, label = ("%s (defence %d)"):format(row.name(c), crests.defence(match, seat, c, true)) }
  end
  options[#options + 1] = { id = "none", label = "no defence" }
  local id = decide.ask(match, { seat = seat, kind = "defence", options = options,
    prompt = ("%s is attacked: exhaust a card to defend?"):format(characters.name(target)), context = { target = target } })
  if id == "none" then return 0 end
  local card
  for _, c in ipairs(ready) do if c.kind == id then card = c end end
  card:turn()
  local def = crests.defence(match, seat, card)
  def = def + bonuses.choose(match, seat, target.space, "DEF", used, nil, "this defence")
  match:log("%s defends with %s: defence %d", characters.name(target), row.name(card), def)
  return def
end

-- Resolves the attack `gun` made by `attacker` in the ability context `act` ({match,
-- seat, used}); `what` names it in prompts and the log.
function attack.resolve(act, attacker, gun, what)
  local match, seat, cell = act.match, act.seat, attacker.space
  local extra = 0
  if gun.range.kind == "long" then
    extra = bonuses.choose(match, seat, cell, "RNG", act.used,
      function(t) return #attack.targets(match, attacker, gun, t) > 0 end, what)
  end
  local chosen = { decide.character(match, seat, attack.targets(match, attacker, gun, extra), "target",
    ("%s: attack whom?"):format(what), { gun = gun, attacker = attacker, n = 1 }) }
  for n = 2, gun.multi or 1 do
    local more, taken = {}, {}
    for _, c in ipairs(chosen) do taken[c] = true end
    for _, c in ipairs(attack.targets(match, attacker, gun, 0)) do
      if not taken[c] then more[#more + 1] = c end
    end
    if #more == 0 then break end
    local t = decide.character(match, seat, more, "target", ("%s: target %d, or no more?"):format(what, n),
      { gun = gun, attacker = attacker, n = n, chosen = chosen }, { id = "done", label = "no more targets" })
    if not t then break end
    chosen[#chosen + 1] = t
  end
  local atk = bonuses.choose(match, seat, cell, "ATK", act.used, nil, what)
  local value = attack.value(match, seat, gun)
  for i, target in ipairs(chosen) do
    if not target.gone then
      local v = value + (i == 1 and atk or 0)
      local def = defend(match, target, act.used)
      local dealt = math.max(0, v - def)
      match:log("%s: attack %d on %s, defence %d, %d damage", what, v, characters.label(target), def, dealt)
      damage.deal(match, target, dealt, what)
    end
  end
end

return attack
