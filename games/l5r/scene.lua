-- The board for the web page (`tabula serve`, docs/web.md#the-scene), drawn from the
-- seat's view (render.view: what the seat's text board shows it): the other player's
-- side at the top, the seat's own at the bottom, the battlefields between. Each side
-- has its Honor, decks and discards as counts, four provinces, home (characters in
-- play with their attachments and fate) and hand; the other hand and every face-down
-- card are backs. A click on a card answers the option naming it.
local draw = require "tabula.scene"
local render = require "render"

local CARD_W, CARD_H, GAP = 74, 46, 4
local WIDTH = 12 * (CARD_W + GAP) + 20
local SIDE_H = 3 * (CARD_H + 24) + 30
local BATTLE_H = CARD_H + 40

local function card(sc, x, y, cv)
  if cv.face_down then return draw.card(sc, x, y, CARD_W, CARD_H, { down = true, title = "face down" }) end
  local marks = {}
  if cv.bowed then marks[#marks + 1] = "bowed" end
  if cv.dishonored then marks[#marks + 1] = "dishonored" end
  if cv.dead then marks[#marks + 1] = cv.dead .. "ly dead" end
  if cv.tokens then marks[#marks + 1] = cv.tokens .. " fate" end
  local title = cv.title .. (#marks > 0 and " [" .. table.concat(marks, ", ") .. "]" or "")
  local shape = draw.card(sc, x, y, CARD_W, CARD_H, { fill = cv.bowed and "#d5d8dc" or "#fffdf5", stroke = "#555",
                                                     label = #cv.title > 13 and cv.title:sub(1, 12) .. "…" or cv.title,
                                                     font = 10, title = title, option = cv.id })
  if cv.tokens then draw.text(sc, x + CARD_W - 10, y + 9, "◆" .. cv.tokens, { font = 9, colour = "#7d3c98" }) end
  return shape
end

-- A row of cards from x; attachments sit under their card, a little lower.
local function cards(sc, list, x, y)
  for _, cv in ipairs(list) do
    for k, a in ipairs(cv.attachments or {}) do card(sc, x + 6 * k, y + 8 * k, a) end
    card(sc, x, y, cv)
    x = x + CARD_W + GAP + 8 * #(cv.attachments or {})
  end
  return x
end

local function backs(sc, n, x, y)
  local list = {}
  for i = 1, n do list[i] = { face_down = true } end
  return cards(sc, list, x, y)
end

local function row_label(sc, y, text) draw.text(sc, 36, y + CARD_H / 2, text, { font = 11, colour = "#566573" }) end

local function side(sc, view, owner, near, y, favor)
  local sv = view.seats[owner]
  draw.text(sc, WIDTH / 2, y + 8, ("Seat %d (%s): Honor %d%s · Dynasty deck %d, Fate deck %d · discards %d, %d · removed %d")
    :format(owner, sv.clan or "?", sv.honor, favor == owner and ", Imperial Favor" or "", sv.dynasty_count,
            sv.fate_count, #sv.dynasty_discard, #sv.fate_discard, #sv.removed), { font = 12 })
  local order = near and { "provinces", "home", "hand" } or { "hand", "home", "provinces" }  -- the far side mirrored
  local rows = {}
  for i, name in ipairs(order) do rows[name] = y + 20 + (i - 1) * (CARD_H + 24) end
  local x = 70
  row_label(sc, rows.provinces, "Provinces")
  for n, p in ipairs(sv.provinces) do
    if p == "destroyed" then
      draw.add(sc, { fill = "#ebedef", stroke = "#aab7b8", label = "destroyed", font = 10 },
               { type = "rect", x = x, y = rows.provinces, w = CARD_W, h = CARD_H })
      x = x + CARD_W + GAP
    else
      x = cards(sc, p, x, rows.provinces)
    end
    if n < #sv.provinces then
      draw.add(sc, { stroke = "#aab7b8" }, { type = "line", x = x + 3, y = rows.provinces, x2 = x + 3, y2 = rows.provinces + CARD_H })
      x = x + 10
    end
  end
  row_label(sc, rows.home, "Home")
  local home = {}
  for _, list in ipairs{ sv.home, sv.events, sv.focus } do table.move(list, 1, #list, #home + 1, home) end
  cards(sc, home, 70, rows.home)
  row_label(sc, rows.hand, "Hand")
  if sv.hand then cards(sc, sv.hand, 70, rows.hand) else backs(sc, sv.hand_count, 70, rows.hand) end
end

local function battlefields(sc, view, y)
  draw.add(sc, { fill = "#eef6ee", stroke = "#aab7b8" }, { type = "rect", x = 0, y = y, w = WIDTH, h = BATTLE_H - 6 })
  row_label(sc, y + 10, "Battle")
  local x = 70
  for _, f in ipairs(view.battlefields) do
    local current = view.battle and view.battle.defender == f.defender and view.battle.province == f.province
    draw.text(sc, x + 60, y + 10, ("%s: seat %d, province %d"):format(current and "Battle" or "Field", f.defender,
              f.province), { font = 10 })
    x = cards(sc, f.cards, x, y + 20) + 16
  end
  if #view.pending > 0 then cards(sc, view.pending, x, y + 20) end
end

return function(match, seat)
  local view = render.view(match, seat)
  local me = seat >= 1 and seat or 1
  local sc = draw.new(WIDTH, 2 * SIDE_H + BATTLE_H)
  side(sc, view, 3 - me, false, 0, view.favor)
  battlefields(sc, view, SIDE_H)
  side(sc, view, me, true, SIDE_H + BATTLE_H, view.favor)
  return sc
end
