-- Decklists (L5-3, L5-21.2): a text file in decks/, one "count title" a line; blank
-- lines and "#" comments are skipped. A list is checked against the card pool and
-- L5-3.1 before the match, and refused with its file, line and reason.
local catalog = require "catalog"

local decks = {}

decks.SIZE = 20          -- Dynasty and Fate cards each (L5-3)
decks.MAX_COPIES = 3     -- L5-3.1; 1 of a Unique title

-- The count and title of a line; a count of more digits than any limit needs is kept
-- as math.huge, so the copy limit refuses it (L5-3.1).
local function parse_line(line)
  local digits, title = line:match("^%s*(%d+)%s+(.-)%s*$")
  if not digits then return nil end
  return #digits <= 6 and tonumber(digits) or math.huge, title
end

-- Reads and checks a list; returns {stronghold, dynasty = {titles}, fate = {titles}, file}
-- in list order (copies adjacent), or nil and "file:line: reason".
function decks.parse(text, file)
  local deck = { dynasty = {}, fate = {}, file = file }
  local seen, n = {}, 0
  for line in (text .. "\n"):gmatch("(.-)\r?\n") do
    n = n + 1
    local body = line:gsub("#.*$", "")
    if body:match("%S") then
      local count, title = parse_line(body)
      local where = ("%s:%d: "):format(file, n)
      if not count then return nil, where .. "expected 'count title', e.g. '3 Marketplace'" end
      local card = catalog.by_title[title]
      if not card then return nil, where .. ("unknown card '%s'"):format(title) end
      if count < 1 then return nil, where .. "a count is 1 or more" end
      seen[title] = (seen[title] or 0) + count
      local limit = card.unique and 1 or decks.MAX_COPIES
      if seen[title] > limit then
        local copies = count == math.huge and "so many" or ("%d"):format(seen[title])
        return nil, where .. ("%s copies of '%s': at most %d (L5-3.1)"):format(copies, title, limit)
      end
      if card.type == "stronghold" then
        if deck.stronghold then return nil, where .. "a second Stronghold (a deck has one, L5-3)" end
        deck.stronghold = title
      else
        local pile = deck[card.deck]
        for _ = 1, count do pile[#pile + 1] = title end
      end
    end
  end
  if not deck.stronghold then return nil, file .. ": no Stronghold (a deck has one, L5-3)" end
  for _, pile in ipairs{ "dynasty", "fate" } do
    if #deck[pile] ~= decks.SIZE then
      return nil, ("%s: %d %s cards; a deck has %d (L5-3)"):format(file, #deck[pile], pile, decks.SIZE)
    end
  end
  return deck
end

-- The list an option names: "crane" is decks/crane.txt under the mods, the game or stdlib.
function decks.load(name)
  if not name:match("^[%w_%-]+$") or #name > 64 then
    local shown = #name > 64 and name:sub(1, 61) .. "..." or name
    return nil, ("'%s' is not a deck name (at most 64 letters, digits, '_', '-'; the file decks/NAME.txt)"):format(shown)
  end
  local text, where = tabula.data("decks/" .. name .. ".txt")
  if not text then
    local known = {}
    for _, f in ipairs(tabula.data_files("decks")) do known[#known + 1] = f:match("^(.-)%.txt$") end
    return nil, ("%s; decks: %s"):format(where, table.concat(known, ", "))
  end
  return decks.parse(text, where)
end

return decks
