---@meta
-- tabula.match: LuaLS annotations for the API a game sees (docs/api.md): the
-- game table, the `match` object and the `tabula` global. Nothing here runs: the
-- host provides the real functions. Requiring this module is harmless (it only
-- defines locals and returns nothing); point LuaLS at stdlib/ instead, e.g. in a
-- game's .luarc.json: { "workspace.library": ["../../stdlib"] }, and annotate hooks:
--
--   ---@type Game
--   local game = { name = "Tic-tac-toe", version = "1.0", seats = 2 }
--   ---@param match Match
--   function game.setup(match) match.state.cells = {} end

---An option of a choice: a string or integer id, or a table with an id and a label.
---@alias ChoiceOption string|integer|{id: string|integer, label?: string}

---@class ChoiceSpec
---@field options ChoiceOption[]  non-empty; ids unique as text
---@field seat? integer           the deciding seat (default: match:seat())
---@field prompt? string          the question (default "Choose")
---@field kind? string            the game's classification, e.g. "move" (default "choice")
---@field min? integer            fewest options to pick (default 1)
---@field max? integer            most options to pick (default: min if min > 1, else 1)
---@field label? fun(id: any): string  names the options without a label of their own, only for agents that read labels; a pure query
---@field ask? "always"              ask the seat even with one option to take (being asked then tells nothing)

---@class RollSpec
---@field faces integer|any[]     number of faces (1..faces), or the list of faces
---@field count? integer          number of dice, 1..1000 (default 1)

---@class FinishSpec
---@field winner? integer         the winning seat
---@field winners? integer[]      several winning seats
---@field draw? boolean           true for a draw (instead of a winner)
---@field reason? string          the game's words, e.g. "three in a row"
---@field scores? number[]        one score per seat

---A declared game option.
---@class GameOptionSpec
---@field default any             required; also fixes the value's type
---@field choices? any[]          allowed values
---@field min? number             least value of a number option
---@field max? number             greatest value of a number option
---@field help? string            shown by `tabula list`

---@class SeatsSpec
---@field min? integer            default 1
---@field max? integer            default min
---@field default? integer        default max

---The table a game's game.lua returns.
---@class Game
---@field name? string                          default: the folder name
---@field version? string                       default "0"; written in records
---@field seats? integer|SeatsSpec               default 1
---@field options? table<string, GameOptionSpec>
---@field setup fun(match: Match)               builds the starting position in match.state
---@field play fun(match: Match): FinishSpec?   the flow; ends with match:finish{...} or by returning the result
---@field render? fun(match: Match, seat: integer): string  text a seat sees (seat 0: an onlooker); pure query
---@field view? fun(match: Match, seat: integer): any       data a seat's agent gets (JSON-able); pure query
---@field traits? fun(match: Match, seat: integer): string[] what the seat played with, for simulate's balance table; pure query
---@field evaluate? fun(match: Match, seat: integer): number how well the seat stands, 0..1, for mcts:cutoff; pure query
---@field determinize? fun(match: Match, seat: integer) deals again what the seat cannot see, in a search's copy of the match (match:redeal)
---@field perfect_information? boolean the game's own state hides nothing from any seat
---@field perft? fun(match: Match, depth: integer, opts: {position: string, divide?: boolean}): integer, {[1]: string, [2]: integer}[]? leaf nodes depth plies below opts.position, for `tabula perft` (with opts.divide: {move, nodes} per first move)

---The match a game's hooks receive.
---@class Match
---@field seats integer                 number of seats in this match
---@field options table<string, any>    the resolved game options
---@field state table                   the game's own state (starts empty; may be replaced)
local Match = {}

---Asks a seat to choose and suspends the flow until its agent answers.
---With max == 1 returns the chosen id (as written: string or integer) and the option
---entry, or nil, nil when min == 0 and nothing was picked. With max > 1 returns two
---arrays: the ids and the options, in the order picked.
---Only in the flow (game.play and what it calls); not in setup, render, view,
---metamethods or sort comparators.
---@param spec ChoiceSpec
---@return any id_or_ids
---@return any option_or_options
function Match:choose(spec) end

---Rolls dice with the match RNG; one return value per die.
---`match:roll(6)`, `match:roll(6, 2)`, `match:roll{ faces = { "H", "T" }, count = 2 }`.
---In scenarios, values queued with t:dice(...) come first.
---@param faces integer|RollSpec
---@param count? integer
---@return any ...
function Match:roll(faces, count) end

---Ends the match: a winner (winner and/or winners) or draw = true. Never returns.
---Only in the flow.
---@param result FinishSpec
function Match:finish(result) end

---Ends the turn: the current seat plays again if it is owed an extra turn; otherwise
---play passes to the next seat in the order and direction (match:set_order, match:reverse),
---using up one skip of each seat whose turn is skipped (match:skip_turn). More schedule
---methods (round, order, phases, use counters) are annotated in tabula/flow.lua.
function Match:next_turn() end

---The current seat plays `n` (default 1) more turns after this one.
---@param n? integer
function Match:extra_turn(n) end

---The current seat (1 at the start).
---@return integer
function Match:seat() end

---Makes `seat` the current seat (1..match.seats).
---@param seat integer
function Match:set_seat(seat) end

---The turn counter (1 at the start, +1 per next_turn()).
---@return integer
function Match:turn() end

---The match RNG, the same as math.random: () -> float in [0,1); (n) -> 1..n; (m, n) -> m..n.
---@param m? integer
---@param n? integer
---@return number
function Match:random(m, n) end

---A line for people (tabula play, human agents); not in the record.
---With more than one argument: string.format(format, ...).
---@param format string
---@param ... any
function Match:log(format, ...) end

---The match's result once it has one, else nil (a query).
---@return {winners: integer[], draw: boolean, reason: string}|nil
function Match:result() end

---Whether log lines are kept (false in tabula simulate): skip building costly log arguments.
---@return boolean
function Match:logging() end

---@class TabulaGlobal
---@field version string                  the host's version, e.g. "0.1.0"
---@field test_match? fun(spec?: {seats?: integer, seed?: integer, options?: table}): TestMatch  only under `tabula test`; use T.match
---@field caller_line? fun(): integer     only under `tabula test`; used by T.scenario
---@field modules fun(folder: string): string[]  the modules directly in a folder of the game, its mods and stdlib, sorted
---@field module_file fun(name: string): string|nil  where require(name) loads from ("mods/mymod/skills/texas.lua"), or nil
---@field warn fun(...: any)                 a log line at level warn, shown by default, in the game's own words
---@field freeze fun(t: table): table  makes t and every table in it read-only data, shared safely between matches; returns t (docs/api.md)
---@field data fun(path: string): string|nil, string  a data file's text ("decks/crane.txt", mods first) and its name; nil and why if none
---@field data_files fun(folder: string): string[]  the files directly in a data folder of the mods, the game and stdlib, sorted
---@field option_error fun(name: string, message: string)  in game.setup: refuses option `name`'s value, a usage error "option 'NAME': MESSAGE" (docs/api.md#options)
---@field guarded fun(name: string, fn: function, ...): any  runs fn(...) as a pure query named `name`: an action inside is an error
---@field in_query fun(): boolean, string?  true and the query's name inside a pure query, else false

---The host's global table.
---@type TabulaGlobal
tabula = tabula -- declares the global for LuaLS; a no-op when run
