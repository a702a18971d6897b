-- The text board: what one seat may see (seat 0: an onlooker). HC-11.
--   wR  White Rook, face up and moved      wR*  fresh (revealed, not yet moved)
--   wR? White Rook face-down (only its owner sees the kind)     w??  a face-down piece you cannot see
--   wK  a King     a digit after a piece: the stack height     #  a locked square (HC-7.3)
--   empty squares show their mark: Cw/Cb crowns, Lw/Lb lozenges, X, and . unmarked
local board = require "board"
local rules = require "rules"

local render = {}

local MARK_TEXT = { crown_white = "Cw", crown_black = "Cb", lozenge_white = "Lw", lozenge_black = "Lb", x = "X" }

---The code of one piece as `seat` sees it.
function render.code(obj, seat)
  local c = board.LETTER[obj.owner]
  if obj.face == "down" then
    if obj:visible_to(seat) then return c .. board.KIND_LETTER[obj.kind] .. "?" end
    return c .. "??"
  end
  local code = c .. board.KIND_LETTER[obj.kind]
  if obj.kind ~= "king" and obj.props.state == "fresh" then code = code .. "*" end
  return code
end

-- The stacks `seat` sees: square -> list of codes, bottom -> top; locked squares.
function render.seen(match, seat)
  local stacks, locked = {}, {}
  local geo = board.geo
  for i = 1, geo.size do
    local sq = geo.id[i]
    local objs = match:at(sq)
    if #objs > 0 then
      local list = {}
      for k, obj in ipairs(objs) do list[k] = render.code(obj, seat) end
      stacks[sq] = list
      locked[sq] = objs[#objs].turned
    end
  end
  -- During the secret set-up a seat sees its own placement so far, nobody else's (HC-3.5).
  if rules.status(match).phase == "setup" and seat >= 1 then
    local mine = {}
    for _, obj in ipairs(match:zone("reserve:" .. seat):cards()) do
      if obj.props.to then mine[#mine + 1] = obj end
    end
    table.sort(mine, function(a, b) return a.props.order < b.props.order end)
    for _, obj in ipairs(mine) do
      local list = stacks[obj.props.to] or {}
      list[#list + 1] = render.code(obj, seat)
      stacks[obj.props.to] = list
    end
  end
  return stacks, locked
end

local function chips_text(match, seat)
  return ("%d shield, %d crest"):format(rules.shields(match, seat), rules.crests(match, seat))
end

function render.text(match, seat)
  local st = rules.status(match)
  local out = {}
  local you = (seat >= 1) and (" - you are " .. board.COLOUR[seat]) or ""
  out[#out + 1] = ("Hidden Chess%s"):format(you)
  if st.phase == "setup" then
    out[#out + 1] = "Secret set-up: each side places six pieces face-down on its lozenges (HC-3.5)"
    if seat >= 1 then
      local left = {}
      for _, obj in ipairs(match:zone("reserve:" .. seat):cards()) do
        if not obj.props.to then left[#left + 1] = board.KIND_LETTER[obj.kind] end
      end
      out[#out + 1] = "Still to place: " .. (#left > 0 and table.concat(left, " ") or "nothing")
    end
  end
  for s = 1, st.phase == "play" and 2 or 0 do
    local removed = {}
    for _, obj in ipairs(match:zone("removed"):cards()) do
      if obj.owner == s then removed[#removed + 1] = board.KIND_LETTER[obj.kind] end
    end
    out[#out + 1] = ("%s: chips %s, remaining %d, removed: %s"):format(board.COLOUR[s], chips_text(match, s),
      rules.remaining(match, s), #removed > 0 and table.concat(removed, " ") or "-")
  end
  if st.phase == "play" then
    local first = board.COLOUR[st.first]
    out[#out + 1] = ("First player %s: %s. Quiet turns: %d%s"):format(first,
      st.restricted and "may only reveal (HC-9)" or "no longer restricted", st.quiet_turns,
      match.options.quiet_limit > 0 and ("/" .. match.options.quiet_limit) or "")
    local over = match:result()
    out[#out + 1] = over and ("Game over: " .. over.reason)
                    or board.COLOUR[match:seat()] .. " to play" .. (st.crest_turn and " (crest turn)" or "")
  end
  local stacks, locked = render.seen(match, seat)
  local files = "    "
  for c = 1, 7 do files = files .. ("%-6s"):format(string.char(96 + c)) end
  out[#out + 1] = ""
  out[#out + 1] = files
  for row = 7, 1, -1 do
    local line = (" %d  "):format(row)
    for col = 1, 7 do
      local sq = string.char(96 + col) .. row
      local list = stacks[sq]
      local cell
      if list then
        cell = list[#list] .. (#list > 1 and tostring(#list) or "") .. (locked[sq] and "#" or "")
      else
        cell = MARK_TEXT[board.mark[sq]] or "."
      end
      line = line .. ("%-6s"):format(cell)
    end
    out[#out + 1] = line
  end
  local tall = {}
  for i = 1, board.geo.size do
    local sq = board.geo.id[i]
    local list = stacks[sq]
    if list and #list > 1 then
      tall[#tall + 1] = ("  %s = [%s]%s"):format(sq, table.concat(list, ", "), locked[sq] and " locked" or "")
    end
  end
  if #tall > 0 then
    out[#out + 1] = "Stacks (bottom -> top):"
    for _, l in ipairs(tall) do out[#out + 1] = l end
  end
  out[#out + 1] = "Key: w/b colour + K R B N kind; kind? face-down (its owner sees the kind), ?? face-down unseen;"
  out[#out + 1] = "     * fresh; then a digit = stack height, # = locked; empty: Cw Cb crowns, Lw Lb lozenges, X, ."
  for i, l in ipairs(out) do out[i] = l:gsub("%s+$", "") end
  return table.concat(out, "\n")
end

return render
