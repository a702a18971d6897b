# Forced cards in scenarios (docs/testing.md): T.match{stack} stacks a deck shuffled in
# setup, t:stack a later shuffle, t:draws the next draws; cards named by name, kind, id
# or handle. A forced card the zone lacks fails the shuffle or draw, naming it; orders
# never used fail the scenario (or are taken by t:unused()); bad arguments are errors at
# the call; passing scenarios replay from their records with the same cards.
. "$(dirname "$0")/lib.sh"

G=$WORK/g
mkdir -p "$G/deal/scenarios"
cat > "$G/deal/game.lua" <<'LUA'
-- A deck of eight cards (a to f, two x) shuffled in setup, one dealt to each hand; then
-- seat 1 shuffles the deck or draws from it until it stops.
local game = { name = "Deal", seats = 2 }
function game.setup(match)
  local deck = match:zone{ id = "deck", kind = "deck" }
  match:zone{ id = "hand:1", kind = "hand", owner = 1 }
  match:zone{ id = "hand:2", kind = "hand", owner = 2 }
  for _, name in ipairs{ "a", "b", "c", "d", "e", "f", "x", "x" } do
    match:create{ kind = "card", name = name, zone = deck }
  end
  deck:shuffle()
  deck:deal(1, "hand:1", "hand:2")
end
function game.play(match)
  local deck = match:zone("deck")
  local function ask() return match:choose{ seat = 1, prompt = "Next?", options = { "shuffle", "draw", "stop" } } end
  local what = ask()
  while what ~= "stop" do
    if what == "shuffle" then deck:shuffle() else deck:draw(1, "hand:1") end
    what = ask()
  end
  return { winner = 1 }
end
return game
LUA
cat > "$G/deal/scenarios/cards.lua" <<'LUA'
local T = require "tabula.test"

local function names(t, zone)
  local out = {}
  for i, c in ipairs(t.match:zone(zone):cards()) do out[i] = c.name end
  return out
end

local function in_deck(t, name)
  for _, c in ipairs(t.match:zone("deck"):cards()) do
    if c.name == name then return c end
  end
end

-- Hands c and d (setup deals the top card to seat 1, the next to seat 2).
local CD = { deck = { "c", "d" } }

T.scenario("setup's shuffle stacked", function()
  local t = T.match{ stack = CD }
  T.eq(names(t, "hand:1"), { "c" })
  T.eq(names(t, "hand:2"), { "d" })
  t:answer("stop")
  T.eq(t:run(), "finished")
end)

T.scenario("a later shuffle, by handle, id and kind", function()
  local t = T.match{ stack = CD }
  local e, a = in_deck(t, "e"), in_deck(t, "a")
  t:stack(t.match:zone("deck"), { e, a.id, "card" })
  t:answer("shuffle", "draw", "draw", "draw", "stop")
  T.eq(t:run(), "finished")
  local hand = names(t, "hand:1")
  T.eq({ hand[1], hand[2], hand[3] }, { "c", "e", "a" })
  T.truthy(hand[4] ~= "e" and hand[4] ~= "a", "another card of kind card")
end)

T.scenario("forced draws", function()
  local t = T.match{ stack = CD }
  t:draws("deck", { "f" })
  t:draws("deck", { "x" })
  t:answer("draw", "draw", "draw", "stop")
  T.eq(t:run(), "finished")
  local hand = names(t, "hand:1")
  T.eq({ hand[1], hand[2], hand[3] }, { "c", "f", "x" })
end)

T.scenario("a stack never shuffled", function()
  local t = T.match{}
  t:stack("deck", { "a", "x" })   -- never shuffled
  t:answer("stop")
  T.eq(t:run(), "finished")
end)

T.scenario("draws never drawn, and a zone the match lacks", function()
  local t = T.match{ stack = CD }
  t:draws("deck", { "a", "b" })   -- a is drawn, b is not
  t:stack("dek", { "c" })         -- no such zone
  t:answer("draw", "stop")
  t:draws("deck", { "d" })        -- never drawn
  T.eq(t:run(), "finished")
end)

T.scenario("a card the zone lacks fails the shuffle", function()
  local t = T.match{ stack = CD }
  t:stack("deck", { "e", "c" })   -- c is in hand:1
  t:answer("shuffle")
  local status, err = t:run{ allow_error = true }
  T.eq(status, "error")
  T.truthy(err:match("zone:shuffle: t:stack at .-cards%.lua:%d+ names 'c', which is not in zone 'deck' %(one is in zone 'hand:1'%)"), err)
end)

