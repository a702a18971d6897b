-- Muster (CR-7): power = X + Muster bonuses; the leftmost unmustered troop if the power
-- reaches its cost (CR-1.5: 3, 4, 5, 6, 7), bringing its influence (1, 2, 2, 3, 4); one troop
-- an action. Standard wheel: p2 muster.
local T = require "tabula.test"
local P = require "positions"

local COST = { 3, 4, 5, 6, 7 }
local INFLUENCE = { 1, 2, 2, 3, 4 }

local function mustered(t, seat)
  local out = {}
  for i, troop in ipairs(t.match:zone("troops:" .. (seat or 1)):cards()) do out[i] = troop.side == "mustered" end
  return out
end

local function offered(t, id)
  return T.show(t:pending().options):find('"' .. id .. '"', 1, true) ~= nil
end

T.scenario("each troop, leftmost first, needs power equal to its cost and brings its influence [CR-7.2, CR-1.5]", function()
  for k = 1, 5 do
    local before = k - 1
    local t = P.match{ active = 1, tokens = { { 12 - COST[k], COST[k], 0, 0, 0, 0 } }, troops = { before } }
    t:answer("resolve:2")
    P.at(t, "turn")
    T.eq(P.influence(t, 1), INFLUENCE[k], "troop " .. k .. "'s influence")
    local want = {}
    for i = 1, 5 do want[i] = i <= k end
    T.eq(mustered(t), want, "troop " .. k .. " mustered, the ones after it not")
    local short = P.match{ active = 1, tokens = { { 13 - COST[k], COST[k] - 1, 0, 0, 0, 0 } }, troops = { before } }
    P.at(short, "turn")
    T.falsy(offered(short, "resolve:2"), ("troop %d: %d tokens are short"):format(k, COST[k] - 1))
  end
end)

T.scenario("one troop a Muster, however many tokens [CR-7.2]", function()
  local t = P.match{ active = 1, tokens = { { 0, 12, 0, 0, 0, 0 } } }
  t:answer("resolve:2")
  P.at(t, "turn")
  T.eq(mustered(t), { true, false, false, false, false })
  T.eq(P.influence(t, 1), 1)
end)

T.scenario("no troop left: Muster is not performable [CR-7.2, CR-3.4]", function()
  local t = P.match{ active = 1, tokens = { { 0, 12, 0, 0, 0, 0 } }, troops = { 5 } }
  P.at(t, "turn")
  T.falsy(offered(t, "resolve:2"))
end)

T.scenario("Muster power = X + 1 for each farm built; farms count, other buildings not [CR-7.1, CR-11, CR-1.5]", function()
  for farms = 1, 4 do                          -- troop 3 costs 5
    local t = P.match{ active = 1, tokens = { { 7 + farms, 5 - farms, 0, 0, 0, 0 } }, troops = { 2 }, built = { { farm = farms } } }
    P.at(t, "turn")
    T.truthy(offered(t, "resolve:2"), ("%d tokens + %d farms"):format(5 - farms, farms))
    if farms < 4 then
      local short = P.match{ active = 1, tokens = { { 8 + farms, 4 - farms, 0, 0, 0, 0 } }, troops = { 2 }, built = { { farm = farms } } }
      P.at(short, "turn")
      T.falsy(offered(short, "resolve:2"), ("%d tokens + %d farms"):format(4 - farms, farms))
    end
  end
  local t = P.match{ active = 1, tokens = { { 10, 2, 0, 0, 0, 0 } }, built = { { farm = 1, castle = 4, church = 4, bank = 4 } } }
  t:answer("resolve:2")
  P.at(t, "turn")
  T.eq(mustered(t)[1], true, "2 + farm I = 3")
  local none = P.match{ active = 1, tokens = { { 10, 2, 0, 0, 0, 0 } }, built = { { castle = 4, church = 4, bank = 4 } } }
  P.at(none, "turn")
  T.falsy(offered(none, "resolve:2"), "castles, churches and banks give no Muster")
  local four = P.match{ active = 1, tokens = { { 9, 3, 0, 0, 0, 0 } }, built = { { farm = 4 } }, troops = { 4 } }
  four:answer("resolve:2")
  P.at(four, "turn")
  T.eq(mustered(four)[5], true, "3 + 4 = troop 5's 7")
end)
