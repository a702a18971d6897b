-- Unit-test fixture: choices of one or several options, and bad choice specs.
local game = {
  name = "Choices fixture",
  version = "1",
  seats = 2,
  options = { mode = { default = "basic" } },
}

local labeler_calls = 0  -- how often a choice's label function ran (mode "labeler")

function game.setup(match)
  labeler_calls = 0
  match.state.log = {}
end

function game.play(match)
  local s = match.state
  local mode = match.options.mode
  if mode == "basic" then
    local id, opt = match:choose{ seat = 2, kind = "color", prompt = "Pick a color",
                                  options = { "red", "green", { id = "blue", label = "Blue!" }, 7 } }
    s.id = id
    s.label = type(opt) == "table" and opt.label or tostring(opt)
    local ids = match:choose{ seat = 1, prompt = "Pick two or three", options = { "a", "b", "c", "d" }, min = 2, max = 3 }
    s.multi = ids
    local maybe = match:choose{ seat = 1, prompt = "Maybe", options = { "x", "y" }, min = 0, max = 1 }
    s.maybe_nil = maybe == nil
    s.only = match:choose{ seat = 1, prompt = "Forced", options = { "only" } }
  elseif mode == "dup" then
    match:choose{ seat = 1, options = { "a", "b", "a" } }
  elseif mode == "empty" then
    match:choose{ seat = 1, prompt = "Nothing", options = {} }
  elseif mode == "badmax" then
    match:choose{ seat = 1, options = { "a", "b" }, min = 2, max = 3 }
  elseif mode == "badseat" then
    match:choose{ seat = 3, options = { "a", "b" } }
  elseif mode == "dup_mixed" then
    match:choose{ seat = 1, options = { 7, "x", { id = "7" } } }
  elseif mode == "dup_table" then
    match:choose{ seat = 1, options = { { id = "t" }, "u", "t" } }
  elseif mode == "badid" then
    match:choose{ seat = 1, options = { "a", { label = "no id" } } }
  elseif mode == "badlabel" then
    match:choose{ seat = 1, options = { "a", "b" }, label = "text" }
  elseif mode == "badprompt" then
    match:choose{ seat = 1, options = { "a", "b" }, prompt = {} }
  elseif mode == "many" then
    local options = {}
    for i = 1, 40 do options[i] = i % 2 == 0 and i or { id = "o" .. i } end
    s.ids = match:choose{ seat = 1, options = options, min = 40, max = 40 }
  elseif mode == "extra_arg" then  -- arguments after the spec are ignored
    s.pick = match:choose({ seat = 1, prompt = "Pick", options = { "p", "q" } }, "stray", {})
  elseif mode == "labeler" then
    s.pick = match:choose{ seat = 1, prompt = "Named later", options = { "n1", "n2", { id = "n3", label = "fixed" } },
                           label = function(id) labeler_calls = labeler_calls + 1 return "named " .. id end }
    s.calls = labeler_calls
  elseif mode == "labeler_acts" then
    match:choose{ seat = 1, options = { "a", "b" }, label = function(id) match:roll(6) return id end }
  end
  match:finish{ winner = 1 }
end

return game