T.scenario("a card the match lacks fails setup", function()
  T.raises(function() T.match{ stack = { deck = { "q" } } } end,
           "zone:shuffle: T.match{stack} at ")
  T.raises(function() T.match{ stack = { deck = { "q" } } } end,
           " names 'q', but no card of the match has that name or kind")
end)

T.scenario("a forced draw the zone lacks fails the draw", function()
  local t = T.match{ stack = { deck = { "x", "x" } } }
  t:draws("deck", { "x" })        -- both x are in the hands
  t:answer("draw")
  local status, err = t:run{ allow_error = true }
  T.eq(status, "error")
  T.truthy(err:match("zone:draw: t:draws at .-cards%.lua:%d+ names 'x', which is not in zone 'deck' %(one is in zone 'hand:%d'%)"), err)
end)

T.scenario("bad arguments", function()
  local t = T.match{}
  local u = T.match{}
  T.raises(function() t:stack(5, { "a" }) end, "t:stack: a zone must be given by its handle or its id, not number")
  T.raises(function() t:stack(u.match:zone("deck"), { "a" }) end, "t:stack: the zone belongs to another match")
  T.raises(function() t:stack("deck", "a") end, "t:stack: the list of cards must be a table of cards, top first, not string")
  T.raises(function() t:draws("deck", {}) end, "t:draws: the list of cards is empty (give the cards, top first)")
  T.raises(function() t:stack("deck", { "a", true }) end, "t:stack: card 2 must be a card's name, id or handle, not boolean")
  T.raises(function() t:stack("deck", { "" }) end, "t:stack: card 1 is an empty name")
  T.raises(function() t:stack("deck", { 999 }) end, "t:stack: card 1: no card has the id 999 now")
  T.raises(function() t:stack("deck", { u.match:zone("deck"):top() }) end, "t:stack: card 1 belongs to another match")
  T.raises(function() T.match{ stack = { deck = { 1 } } } end,
           "T.match: stack['deck'] card 1: before setup a card is named by its name or kind, not number")
  T.raises(function() T.match{ stack = { "a" } } end, "T.match: stack's keys must be zone ids, not number")
  T.raises(function() T.match{ stack = "deck" } end, "T.match: stack must be a table {[zone id] = {card, ...}}")
  T.eq(t:unused(), { answers = {}, dice = {} }, "nothing was forced")
end)

T.scenario("a trap taken with t:unused()", function()
  local t = T.match{ stack = CD }
  local b = in_deck(t, "b")
  t:stack("deck", { "a" })
  t:draws("deck", { b })
  t:answer("stop")
  T.eq(t:run(), "finished")
  T.eq(t:unused(), { answers = {}, dice = {}, stacks = { { zone = "deck", cards = { "a" } } },
                     draws = { { zone = "deck", cards = { b } } } })
  T.eq(t:unused(), { answers = {}, dice = {} }, "taken: nothing left")
end)
LUA
F=$G/deal/scenarios/cards.lua
at() { grep -n -F -e "$1" "$F" | head -1 | cut -d: -f1; }   # the line of a text in the scenarios
ok() { contains "ok   $F:$(at "T.scenario(\"$1\""): $1"; }
run 1 "$TABULA" test "$G/deal"
ok "setup's shuffle stacked"
ok "a later shuffle, by handle, id and kind"
ok "forced draws"
contains "FAIL $F:$(at 'T.scenario("a stack never shuffled"'): a stack never shuffled
    the match made at $F:$(( $(at 'T.scenario("a stack never shuffled"') + 1 )): 1 forced shuffle never done: zone 'deck': 'a', 'x' (t:stack at $F:$(at '-- never shuffled'))"
S=$(at 'T.scenario("draws never drawn')
contains "FAIL $F:$S: draws never drawn, and a zone the match lacks
    the match made at $F:$((S + 1)): 1 forced shuffle never done: zone 'dek' (no such zone): 'c' (t:stack at $F:$(at '-- no such zone')); 2 forced draws never drawn: zone 'deck': 'b' (t:draws at $F:$(at '-- a is drawn')), zone 'deck': 'd' (t:draws at $F:$(at '-- never drawn'))"
ok "a card the zone lacks fails the shuffle"
ok "a card the match lacks fails setup"
ok "a forced draw the zone lacks fails the draw"
ok "bad arguments"
ok "a trap taken with t:unused()"
contains "8 passed, 2 failed"
finish
