---@meta
-- tabula.objects: LuaLS annotations for pieces, cards and zones (docs/api.md, Objects and zones):
-- the `match` methods that create, find and move objects, the methods of the
-- object and zone handles, and the per-seat views. Nothing here runs: the host
-- provides the real functions. Point LuaLS at stdlib/ (see tabula/match.lua).
--
--   local deck = match:zone{ id = "fate:1", kind = "deck", owner = 1 }
--   local hand = match:zone{ id = "hand:1", kind = "hand", owner = 1 }
--   for _, title in ipairs(decklist) do match:create{ kind = title, owner = 1, zone = deck } end
--   deck:shuffle()
--   deck:draw(5)                         -- into hand:1, the owner's "hand" zone
--   local knight = match:create{ kind = "knight", owner = 1, at = "b1" }
--   match:move(knight, "c3")             -- emits "moved"

---Where an object is: one of space, zone or attached_to, and its position
---(1 = bottom of a stack or zone, first attachment).
---@class ObjectPlace
---@field space? string
---@field zone? Zone
---@field attached_to? Object
---@field position? integer

---"top" (the default), "bottom", or k: the object ends at position k (1 = bottom).
---@alias ObjectPosition "top"|"bottom"|integer

---A destination: a space id (integers are read as their text), a zone, or a table.
---@alias ObjectDest string|integer|Zone|{at?: string|integer, zone?: Zone|string, position?: ObjectPosition, face?: "up"|"down"}

---@class CreateSpec
---@field kind string                  what it is: "knight", "Doji Shunya", "card"
---@field owner? integer               a seat, or nil for nobody's
---@field at? string|integer           a space to put it on (top of the stack), or
---@field zone? Zone|string            a zone to put it in (neither: nowhere, until moved)
---@field position? ObjectPosition     where in the stack or zone (default "top")
---@field face? "up"|"down"            default: the zone's face, else "up"
---@field turned? boolean              default false
---@field sides? string[]              its sides, in order: 2 or more distinct names (default: none)
---@field side? string                 the side it shows, one of sides (default sides[1])
---@field props? table                 plain data (numbers, strings, booleans, tables of them); copied
---@field counters? table<string, integer>
---@field name? string                 a display name (hidden with the kind)

