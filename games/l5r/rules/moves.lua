-- Cards entering and leaving play (L5-9.6, L5-9.7, L5-10.2, L5-10.3, L5-5.9): every
-- destruction, discard, removal, refill and draw goes through here, so statuses,
-- tokens and attachments are handled once.
local effects = require "tabula.effects"
local catalog = require "catalog"
local honor = require "rules.honor"
local traits = require "rules.traits"
local zones = require "zones"
local log = require "rules.log"

local moves = {}

-- The pile a card goes to when it leaves play: its deck's discard pile.
local function discard_pile(match, card)
  local deck = catalog.of(card).deck or "dynasty"
  return zones.get(match, deck .. "_discard", card.owner)
end

-- What a card keeps only while in play: dishonor, tokens.
local function clear(card)
  if card.props.dishonored then card:set("dishonored", nil) end
  for name in pairs(card:counters()) do card:set_counter(name, 0) end
  if card.turned then card:unturn() end
end

-- A card enters play at `zone` (home, events, a battlefield): stamped with its order
-- of entry (L5-21.3 asks units oldest first), its traits armed; then "entered_play"
-- triggers run (its own "after it enters play" among them).
function moves.enter_play(match, card, zone, opts)
  opts = opts or {}
  local s = match.state
  s.entered = s.entered + 1
  card:set("entered", s.entered)
  match:move(card, zone)
  if opts.bowed then card:turn() elseif card.turned then card:unturn() end
  traits.arm(match, card)
  effects.emit(match, { name = "entered_play", card = card, seat = card.owner, from = opts.from })
end

function moves.attach(match, card, bearer)
  local s = match.state
  s.entered = s.entered + 1
  card:set("entered", s.entered)
  if card.turned then card:unturn() end
  match:attach(card, bearer)
  traits.arm(match, card)
  effects.emit(match, { name = "entered_play", card = card, seat = card.owner, bearer = bearer })
end

-- Destroys a card in play (L5-9.6): its attachments first, then the card, to its
-- owner's discard pile; a Personality keeps a dead status (L5-9.7), and a dishonored
-- one costs his controller his printed PH (L5-9.8). Returns the cards destroyed.
function moves.destroy(match, card, ctx, out)
  out = out or {}
  local def = catalog.of(card)
  for _, a in ipairs(card:attachments()) do moves.destroy(match, a, ctx, out) end
  local controller, dishonored = card.owner, card.props.dishonored
  clear(card)
  if def.type == "personality" then card:set("dead", dishonored and "dishonorable" or "honorable") end
  match:move(card, discard_pile(match, card))
  out[#out + 1] = card
  log(match, "%s is destroyed%s", card.kind, def.type == "personality" and (dishonored and
      " (dishonorably dead)" or " (honorably dead)") or "")
  if def.type == "personality" and dishonored then
    honor.lose(match, controller, def.personal_honor or 0, ctx, "dishonorable death of " .. card.kind)
  end
  return out
end

-- Seppuku (L5-9.9): destroyed, and honorably dead whatever his status.
function moves.seppuku(match, p)
  p:set("dishonored", nil)
  return moves.destroy(match, p)
end

-- Puts a card in its discard pile without destroying it (no dead status).
function moves.discard(match, card)
  for _, a in ipairs(card:attachments()) do moves.discard(match, a) end
  clear(card)
  match:move(card, discard_pile(match, card))
end

-- Removed from the game with everything attached (L5-17.12): not dead.
function moves.remove(match, card)
  for _, a in ipairs(card:attachments()) do moves.remove(match, a) end
  clear(card)
  match:move(card, zones.get(match, "removed", card.owner))
end

-- Refills an empty, existing Province face down from the Dynasty deck (L5-10.3).
function moves.refill(match, seat, n)
  if not match.state.provinces[seat][n] then return end
  local prov = zones.province(match, seat, n)
  if prov:count() > 0 then return end
  local deck = zones.get(match, "dynasty", seat)
  if deck:count() > 0 then deck:draw(1, prov) end
end

-- Draws Fate cards; an empty deck is made again from the discard pile (L5-5.9).
function moves.draw(match, seat, n)
  local deck, drawn = zones.get(match, "fate", seat), 0
  for _ = 1, n do
    if deck:count() == 0 then
      local pile = zones.get(match, "fate_discard", seat)
      if pile:count() == 0 then break end
      for _, c in ipairs(pile:cards()) do deck:put(c, "top", "down") end
      deck:shuffle()
      log(match, "Seat %d shuffles the Fate discard pile into a new Fate deck", seat)
    end
    drawn = drawn + #deck:draw(1)
  end
  return drawn
end

-- Moves a unit home (L5-11.8); `bow` = "personality" or "unit".
function moves.home(match, p, bow)
  match:move(p, zones.get(match, "home", p.owner))
  if bow == "personality" or bow == "unit" then p:turn() end
  if bow == "unit" then
    for _, a in ipairs(p:attachments()) do a:turn() end
  end
end

return moves
