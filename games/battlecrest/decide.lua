-- Every decision of the game (the spec's table D1..D16) is one call here: a seat, a
-- kind, a prompt and options with readable labels. A player's seat is asked through
-- match:choose; in solo mode the AI seat's answer comes from the AI's rules (ai/),
-- given the same options and the same context, so one flow serves both.
local characters = require "rules.characters"
local row = require "rules.row"

local decide = {}

local function is_ai(match, seat)
  return match.state.ai_seat == seat
end

-- spec: match:choose's fields plus `context` (what the AI needs to decide). Returns
-- the chosen option's id.
function decide.ask(match, spec)
  if is_ai(match, spec.seat) then
    local ai = require "ai.solo"
    local id = ai.answer(match, spec)
    for _, o in ipairs(spec.options) do
      if (type(o) == "table" and o.id or o) == id then return id end
    end
    error(("the solo AI answered %s to '%s', not one of its options"):format(tostring(id), spec.prompt), 0)
  end
  local context = spec.context
  spec.context = nil
  local id = match:choose(spec)
  spec.context = context
  return id
end

function decide.yes_no(match, seat, kind, prompt, context)
  return decide.ask(match, { seat = seat, kind = kind, prompt = prompt, context = context,
    options = { { id = "yes", label = "yes" }, { id = "no", label = "no" } } }) == "yes"
end

-- Picks one object of `list` (action cards or characters); the option ids are the
-- objects' kinds (card and character ids are unique per match), labels from `name`.
local function pick(match, seat, list, kind, prompt, name, context, extra)
  local options, by_id = {}, {}
  for _, obj in ipairs(list) do
    options[#options + 1] = { id = obj.kind, label = name(obj) }
    by_id[obj.kind] = obj
  end
  if extra then options[#options + 1] = extra end
  local id = decide.ask(match, { seat = seat, kind = kind, prompt = prompt, options = options, context = context })
  return by_id[id]
end

function decide.card(match, seat, cards, kind, prompt, context, extra)
  return pick(match, seat, cards, kind, prompt, row.label, context, extra)
end

function decide.character(match, seat, chars, kind, prompt, context, extra)
  return pick(match, seat, chars, kind, prompt, characters.label, context, extra)
end

return decide
