-- Unit-test fixture: every way a script can fail. Line numbers are asserted.
local helper = require "helper"

local game = {
  name = "Errors fixture",
  version = "1",
  seats = 1,
  options = { mode = { default = "ok" } },
}

local last_match

function game.setup(match)
  last_match = match
  if match.options.mode == "setup" then
    error("setup went wrong")
  elseif match.options.mode == "setup_choose" then
    match:choose{ seat = 1, options = { "a", "b" } }
  end
end

function game.play(match)
  local mode = match.options.mode
  if mode == "error" then
    error("boom")
  elseif mode == "index" then
    local t = nil
    return t.field
  elseif mode == "helper" then
    helper.explode()
  elseif mode == "loop" then
    local n = 0
    while true do
      n = n + 1
    end
  elseif mode == "memory" then
    local t = {}
    for i = 1, math.maxinteger do
      t[i] = string.rep("x", 4096) .. i
    end
  elseif mode == "busy" then
    -- much work in total, but little between two decisions: within budget
    local x = 0
    for round = 1, 6 do
      for i = 1, 150000 do
        x = x + i
      end
      match:choose{ seat = 1, prompt = "round " .. round, options = { "go", "stop" } }
    end
    match.state.x = x
  elseif mode == "yield" then
    coroutine.yield(1)
  elseif mode == "noreturn" then
    return
  elseif mode == "returns" then  -- the flow may end by returning its result
    return { winner = 1, reason = "returned" }
  elseif mode == "returns_bad_seat" then
    return { winner = 9 }
  elseif mode == "returns_neither" then
    return { reason = "no winner" }
  elseif mode == "returns_text" then
    return "won"
  end
  match:finish{ winner = 1, reason = "fine" }
end

function game.render(match, seat)
  if match.options.mode == "render_roll" then
    match:roll(6)
  end
  return "seat " .. seat
end

function game.view(match, seat)
  if match.options.mode == "view_choose" then
    match:choose{ seat = 1, options = { "a", "b" } }
  end
  return { seat = seat }
end

-- Keeps the last match table beyond the match's life.
function game.poke()
  return last_match:roll(6)
end

return game
