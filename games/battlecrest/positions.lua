-- Scenario helper: a match past setup in a position written as the spec's worked
-- examples write it. Used by scenarios/ only.
--
--   local t = P.match{ active = 1, layout = "123456",
--     at = { akhena = "(3,4)", mutiny = "(5,6)", rig = "(2,4)" },      -- rig = false: destroyed
--     cards = { akhena_sunlance = { exhausted = true }, akhena_javelin = { side = "flipped" } },
--     health = { mutiny = { "wounded", 3 } },                          -- side, column
--     landmarks = { hunters_blind = "flipped" }, sides = { rig = "flipped" },
--     options = { solo = true } }
--
-- Unless given: layout 123456, every card and landmark START, ready, health START
-- column 1, the characters where setup put them, seat `active` (default 1) to play.
local T = require "tabula.test"
local catalog = require "catalog"

local P = {}

-- The rows BC-1.5 and BC-1.6 print. A game scenario that counts on them (a row's
-- cards among the options, a health track's length, the crests of the other cards)
-- begins with P.printed_rows(): under a mod that changes a row it fails at once and
-- says so, which tells it apart from a scenario the mod breaks.
local PRINTED = {
  { "akhena", { "akhena_sunlance", "akhena_dune_stride", "akhena_javelin", "akhena_crescent_guard" } },
  { "mutiny", { "mutiny_cutlass", "mutiny_grappling_hook", "mutiny_powder_keg" } },
}

function P.printed_rows()
  for _, set in ipairs(PRINTED) do
    local id, printed = set[1], set[2]
    local row = table.concat(catalog.cards[id].row, ", ")
    if row ~= table.concat(printed, ", ") then
      error(("this scenario pins the printed rows (BC-1.5, BC-1.6), which the mods change: %s's row is %s (%s)")
        :format(id, row, tabula.module_file("rows." .. id)), 2)
    end
  end
end

local function find(match, kind)
  for _, obj in ipairs(match:objects()) do
    if obj.kind == kind then return obj end
  end
  return nil
end
P.find = find

function P.match(spec)
  local options = { layout = spec.layout or "123456", first_seat = spec.active or 1 }
  for k, v in pairs(spec.options or {}) do options[k] = v end
  local t = T.match{ seed = spec.seed or 1, options = options }
  local m = t.match
  local park = {}
  for kind in pairs(spec.at or {}) do
    local obj = find(m, kind)
    assert(obj, "P.match: no character " .. kind)
    park[#park + 1] = obj
  end
  table.sort(park, function(a, b) return a.kind < b.kind end)
  for _, obj in ipairs(park) do
    local cell = spec.at[obj.kind]
    if cell == false then m:destroy(obj) else m:move(obj, cell) end
  end
  for kind, c in pairs(spec.cards or {}) do
    local card = find(m, kind)
    assert(card, "P.match: no card " .. kind)
    if c.side then card:flip_side(c.side) end
    if c.exhausted then card:turn() end
  end
  for set, h in pairs(spec.health or {}) do
    local card = find(m, set .. "_health")
    card:flip_side(h[1])
    card:set_counter("column", h[2])
  end
  for kind, side in pairs(spec.landmarks or {}) do find(m, kind):flip_side(side) end
  for kind, side in pairs(spec.sides or {}) do find(m, kind):flip_side(side) end
  return t
end

-- Reading the position back.
function P.cell(t, kind) local o = find(t.match, kind) return o and o.space or nil end
function P.side(t, kind) return find(t.match, kind).side end
function P.exhausted(t, kind) return find(t.match, kind).turned end
function P.health(t, set)
  local card = find(t.match, set .. "_health")
  return { card.side, card:counter("column") }
end
function P.gone(t, kind) return find(t.match, kind) == nil end

-- The labels of the open choice's options, by id.
function P.labels(t)
  local p = t:pending()
  local out = {}
  for i, id in ipairs(p.options) do out[id] = p.labels and p.labels[i] end
  return out
end

-- Runs to the next open choice and checks its kind (and option ids, when given).
function P.at(t, kind, ids)
  T.eq(t:run(), "choice", "a choice is open")
  T.eq(t:pending().kind, kind, "the open choice's kind")
  if ids then T.options(t, ids) end
end

-- Whether the host took a single-option choice of `kind` (and id) without asking.
function P.took(t, kind, id)
  for _, f in ipairs(t:forced()) do
    if f.kind == kind and (id == nil or f.id == id) then return true end
  end
  return false
end

return P
