-- Scenario helper (scenarios/hidden.lua, tests/cli/l5r_hidden.sh): checks that what a
-- seat is given names no card hidden from it (L5-21.10). Used by tests only.
--
-- A text may name a title at most as many times as the seat may see cards of that title
-- (card:visible_to, anywhere: in play, in a pile, in a hand, revealed); a view's card
-- entries must be cards the seat sees, with their own ids and titles, and an entry of a
-- hidden card says nothing but that it is face down; an option id may carry only the ids
-- of cards the seat sees.
local T = require "tabula.test"
local catalog = require "catalog"

local checks = {}

-- Plain occurrences of `word` in `text` as a whole word (no letter or digit around it).
local function count_word(text, word)
  local n, from = 0, 1
  while true do
    local i, j = text:find(word, from, true)
    if not i then return n end
    local before, after = text:sub(i - 1, i - 1), text:sub(j + 1, j + 1)
    if not before:match("[%w]") and not after:match("[%w]") then n = n + 1 end
    from = j + 1
  end
end

local contained            -- contained[title] = { {longer title, times}, ... }

local function index()
  if contained then return end
  contained = {}
  for _, t in ipairs(catalog.titles) do
    local list = {}
    for _, u in ipairs(catalog.titles) do
      if u ~= t and #u > #t then
        local k = count_word(u, t)
        if k > 0 then list[#list + 1] = { u, k } end
      end
    end
    contained[t] = list
  end
end

function checks.titles() return catalog.titles end

-- How many times `text` names the card `title` (not counting it inside a longer title).
function checks.mentions(text, title)
  index()
  local n = count_word(text, title)
  for _, c in ipairs(contained[title]) do n = n - c[2] * count_word(text, c[1]) end
  return n
end

-- How many cards of each title `seat` may see now.
function checks.visible_counts(match, seat)
  local out = {}
  for _, obj in ipairs(match:objects()) do
    if catalog.by_title[obj.kind] and obj:visible_to(seat) then out[obj.kind] = (out[obj.kind] or 0) + 1 end
  end
  return out
end

-- The titles `text` names more often than `counts` allows: {title = "n named, m seen"}.
function checks.overnamed(text, counts)
  local out
  for _, title in ipairs(catalog.titles) do
    local n = checks.mentions(text, title)
    if n > (counts[title] or 0) then
      out = out or {}
      out[title] = ("named %d times, %d seen"):format(n, counts[title] or 0)
    end
  end
  return out
end

-- Words that are also a title but name no card: a duel's "Focus <card>" option and the
-- text board's "Focus cards (a duel)" line. Taken out before counting.
local NOT_CARDS = { "^Focus ", "Focus cards %(a duel%)" }

local function strip(text)
  for _, pattern in ipairs(NOT_CARDS) do text = text:gsub(pattern, "") end
  return text
end

-- Every card entry of game.view(match, seat): a card the seat sees, by its own id and
-- title; a hidden card as {face_down = true} and nothing else.
function checks.check_view(t, seat, what)
  local v = t:view(seat)
  local seen = {}
  local function walk(x, path)
    if type(x) ~= "table" then return end
    if x.face_down then
      for k in pairs(x) do
        if k ~= "face_down" then
          T.eq(x, { face_down = true }, ("%s: seat %d's view at %s: a face-down card shows nothing else"):format(what, seat, path))
        end
      end
    elseif x.title ~= nil or x.id ~= nil then
      local obj = x.id and t.match:object(x.id)
      T.truthy(obj, ("%s: seat %d's view at %s names id %s, no object's"):format(what, seat, path, tostring(x.id)))
      T.truthy(obj:visible_to(seat), ("%s: seat %d's view at %s shows %s, hidden from it"):format(what, seat, path, obj.kind))
      T.eq(x.title, obj.kind, ("%s: seat %d's view at %s: the title of id %d"):format(what, seat, path, x.id))
      T.falsy(seen[x.id], ("%s: seat %d's view shows id %d twice"):format(what, seat, x.id))
      seen[x.id] = true
    end
    for k, y in pairs(x) do
      if type(y) == "table" then walk(y, path .. "." .. tostring(k)) end
    end
  end
  walk(v, "view")
  for owner = 1, t.match.seats do
    if owner ~= seat then
      T.eq(v.seats[owner].hand, nil, ("%s: seat %d's view lists seat %d's hand"):format(what, seat, owner))
    end
  end
  return v
end

-- The text board names no card more often than the seat sees it.
function checks.check_render(t, seat, what)
  local text = t:render(seat)
  local over = checks.overnamed(strip(text), checks.visible_counts(t.match, seat))
  T.eq(over, nil, ("%s: seat %d's text board names hidden cards %s\n%s"):format(what, seat, T.show(over), text))
  return text
end

-- The open choice, as the asked seat gets it: prompt and labels name no card hidden from
-- it; every number in an option id that is an object's id is a card it sees.
function checks.check_pending(t, what)
  local p = t:pending()
  if not p then return end
  local counts = checks.visible_counts(t.match, p.seat)
  T.eq(checks.overnamed(strip(p.prompt), counts), nil, ("%s: the prompt to seat %d: %s"):format(what, p.seat, p.prompt))
  for i, id in ipairs(p.options) do
    local label = p.labels[i]
    T.eq(checks.overnamed(strip(label), counts), nil,
         ("%s: seat %d's option %s: %s (prompt %s)"):format(what, p.seat, id, label, p.prompt))
    for digits in id:gmatch("%d+") do
      local obj = t.match:object(tonumber(digits))
      if obj then
        T.truthy(obj:visible_to(p.seat), ("%s: seat %d's option id %s carries the id of %s, hidden from it"):format(
          what, p.seat, id, obj.kind))
      end
    end
  end
end

return checks
