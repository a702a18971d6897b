-- Hidden information: HC-3.5, HC-11. Agents get match:view_of(seat) (no view hook);
-- these scenarios check that a seat's view and text board never show what it may not see.
local T = require "tabula.test"
local P = require "positions"
local board = require "board"

local WHITE_PLACEMENT = { "N@c1", "B@c1", "R@a1", "R@g1", "B@e1", "N@f2" }
local BLACK_PLACEMENT = { "R@a7", "R@g7", "B@c7", "B@e7", "N@b6", "N@f6" }
local OTHER_CODE = { "b[RBN]%?", "w[RBN]%?" }   -- render codes of the other seat's face-down kinds

-- Every entry of seat's view against the truth: the other seat's face-down objects
-- (on the board or in its reserve) are hidden entries without kind, props or id.
local function check_view(t, seat, ctx)
  local v = t:view(seat)
  local other = 3 - seat
  local function check(entry, obj, where)
    T.eq(entry.owner, obj.owner, where .. ": owner")
    T.eq(entry.face, obj.face, where .. ": face")
    if obj.owner == other and obj.face == "down" and obj.kind ~= "chip" then   -- a crest is public
      T.eq(entry.hidden, true, where .. ": hidden")
      T.eq({ entry.kind, entry.props, entry.id, entry.name }, {}, where .. ": nothing of the piece shows")
    end
  end
  local n = 0
  for sq, entries in pairs(v.spaces) do
    local objs = t.match:at(sq)
    T.eq(#entries, #objs, ctx .. ": height of " .. sq)
    for k, e in ipairs(entries) do check(e, objs[k], ctx .. " " .. sq .. "#" .. k); n = n + 1 end
  end
  for id, z in pairs(v.zones) do
    local cards = t.match:zone(id):cards()
    T.eq(#z.cards, #cards, ctx .. ": size of " .. id)
    for k, e in ipairs(z.cards) do check(e, cards[k], ctx .. " " .. id .. "#" .. k) end
  end
  T.falsy(t:render(seat):find(OTHER_CODE[seat]), ctx .. ": the text board shows no hidden kind")
  return v, n
end

T.scenario("secret set-up: the other seat's placement never shows, then both appear at once [HC-1.4, HC-3.5, HC-11.2]", function()
  local t = T.match{}
  T.eq(t:run(), "choice")
  local before2, render2 = t:view(2), t:render(2)
  t:answer(table.unpack(WHITE_PLACEMENT))
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 2, "Black places now")
  check_view(t, 2, "White has placed")
  T.eq(t:view(2), before2, "White's placement changed nothing in Black's view")
  T.eq(t:render(2), render2, "nor in Black's text board")
  local mine = t:view(1).zones["reserve:1"].cards
  T.eq(mine[6].props, { to = "f2", order = 6 }, "White sees its own placement")
  T.truthy(t:render(1):find("wB?2", 1, true), "White's board shows its c1 = [N?, B?]: top B?, height 2")
  local before1, render1 = t:view(1), t:render(1)
  t:answer("R@a7", "R@g7", "B@c7")
  T.eq(t:run(), "choice")
  check_view(t, 1, "Black half placed")
  T.eq(t:view(1), before1, "Black's placement changes nothing in White's view")
  T.eq(t:render(1), render1, "nor in White's text board")
  T.eq(t:render(0):find("b", 40, true) ~= nil, true, "an onlooker sees the Kings")
  t:answer("B@e7", "N@b6", "N@f6")
  T.eq(t:run(), "choice")
  T.eq(t:pending().kind, "action", "set-up over")
  local v2 = check_view(t, 2, "after set-up")
  T.eq(#v2.spaces.c1, 2, "Black sees the height of c1")
  T.eq(v2.spaces.c1[1], { hidden = true, owner = 1, face = "down", turned = false }, "but not the kinds")
  local v1 = check_view(t, 1, "after set-up")
  T.eq({ v1.spaces.c1[1].kind, v1.spaces.c1[2].kind }, { "knight", "bishop" }, "White sees its own stack order")
end)

T.scenario("face-up pieces and their state show to all; own face-down kinds to the owner only [HC-11.1]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 Ra3 Rb3* R?g1 c1=[B?,N?]", black = P.S.black })
  T.eq(t:run(), "choice")
  local v2 = check_view(t, 2, "play")
  T.eq(v2.spaces.a3[1].props, { state = "moved" })
  T.eq(v2.spaces.b3[1].props, { state = "fresh" })
  T.eq(v2.spaces.g1[1].hidden, true)
  local v1 = t:view(1)
  T.eq(v1.spaces.g1[1].kind, "rook")
  T.eq(v1.spaces.a7[1].hidden, true, "White cannot see Black's")
  T.truthy(t:render(1):find("wR?", 1, true) and t:render(1):find("b??", 1, true), "text: own kinds, ?? for the other's")
  T.truthy(t:render(0):find("w??", 1, true) and not t:render(0):find("wR?", 1, true), "an onlooker sees no hidden kind")
end)

T.scenario("locked face-down pieces stay hidden from the opponent [HC-11.3, HC-7.3]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 Ra3 R?g1 B?c1 B?e1 N?b2 N?f2", black = P.S.black })
  t:answer("move:a3-a7")
  T.eq(t:run(), "choice")
  local v1 = check_view(t, 1, "after the lock")
  T.eq(v1.spaces.a7[1], { hidden = true, owner = 2, face = "down", turned = true }, "locked (turned), still hidden")
  T.eq(v1.spaces.a7[2].turned, true, "the locker is turned too")
  T.eq(t:view(2).spaces.a7[1].kind, "rook", "its owner still knows it")
