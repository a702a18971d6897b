-- Decklists checked against the card pool and L5-3.1 (decks.lua).
local T = require "tabula.test"
local decks = require "decks"

local function list(extra, drop)
  local text = assert(tabula.data("decks/crane.txt"))
  if drop then text = text:gsub(drop:gsub("%p", "%%%0"), "", 1) end
  return text .. (extra or "")
end

T.scenario("both starter lists are legal: a Stronghold, 20 Dynasty and 20 Fate cards, used as they are [L5-3, L5-15.4]", function()
  for _, name in ipairs{ "crane", "scorpion" } do
    local deck = assert(decks.load(name))
    T.eq(#deck.dynasty, 20, name)
    T.eq(#deck.fate, 20, name)
  end
end)

T.scenario("a list is read in its order, copies adjacent [L5-21.2]", function()
  local deck = assert(decks.load("crane"))
  T.eq(deck.stronghold, "The Aerie")
  T.eq({ deck.dynasty[1], deck.dynasty[2], deck.dynasty[3] }, { "Doji Genshin", "Kakita Izumiko", "Kakita Izumiko" })
end)

T.scenario("an unknown card is refused with its file and line [L5-3]", function()
  local _, err = decks.parse(list("1 Lion's Pride\n"), "mine.txt")
  T.eq(err, "mine.txt:37: unknown card 'Lion's Pride'")
end)

T.scenario("a fourth copy, or a second copy of a Unique card, breaks L5-3.1", function()
  local _, err = decks.parse(list("1 Marketplace\n", "1 Silk Works\n"), "mine.txt")
  T.eq(err, "mine.txt:36: 4 copies of 'Marketplace': at most 3 (L5-3.1)")
  _, err = decks.parse(list("1 Naka Mahatsu\n", "1 Silk Works\n"), "mine.txt")
  T.eq(err, "mine.txt:36: 2 copies of 'Naka Mahatsu': at most 1 (L5-3.1)")
end)

T.scenario("a list without 20 cards in each deck, or with two Strongholds, is refused [L5-3]", function()
  local _, err = decks.parse(list(nil, "1 Silk Works\n"), "mine.txt")
  T.eq(err, "mine.txt: 19 dynasty cards; a deck has 20 (L5-3)")
  _, err = decks.parse(list("1 The Towers of the Yogo\n"), "mine.txt")
  T.eq(err, "mine.txt:37: a second Stronghold (a deck has one, L5-3)")
  _, err = decks.parse("3 Marketplace\nthree Geisha House\n", "mine.txt")
  T.eq(err, "mine.txt:2: expected 'count title', e.g. '3 Marketplace'")
end)
