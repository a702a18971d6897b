-- The operator roster: every module in skills/ (the game's and any mod's, CH-1.2).
-- Each skill file returns one operator's table; see docs/games/chernobog.md
-- ("Writing an operator") for the fields. A mod adds an operator by adding a file.
local operators = require "roster"

operators.FACTIONS = { "rhodes_island", "penguin_logistics", "lungmen", "reunion" }
local faction_rank = {}
for i, f in ipairs(operators.FACTIONS) do faction_rank[f] = i end

local function check(op, module)
  local where = tabula.module_file(module)
  local function bad(what) error(where .. ": " .. what, 0) end
  if type(op) ~= "table" then bad("must return the operator's table") end
  if type(op.id) ~= "string" or op.id ~= module:match("[^.]+$") then
    bad("id must be the file's name ('" .. module:match("[^.]+$") .. "')")
  end
  if type(op.name) ~= "string" then bad("needs a name (text)") end
  if op.faction ~= nil and type(op.faction) ~= "string" then bad("faction must be text") end
  local m = op.manual
  if m ~= nil then
    if type(m) ~= "table" then bad("manual must be a table {limit=, no_effect=, effect=}") end
    if math.type(m.limit) ~= "integer" or m.limit < 1 then bad("manual.limit must be a whole number, 1 or more") end
    if math.type(m.no_effect) ~= "integer" or m.no_effect < 0 or m.no_effect > 12 then
      bad("manual.no_effect must be the highest roll with no effect, 0..12")
    end
    if type(m.effect) ~= "function" then bad("manual.effect must be a function(match, token, value)") end
    if m.eligible ~= nil and type(m.eligible) ~= "function" then bad("manual.eligible must be a function") end
  end
  if op.passive ~= nil and type(op.passive) ~= "function" then
    bad("passive must be a function(match, token) that registers the token's triggers and modifiers")
  end
  for _, old in ipairs{ "blocker", "freeze", "rested", "ignores_blockers", "ignores_obstacles", "immune_destroyed" } do
    if op[old] ~= nil then
      bad(old .. " is no longer read: register it from passive(match, token) (docs/games/chernobog.md, 'Writing an operator')")
    end
  end
end

for _, module in ipairs(tabula.modules("skills")) do
  local op = require(module)
  check(op, module)
  operators.by_id[op.id] = op
  operators.list[#operators.list + 1] = op
end

-- Roster order: by faction (CH-0.7 order, then other factions by name), then by id.
table.sort(operators.list, function(a, b)
  local ra, rb = faction_rank[a.faction] or 99, faction_rank[b.faction] or 99
  if ra ~= rb then return ra < rb end
  if (a.faction or "") ~= (b.faction or "") then return (a.faction or "") < (b.faction or "") end
  return a.id < b.id
end)

-- The operators of a faction, in roster order.
function operators.of_faction(f)
  local out = {}
  for _, op in ipairs(operators.list) do
    if op.faction == f then out[#out + 1] = op.id end
  end
  return out
end

-- The factions a player may take with `selection=faction`: those with exactly four operators.
function operators.factions()
  local seen, out = {}, {}
  for _, op in ipairs(operators.list) do
    if op.faction and not seen[op.faction] then
      seen[op.faction] = true
      if #operators.of_faction(op.faction) == 4 then out[#out + 1] = op.faction end
    end
  end
  return out
end

function operators.get(id)
  return operators.by_id[id] or error("no operator '" .. tostring(id) .. "' (skills/" .. tostring(id) .. ".lua)", 2)
end

return operators
