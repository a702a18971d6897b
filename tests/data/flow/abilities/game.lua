-- Fixture for tests/unit/test_abilities.cpp: tabula.abilities on two seats' cards.
-- Option `case` picks what game.play does; it logs what it sees and ends in a draw.
local abilities = require "tabula.abilities"
local flow = require "tabula.flow"

local game = {
  name = "Flow fixture: abilities",
  version = "1.0",
  seats = { min = 2, max = 2, default = 2 },
  options = { case = { default = "use" } },
}

local coins = {}

abilities.cost("bow_self", { can = function(use) return not use.card.turned end,
                             pay = function(use) use.card:turn() end })
abilities.cost("coin", { can = function(use, c) return coins[use.seat] >= c.n end,
                         pay = function(use, c)
                           coins[use.seat] = coins[use.seat] - c.n
                           use.match:log("paid %d coin", c.n)
                         end })

local function units(match, seat)
  return match:zone("play:" .. seat):cards()
end

-- Zap: bow, pay a coin: choose an enemy, then one of his neighbours (same zone, not him); both are hit.
local ZAP = {
  id = "zap",
  targets = {
    { key = "enemy", prompt = "Zap whom?", choices = function(use) return units(use.match, 3 - use.seat) end },
    { key = "next", prompt = "And who beside him?", choices = function(use)
      local out = {}
      for _, c in ipairs(units(use.match, 3 - use.seat)) do
        if c ~= use.targets.enemy and c.props.near then out[#out + 1] = c end
      end
      return out
    end, still = function(use) return units(use.match, 3 - use.seat) end },
  },
  costs = { { kind = "bow_self" }, { kind = "coin", n = 1 } },
  resolve = function(use)
    for _, key in ipairs{ "enemy", "next" } do
      local t = use.targets[key]
      if t and use:allowed("hit") then use.match:log("hit %s", t.kind) end
    end
    if use:allowed("gain") then use.match:log("gain") end
  end,
}

local function setup_cards(match)
  for seat = 1, 2 do match:zone{ id = "play:" .. seat, kind = "play", owner = seat } end
  match:zone{ id = "gone", kind = "discard" }
  local zapper = match:create{ kind = "zapper", owner = 1, zone = "play:1" }
  match:create{ kind = "ogre", owner = 2, zone = "play:2", props = { near = true } }
  match:create{ kind = "troll", owner = 2, zone = "play:2", props = { near = true } }
  coins = { 2, 0 }
  return zapper
end

local cases = {}

function cases.use(match)
  local zapper = setup_cards(match)
  local function new_use() return abilities.use(match, 1, ZAP, zapper, { limit = { key = "zap", object = zapper } }) end
  local use = new_use()
  match:log("usable %s", tostring(abilities.usable(use)))
  local d = { seat = 1 }
  match:log("announce %s", tostring(abilities.announce(use, d)))
  match:log("targets %s %s, bowed %s, coins %d", use.targets.enemy.kind, use.targets.next.kind,
            tostring(zapper.turned), coins[1])
  match:log("again %s", select(2, abilities.usable(new_use())))
  match:log("no limit, bowed: %s", select(2, abilities.usable(abilities.use(match, 1, ZAP, zapper))))
  zapper:unturn()
  match:log("no limit, straightened: %s", tostring(abilities.usable(abilities.use(match, 1, ZAP, zapper))))
  match:move(use.targets.enemy, match:zone("gone"))             -- left before resolution: lost
  match:log("resolved %s", tostring(abilities.resolve(use)))
  flow.negate(d, "all", { "gain" })
  match:log("resolved %s", tostring(abilities.resolve(use)))
  flow.negate(d, "all")
  match:log("resolved %s", tostring(abilities.resolve(use)))
end

function cases.cancel(match)
  local zapper = setup_cards(match)
  local troll = match:zone("play:2"):cards()[2]
  troll:set("near", false)                                       -- the ogre has no neighbour to pick
  local use = abilities.use(match, 1, ZAP, zapper)
  match:log("usable %s", tostring(abilities.usable(use)))       -- each slot has a pick on its own
  match:log("announce %s, bowed %s, coins %d", tostring(abilities.announce(use, { seat = 1 })),
            tostring(zapper.turned), coins[1])
end

function cases.errors(match)
  local zapper = setup_cards(match)
  for _, f in ipairs{
    function() abilities.cost(3, {}) end,
    function() abilities.cost("x", { can = print }) end,
    function() abilities.use(match, 1, { id = "x" }, zapper) end,
    function() abilities.usable(abilities.use(match, 1, { id = "odd", costs = { { kind = "nope" } },
                                                         resolve = print }, zapper)) end,
  } do
    local ok, err = pcall(f)
    match:log("%s %s", tostring(ok), tostring(err):gsub("^.-:%d+: ", ""))
  end
end

function game.setup(match) end

function game.play(match)
  local case = cases[match.options.case]
  if not case then error("no case " .. tostring(match.options.case)) end
  case(match)
  match:finish{ draw = true, reason = "fixture done" }
end

return game
