-- Scenario helper for scenarios/orders/, scenarios/buildings/ and scenarios/tiles.lua:
-- wheels with a given action's share, setups with knight orders dealt as given, the
-- option lists of the open choice. Used by scenarios/ only.
local T = require "tabula.test"
local P = require "positions"
local catalog = require "catalog"
local data = require "data"
local map = require "map"

local probes = {}

-- A wheel of 12 tokens (CR-4.2) with `x` on position `pos` and the rest spread over the
-- other five, the earlier ones first.
function probes.tokens(pos, x)
  local rest = 12 - x
  local out, others = {}, 0
  for p = 1, 6 do
    if p == pos then out[p] = x
    else
      out[p] = rest // 5 + (others < rest % 5 and 1 or 0)
      others = others + 1
    end
  end
  return out
end

-- A match past setup with knight orders on and seat n dealt `dealt[n]` (two order ids),
-- before the first decision: D1 for the last seat (CR-2.8).
function probes.dealt(dealt, seats)
  local t = T.match{ seed = 1, seats = seats or #dealt, options = { wheel = P.STANDARD } }
  for seat, pair in ipairs(dealt) do t.match.state.dealt[seat] = pair end
  return t
end

-- Seat 1 to play with `order` (false: none), knights 1 to 3 on a Prussian (pomesania),
-- a Slav (lutizia) and a Saracen with a farm reward (valencia), markers on space 1
-- (strengths 5, 4, 6), and `x` tokens on the crusade wedge (p5).
function probes.fronts(order, x)
  return P.match{ active = 1, order = { order }, knights = { { "pomesania", "lutizia", "valencia" } },
                  enemies = { pomesania = "prussian", lutizia = "slav", valencia = { "saracen", "farm" } },
                  tokens = { probes.tokens(5, x) } }
end

-- Seat 1 to play with knight 1 in `spec.at` (thuringia) whose tile is `spec.tile` (none),
-- `spec.x` tokens on the build wedge (p3), tracks `spec.built`, order `spec.order`.
-- Resolves the build wedge if it can: returns the match and the Build options ({} when
-- Build is not performable; the one taken when it was the only one).
function probes.build(spec)
  local at = spec.at or "thuringia"
  local t = P.match{ active = 1, order = { spec.order or false }, knights = { { at } }, tiles = { [at] = spec.tile or false },
                     built = { spec.built }, tokens = { probes.tokens(3, spec.x) } }
  if not probes.turn_offers(t, "resolve:3") then return t, {} end
  t:answer("resolve:3")
  T.eq(t:run(), "choice")
  if t:pending().kind == "build" then return t, t:pending().options end
  local forced = t:forced()
  T.eq(forced[#forced].kind, "build", "the only Build option, taken")
  return t, { forced[#forced].id }
end

-- Builds option `id` and finishes the turn; returns the influence seat 1 gained.
function probes.built(t, id)
  t:answer(id)
  T.eq(t:run{ turns = 1 }, "turn")
  return P.influence(t, 1)
end

-- Seat 2, the last player, builds its next `spec.kind` in lorraine with `spec.x` tokens
-- (tracks `spec.built`) and the supply `spec.supply` (4) runs out: the game ends after
-- this turn (CR-12.2). `spec.conquered`, `spec.troops`, `spec.upgraded` and
-- `spec.buildings` are P.match's. Returns the finished match.
function probes.final_build(spec)
  local t = P.match{ active = 2, supply = spec.supply or 4, knights = { nil, { "lorraine" } }, tiles = { lorraine = false },
                     built = { nil, spec.built }, tokens = { nil, probes.tokens(3, spec.x) }, conquered = spec.conquered,
                     troops = spec.troops, upgraded = spec.upgraded, buildings = spec.buildings }
  t:answer("resolve:3", spec.kind .. ":lorraine")
  T.eq(t:run(), "finished")
  return t
end

-- Order ids other than those given, in table order (CR-16.1), to fill the dealt pairs.
local function others(...)
  local skip, out = {}, {}
  for _, id in ipairs{ ... } do skip[id] = true end
  for _, id in ipairs(catalog.order_list()) do if not skip[id] then out[#out + 1] = id end end
  return out
end

-- Two seats; the last (the first to keep, CR-2.8) is dealt `order` and another and
-- keeps `order`, whose D1 label must be `label`; its D2 must offer exactly `starts`, and
-- knight 1 goes on `starts[1]`.
function probes.keep(order, label, starts)
  local rest = others(order)
  local t = probes.dealt{ { rest[2], rest[3] }, { order, rest[1] } }
  P.at(t, "order", { order, rest[1] })
  T.eq(t:pending().seat, 2, "the last player keeps first")
  T.eq(probes.label(t, order), label)
  t:answer(order)
  P.at(t, "start", starts)
  t:answer(starts[1])
  P.at(t, "order")
  T.eq(t:pending().seat, 1)
  T.eq(P.knight(t, 2, 1), starts[1])
  T.eq(t.match.state.order[2], order)
end

-- Two seats: seat 2 keeps `first` and places knight 1 in `region`, then seat 1 keeps
-- `second`, whose only free start region, `left`, takes its knight 1 without asking.
function probes.after(first, region, second, left)
  local rest = others(first, second)
  local t = probes.dealt{ { second, rest[1] }, { first, rest[2] } }
  t:answer(first, region, second)
  P.at(t, "turn")
  T.eq(P.knight(t, 1, 1), left)
  T.eq(t:forced(), { { seat = 1, turn = 1, kind = "start", prompt = "Place knight 1 in which start region?", id = left } })
end

-- Seat 1's turn in the position P.match(spec): `id` must not be offered without a knight
-- order, and must be with `order`. Returns the match with the order, at that turn.
function probes.only_with(order, spec, id)
  local function with(o)
    local copy = { active = 1, order = { o } }
    for k, v in pairs(spec) do copy[k] = v end
    return P.match(copy)
  end
  T.falsy(probes.turn_offers(with(false), id), "without the order: " .. id)
  local t = with(order)
  T.truthy(probes.turn_offers(t, id), "with " .. order .. ": " .. id)
  return t
end

-- For each action, a position where X falls 1 short: Muster 2 of troop 1 (3), Build 1
-- of farm I (2), Crusade 3 of a Slav (4), Move 1 of leaving a Slav's region (2).
local SHORT = {
  { action = "muster", id = "resolve:2", spec = { tokens = { probes.tokens(2, 2) } } },
  { action = "build", id = "resolve:3", spec = { knights = { { "thuringia" } }, tiles = { thuringia = false },
                                               tokens = { probes.tokens(3, 1) } } },
  { action = "crusade", id = "resolve:5", spec = { knights = { { "lutizia" } }, enemies = { lutizia = "slav" },
                                                 tokens = { probes.tokens(5, 3) } } },
  { action = "move", id = "resolve:1", spec = { knights = { { "lutizia" } }, enemies = { lutizia = "slav" },
                                              tokens = { probes.tokens(1, 1) } } },
}

-- With `order`, no action but `own` gets a bonus: each position of SHORT stays short.
function probes.power_only(order, own)
  for _, case in ipairs(SHORT) do
    if case.action ~= own then
      local spec = { active = 1, order = { order } }
      for k, v in pairs(case.spec) do spec[k] = v end
      T.falsy(probes.turn_offers(P.match(spec), case.id), order .. ": " .. case.action)
    end
  end
end

-- Seat 1 builds `spec.kind` of each level in `spec.at` (thuringia, no tile) with X =
-- `spec.costs[level]` less the Build bonus of the banks built before it (`spec.banks`:
-- true for the bank track): not offered with one token less; each gains its level +
-- `spec.extra` (0) in influence.
function probes.levels(spec)
  local kind, at = spec.kind, spec.at or "thuringia"
  local id = kind .. ":" .. at
  for level, cost in ipairs(spec.costs) do
    local x = cost - (spec.banks and level - 1 or 0)
    local _, less = probes.build{ at = at, x = x - 1, built = { [kind] = level - 1 } }
    T.falsy(probes.offers_in(less, id), ("%s %d with %d"):format(kind, level, x - 1))
    local t, options = probes.build{ at = at, x = x, built = { [kind] = level - 1 } }
    T.truthy(probes.offers_in(options, id), ("%s %d with %d"):format(kind, level, x))
    if t:pending().kind == "build" then   -- else it was the only option, taken
      T.eq(t:pending().prompt, ("Build (power %d): which building where?"):format(cost))
      T.eq(probes.label(t, id), ("%s %s in %s (cost %d)"):format(
        catalog.buildings[kind].name, data.ROMAN[level], map.name(at), cost))
      probes.built(t, id)
    end
    T.eq(P.influence(t, 1), level + (spec.extra or 0))
    T.eq(P.buildings(t, at), { kind .. ":" .. level .. ":1" })
  end
end

-- With `built` of `kind` on the track and `x` tokens, each case {tile, cost} in thuringia
-- makes the next `kind` cost `cost`.
function probes.tile_costs(kind, built, x, cases)
  for _, case in ipairs(cases) do
    local t = probes.build{ x = x, built = { [kind] = built }, tile = case[1] }
    T.eq(probes.label(t, kind .. ":thuringia"), ("%s %s in Thuringia (cost %d)"):format(
      catalog.buildings[kind].name, data.ROMAN[built + 1], case[2]), T.show(case[1]))
  end
end

-- The scenarios that pin the game's 30 bonus tiles (CR-1.3: the mix, a seed's shuffle:
-- "(base pool)" in their names) call this first: under a mod that adds or replaces a
-- kind of tile they fail here, saying so.
function probes.base_tiles(level)
  local changed = {}
  for _, id in ipairs(catalog.tile_ids) do
    local file = catalog.tiles[id].file
    if file ~= "games/crusaders/tiles/" .. id .. ".lua" then changed[#changed + 1] = file end
  end
  if changed[1] then
    error(("base pool: this scenario pins the game's 30 bonus tiles (CR-1.3), and the mods change them (%s): "
           .. "it tests the game without mods"):format(table.concat(changed, ", ")), (level or 1) + 1)
  end
end

-- The scenarios that pin the game's ten knight orders (a seed's deal, the start regions
-- of the game: "(base pool)" in their names) call this first: under a mod that adds or
-- replaces an order they fail here, saying so, not on a value the mod rightly changed.
-- A seed's deal follows the tiles' shuffle (CR-16.1): a mod's tiles fail them too.
function probes.base_pool()
  local changed = {}
  for _, id in ipairs(catalog.order_list()) do
    local file = catalog.orders[id].file
    if file ~= "games/crusaders/orders/" .. id .. ".lua" then changed[#changed + 1] = file end
  end
  if changed[1] then
    error(("base pool: this scenario pins the game's ten knight orders (CR-1.7), and the mods change them (%s): "
           .. "it tests the game without mods"):format(table.concat(changed, ", ")), 2)
  end
  probes.base_tiles(2)
end

-- Whether the open choice offers `id`.
function probes.offers(t, id) return probes.offers_in(t:pending().options, id) end

-- Whether the list of option ids `options` holds `id`.
function probes.offers_in(options, id)
  for _, o in ipairs(options) do if o == id then return true end end
  return false
end

-- The label of option `id` of the open choice.
function probes.label(t, id)
  local p = t:pending()
  for i, o in ipairs(p.options) do if o == id then return p.labels[i] end end
  return nil
end

-- Runs to seat `seat`'s next turn choice (D3) and returns whether it offers `id`.
function probes.turn_offers(t, id)
  P.at(t, "turn")
  return probes.offers(t, id)
end

return probes
