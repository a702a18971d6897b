-- MOD-1: the mod's Tell the Tale replaces the game's card of that title (README.md).
local T = require "tabula.test"
local P = require "positions"
local catalog = require "catalog"

-- Seat 2 plays Tell the Tale in its Action phase with Family Honor `honor`; its Honor
-- at the next choice (nothing else in play gains or loses any).
local function tale(honor)
  local t = P.match{ ap = 2, phase = "action", honor = honor, hand = { {}, { "Tell the Tale" } } }
  P.pick(t, 2, "Tell the Tale")
  T.eq(t:run(), "choice")
  T.eq(P.titles(t, 2, "fate_discard"), { "Tell the Tale" }, "played and discarded")
  return t.match.state.honor[2]
end

T.scenario("the mod's file replaces the game's Tell the Tale: one card of that title, the mod's [MOD-1]", function()
  local card = catalog.by_title["Tell the Tale"]
  T.eq(card.file, "mods/l5r-mod/cards/tell_the_tale.lua")
  T.eq(card.abilities[1].text, "gain 1 Honor, or 2 if you have less Honor than your opponent")
  local n = 0
  for _, title in ipairs(catalog.titles) do if title == "Tell the Tale" then n = n + 1 end end
  T.eq(n, 1)
end)

T.scenario("behind in Honor, Tell the Tale gains 2 (the game's card gains 1) [MOD-1, L5-3.8]", function()
  T.eq(tale({ 10, 3 }), 5)
  T.eq(tale({ 0, -4 }), -2, "negative Honor too")
end)

T.scenario("level or ahead, it gains 1, as the game's card does [MOD-1, L5-3.8]", function()
  T.eq(tale({ 3, 3 }), 4, "level")
  T.eq(tale({ 3, 10 }), 11, "ahead")
end)

T.scenario("the Scorpion starter deck plays the mod's card: 1 Honor against 6, so +2 [MOD-1, L5-4.1]", function()
  local t = P.match{ ap = 2, phase = "action", hand = { {}, { "Tell the Tale" } } }
  T.eq(t.match.state.honor, { 6, 1 }, "the Strongholds' Starting Honor")
  P.pick(t, 2, "Tell the Tale")
  T.eq(t:run(), "choice")
  T.eq(t.match.state.honor[2], 3)
end)