---@class ZoneSpec
---@field id string                    unique in the match: "deck:1", "hand:2", "discard"
---@field owner? integer               a seat, or nil
---@field kind? string                 "deck"|"hand"|"discard"|"play"|"row"|... (default "zone"); sets defaults:
---                                    deck: visible_to "none", face "down"; hand: visible_to "owner", unordered;
---                                    play: in_play, unordered; others: visible_to "all", face "up"
---@field visible_to? "all"|"owner"|"none"      who sees the cards in it ("owner": the zone's owner, or each card's owner for a zone without one)
---@field down_visible_to? "owner"|"none"|"all" of those, who sees its face-down cards (default "owner": the card's owner)
---@field face? "up"|"down"            the face cards take when they enter
---@field in_play? boolean             entering it from outside play starts a new stay (default: kind == "play")
---@field ordered? boolean             whether the order means something (informative; default true, hand/play false)

---A filter of match:objects and zone:search; every given key must match.
---@class ObjectFilter
---@field kind? string
---@field name? string
---@field owner? integer|false         false: objects of nobody
---@field face? "up"|"down"
---@field turned? boolean
---@field side? string                 the side it shows (objects without sides never match)
---@field zone? Zone|string
---@field at? string|integer           on this space (not attached to something there)
---@field in_play? boolean
---@field attached? boolean

---An event of this part, as the effects dispatcher receives it.
---@class ObjectEvent
---@field name "created"|"moved"|"destroyed"|"flipped"|"turned"|"side_changed"|"drawn"|"dealt"|"shuffled"|"attached"|"detached"|"revealed"|"peeked"|"counter"|"owner_changed"
---@field match Match
---@field object? Object
---@field from? ObjectPlace
---@field to? ObjectPlace
---@field entered_play? true
---@field left_play? true
---@field host? Object                 attached, detached
---@field zone? Zone                   shuffled, peeked
---@field face? "up"|"down"            flipped
---@field turned? boolean              turned
---@field side? string                 side_changed: the side it shows now
---@field seat? integer                revealed, peeked (0: everybody)
---@field objects? Object[]            peeked
---@field counter? string              counter
---@field delta? integer               counter
---@field value? integer               counter
---@field id? integer                  destroyed: its last public id
---@field kind? string                 destroyed
---@field owner? integer               destroyed, owner_changed
---@field previous? integer|string     owner_changed: the previous owner; side_changed: the previous side
---@field props? table                 destroyed: its last properties

---A piece or card. One handle per object: compare with ==, use as a table key.
---Once destroyed (or once its match has ended) it is gone: only id, kind and gone
---may still be read (stay reads nil); anything else raises "object #12 (knight) is gone".
---@class Object
---@field id integer                   public id: 1, 2, 3... for objects created in plain sight, else random; a new (random) one whenever who may see it changes (docs/api.md, "Ids and hidden information"): follow objects by handle
---@field kind string
---@field name? string
---@field owner? integer
---@field space? string                the space it is on, if on one
---@field zone? Zone                   the zone it is in, if in one
---@field position? integer            in its stack or zone (1 = bottom), or among its host's attachments
---@field location? ObjectPlace        a new table: {space|zone|attached_to, position}
---@field attached_to? Object
---@field face "up"|"down"
---@field face_up boolean
---@field turned boolean
---@field side? string                 the side it shows, if it has sides
---@field sides? string[]              a new list of its sides, or nil
---@field stay? integer                +1 each time it enters play (nil once gone)
---@field in_play boolean              on a space, in an in_play zone, or attached to something in play
---@field props table                  its properties: a live table of plain data
---@field gone boolean
local Object = {}

---Turns it over (no argument) or to the given face. Emits "flipped" if it changed. Action.
---@param face? "up"|"down"
---@return "up"|"down" face
function Object:flip(face) end

---Turns it to the named side, or (no argument) to the next one in its sides, the first
---after the last. Emits "side_changed" if it changed. Raises for an object without sides. Action.
---@param side? string
---@return string side  the side it shows now
function Object:flip_side(side) end

---Turns it sideways (bowed, exhausted, tapped). Emits "turned" if it changed. Action.
---@return boolean changed
function Object:turn() end

---Straightens it. Emits "turned" if it changed. Action.
---@return boolean changed
function Object:unturn() end

---A counter's value (0 if never set).
---@param name string
---@return integer
function Object:counter(name) end

---Adds n (default 1, may be negative) to a counter. Emits "counter". Action.
---@param name string
---@param n? integer
---@return integer value
function Object:add(name, n) end

---Sets a counter. Emits "counter" if it changed. Action.
---@param name string
---@param value integer
---@return integer value
function Object:set_counter(name, value) end

---Every non-zero counter.
---@return table<string, integer>
function Object:counters() end

---obj.props[key].
---@param key string|number|boolean
---@return any
function Object:get(key) end

---obj.props[key] = a checked copy of value (plain data; nil removes). Action.
---@param key string|number|boolean
---@param value any
function Object:set(key, value) end

---Shows it to a seat (or "all") until it moves or its zone is shuffled. Emits "revealed". Action.
---@param seat integer|"all"
function Object:reveal_to(seat) end

---Ends reveals: to one seat, to "all", or (no argument) every reveal. Action.
---@param seat? integer|"all"
function Object:hide(seat) end

---May this seat (0: an onlooker) see what it is?
---@param seat integer
---@return boolean
function Object:visible_to(seat) end

---What is attached to it, in attach order.
---@return Object[]
function Object:attachments() end

---Attaches `card` to this object (same as match:attach(card, self)). Action.
---@param card Object
function Object:attach(card) end

---Same as match:detach(self, dest). Action.
---@param dest? ObjectDest
function Object:detach(dest) end

---Same as match:move(self, dest). Action.
---@param dest ObjectDest
function Object:move(dest) end

---Same as match:destroy(self). Action.
function Object:destroy() end

---Gives it to another seat (nil: nobody). Emits "owner_changed". Action.
---@param seat? integer
function Object:set_owner(seat) end

---A zone: a deck, hand, discard pile, play area, row... Cards are kept in order,
---position 1 = the bottom, the last = the top.
---@class Zone
---@field id string
---@field kind string
---@field owner? integer
---@field visible_to "all"|"owner"|"none"
---@field down_visible_to "all"|"owner"|"none"
---@field face "up"|"down"
---@field in_play boolean
---@field ordered boolean
local Zone = {}

---@return integer
function Zone:count() end

---Every card, bottom -> top: the full truth (scripts are the referee).
---@return Object[]
function Zone:cards() end

---@return Object?
function Zone:top() end

---@return Object?
function Zone:bottom() end

---Fisher–Yates with the match RNG; ends reveals of its cards. Emits "shuffled". Action.
function Zone:shuffle() end

---Moves the top n cards (default 1; fewer if it runs out) to the top of `to`
---(default: the first "hand" zone of this zone's owner). Emits "drawn" per card. Action.
---@param n? integer
---@param to? Zone|string
---@return Object[] drawn  first drawn first
function Zone:draw(n, to) end

---Deals n cards to each zone in turn (round-robin), as long as cards remain.
---Emits "dealt" per card. Action.
---@param n integer
---@param ... Zone|string|(Zone|string)[]
---@return integer dealt
function Zone:deal(n, ...) end

---The top n cards (default 1), top first. With a seat, that seat is shown them
---(revealed to it until they move; emits "peeked"; an action).
---@param n? integer
---@param seat? integer|"all"
---@return Object[]
function Zone:peek(n, seat) end

---The cards matching a filter or a function (run as a pure query), bottom -> top.
---@param filter ObjectFilter|fun(card: Object): boolean
---@return Object[]
function Zone:search(filter) end

---Moves a card into this zone. Emits "moved". Action.
---@param card Object
---@param position? ObjectPosition
---@param face? "up"|"down"
function Zone:put(card, position, face) end

---One seat's view of an object. Hidden objects show only {hidden, owner, face, turned}.
---@class ObjectView
---@field id? integer
---@field kind? string
---@field name? string
---@field hidden? true
---@field owner? integer
---@field face "up"|"down"
---@field turned boolean
---@field side? string                 shown with the kind, for an object with sides
---@field sides? string[]
---@field props? table
---@field counters? table<string, integer>
---@field attachments? ObjectView[]

---@class ZoneView
---@field id string
---@field kind string
---@field owner? integer
---@field count integer
---@field visible_to "all"|"owner"|"none"
---@field face "up"|"down"
---@field in_play boolean
---@field cards ObjectView[]           every card, bottom -> top (hidden ones as {hidden = true, ...})

---@class SeatView
---@field seat integer
---@field spaces table<string, ObjectView[]>   non-empty spaces, bottom -> top
---@field zones table<string, ZoneView>

---Creates a piece or card. Emits "created". Action.
---@param spec CreateSpec
---@return Object
function Match:create(spec) end

---The object whose current public id this is, or nil (none, an old id, or gone).
---@param id integer
---@return Object?
function Match:object(id) end

---The live objects matching the filter, in creation order.
---@param filter? ObjectFilter
---@return Object[]
function Match:objects(filter) end

---The objects on a space, bottom -> top (attachments not included).
---@param space string|integer
---@return Object[]
function Match:at(space) end

---The top object on a space, or nil.
---@param space string|integer
---@return Object?
function Match:top(space) end

---How many objects are stacked on a space.
---@param space string|integer
---@return integer
function Match:height(space) end

---{[space] = top object} for every occupied space: a board query's `occupied`.
---@return table<string, Object>
function Match:occupied() end

---Moves an object (with what is attached to it). Emits "moved". Action.
---@param obj Object
---@param dest ObjectDest
function Match:move(obj, dest) end

---Removes an object and everything attached to it from the game: their handles
---are gone. Emits "destroyed" per object. Action.
---@param obj Object
function Match:destroy(obj) end

---Attaches obj to host (last among its attachments). Emits "attached". Action.
---@param obj Object
---@param host Object
function Match:attach(obj, host) end

---Detaches obj to dest (default: the top of its host's space or zone). Emits "detached". Action.
---@param obj Object
---@param dest? ObjectDest
function Match:detach(obj, dest) end

---Creates a zone (a table; an action) or finds one (its id).
---@param spec ZoneSpec|string
---@return Zone
function Match:zone(spec) end

---Every zone, in creation order.
---@return Zone[]
function Match:zones() end

---Only inside game.determinize: deals the cards of the objects hidden from `seat` again
---among their places, pool by pool (lists of zones and objects), one owner at a time;
---without pools, every hidden object, one pool per owner. Returns how many places got
---another card.
---@param seat integer
---@param pools? (Zone|string|Object)[][]
---@return integer
function Match:redeal(seat, pools) end

---Everything a seat may see, as plain data (JSON-able); seat 0 is an onlooker.
---@param seat integer
---@return SeatView
function Match:view_of(seat) end

---@class TabulaGlobal
---@field is_object fun(v: any): boolean  is v an object handle (gone or not)?
---@field is_zone fun(v: any): boolean    is v a zone handle?
