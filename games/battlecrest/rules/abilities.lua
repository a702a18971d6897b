-- The abilities an action card prints (BC-1.4): each is a table
--   { kind, label, can(act) -> boolean, perform(act) }
-- where `act` is the activation in progress: { match, seat, card, hero, used }.
-- can() is BC-5.3's "can be performed now"; a card may also hold an ability of its
-- own written to the same shape.
local attack = require "rules.attack"
local bonuses = require "rules.bonuses"
local characters = require "rules.characters"
local decide = require "decide"
local movement = require "rules.movement"
local reach = require "rules.reach"
local row = require "rules.row"
local stars = require "rules.stars"

local A = {}

-- ATTACK v[+CREST] RANGE [MULTI m], made by the hero.
function A.attack(gun)
  return {
    kind = "attack", gun = gun, label = attack.text(gun),
    can = function(act) return attack.possible(act.match, act.hero, gun) end,
    perform = function(act) attack.resolve(act, act.hero, gun, row.name(act.card)) end,
  }
end

-- MARCH n: the hero moves with n movement, + MOV.
function A.march(n)
  local march
  march = {
    kind = "march", n = n, label = "MARCH " .. n,
    can = function(act)
      return movement.possible(act.match, act.hero, n + bonuses.total(act.match, act.hero.space, "MOV"), false)
    end,
    perform = function(act)
      local match, hero = act.match, act.hero
      local extra = bonuses.choose(match, act.seat, hero.space, "MOV", act.used,
        function(t) return movement.possible(match, hero, n + t, false) end, "this March")
      movement.run(match, act.seat, hero, n + extra, false, row.name(act.card) .. " (March)",
        { kind = "march", act = act, ability = march })
    end,
  }
  return march
end

-- The characters a Force may move: your minion or an enemy, in range of your hero
-- (never extended by RNG), able to make a legal forced movement of `n`.
local function forceable(match, seat, hero, range, n)
  local out = {}
  for _, c in ipairs(characters.all(match)) do
    if c ~= hero and (c.owner ~= seat or not characters.is_hero(match, c))
       and reach.within(range, hero.space, c.space) and movement.possible(match, c, n, true) then
      out[#out + 1] = c
    end
  end
  return out
end
A.forceable = forceable

-- FORCE n RANGE: move one other character with n movement, + FRC of the hero's cell.
function A.force(n, range)
  return {
    kind = "force", n = n, range = range, label = "FORCE " .. n .. " " .. range.text,
    can = function(act)
      local frc = bonuses.total(act.match, act.hero.space, "FRC")
      return #forceable(act.match, act.seat, act.hero, range, n + frc) > 0
    end,
    perform = function(act)
      local match, seat, hero = act.match, act.seat, act.hero
      local extra = bonuses.choose(match, seat, hero.space, "FRC", act.used,
        function(t) return #forceable(match, seat, hero, range, n + t) > 0 end, "this Force")
      local target = decide.character(match, seat, forceable(match, seat, hero, range, n + extra), "force",
        ("%s: Force whom?"):format(row.name(act.card)), { n = n + extra, range = range })
      movement.run(match, seat, target, n + extra, true, row.name(act.card) .. " (Force)")
    end,
  }
end

-- STAR: resolve one star ability (BC-13).
function A.star()
  return {
    kind = "star", label = "STAR",
    can = function(act) return stars.any(act) end,
    perform = function(act) stars.resolve_one(act) end,
  }
end

return A