end)

T.scenario("chips, removed pieces, crest turn and restriction are public [HC-11.4]", function()
  local t = T.match{}
  P.set(t.match, { white = "Kd1 Nc5 Rd4 R?g1 B?c1 B?e1 N?b2", black = "Kd7 Bf5 R?a7 R?g7 B?e7 N?b6 N?f6" })
  t:answer("move:c5-d7", "f5", "use")
  T.eq(t:run(), "choice")
  local v1 = t:view(1)
  T.eq(v1.zones.removed.cards[1].kind, "bishop", "removed pieces")
  T.eq(#v1.zones["chips:2"].cards, 2, "Black's chips: the crest was used")
  T.eq(v1.zones.status.cards[1].props.crest_turn, true, "the crest-turn flag")
  T.eq(v1.zones.status.cards[1].props.restricted, false, "the restriction state")
  T.truthy(t:render(1):find("crest turn", 1, true), "and in the text board")
end)

-- A deterministic chooser: a linear congruential sequence over the pending options.
local function play_checking(seed, options)
  local t = T.match{ seed = seed, options = options }
  local x = seed * 7919 + 17
  local pauses = 0
  local status = t:run()
  while status == "choice" do
    check_view(t, 1, "pause " .. pauses)
    check_view(t, 2, "pause " .. pauses)
    T.falsy(t:render(0):find("[wb][RBN]%?"), "the onlooker sees no face-down kind")
    x = (x * 1103515245 + 12345) % 2147483648
    local opts = t:pending().options
    t:answer(opts[x % #opts + 1])
    status = t:run()
    pauses = pauses + 1
  end
  T.eq(status, "finished")
  return t, pauses
end

T.scenario("over whole matches, no view or text board shows the other seat's face-down kinds [HC-11.1, HC-11.2, HC-11.3]", function()
  local total = 0
  for seed = 1, 4 do
    local _, pauses = play_checking(seed, seed % 2 == 0 and { first_player = "black" } or nil)
    total = total + pauses
  end
  T.truthy(total > 100, "many pauses checked")
end)

-- Ids carry no hidden information (docs/api.md, "Ids and hidden information"). White's
-- placements below differ only in which kind goes where (the same squares, in the same
-- order: stacks of 3, 2 and 1); Black answers the same. Whatever the arrangement, Black's
-- view, text board and options are the same at each of its decisions and before White's
-- first action; after White reveals the top of c1, the id Black sees for that piece is
-- the same in every arrangement (ids in creation order would tell which Rook, Bishop or
-- Knight it is, and so which kinds lie beneath it), and only its kind differs.
local SQUARES = { "c1", "c1", "c1", "e1", "e1", "g1" }

local function arrangements()   -- the 90 distinct orders of R R B B N N
  local out, seen = {}, {}
  local function extend(prefix, left)
    if #left == 0 then
      local key = table.concat(prefix)
      if not seen[key] then seen[key] = true; out[#out + 1] = { table.unpack(prefix) } end
      return
    end
    for i = 1, #left do
      local rest = { table.unpack(left) }
      prefix[#prefix + 1] = table.remove(rest, i)
      extend(prefix, rest)
      prefix[#prefix] = nil
    end
  end
  extend({}, { "R", "R", "B", "B", "N", "N" })
  return out
end

-- What Black is shown at each pause up to White's reveal, and after it.
local function black_sees(order)
  local t = T.match{}
  local white = {}
  for i, letter in ipairs(order) do white[i] = letter .. "@" .. SQUARES[i] end
  t:answer(table.unpack(white))
  local before = {}
  for _, answer in ipairs(BLACK_PLACEMENT) do
    T.eq(t:run(), "choice")
    T.eq(t:pending().seat, 2)
    before[#before + 1] = { view = t:view(2), render = t:render(2), options = t:pending().options }
    t:answer(answer)
  end
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 1, "White's first action")
  before[#before + 1] = { view = t:view(2), render = t:render(2) }
  t:answer("reveal:c1")
  T.eq(t:run(), "choice")
  T.eq(t:pending().seat, 2)
  local after = t:view(2)
  local top = after.spaces.c1[3]
  T.eq(top.kind, board.LETTER_KIND[order[3]], "the revealed piece is the last placed on c1")
  local id = top.id
  top.kind = nil
  return before, { view = after, options = t:pending().options }, id
end

T.scenario("ids tell nothing of the hidden placement: same views before a reveal, same id after [HC-11.1, HC-11.2, HC-3.5]", function()
  local all = arrangements()
  T.eq(#all, 90)
  local before1, after1, id1 = black_sees(all[1])
  T.truthy(id1 >= 100000000, "a revealed piece gets a fresh random id")
  for i = 2, #all do
    local before, after, id = black_sees(all[i])
    local what = table.concat(all[i])
    T.eq(before, before1, what .. ": Black's views, boards and options up to the reveal")
    T.eq(id, id1, what .. ": the revealed piece's id")
    T.eq(after, after1, what .. ": Black's view after the reveal, but for the revealed kind")
  end
end)
