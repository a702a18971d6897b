-- Unit-test fixture: choices and dice asked from inside the script's own coroutines.
local game = { name = "Coroutine fixture", version = "1", seats = 1 }

function game.setup(match)
  match.state.picks = {}
end

function game.play(match)
  local s = match.state
  -- coroutine.wrap: a generator whose body asks for choices.
  local gen = coroutine.wrap(function()
    for i = 1, 3 do
      local a = match:choose{ seat = 1, prompt = "pick " .. i, options = { "x", "y", "z" } }
      coroutine.yield(a .. i)
    end
    return "end"
  end)
  for _ = 1, 4 do
    s.picks[#s.picks + 1] = gen()
  end
  -- coroutine.resume: a roll and a choice inside, then values passed both ways.
  local co = coroutine.create(function(n)
    local r = match:roll(6)
    local c = match:choose{ seat = 1, prompt = "inner", options = { "p", "q" } }
    local v = coroutine.yield(c .. r)
    -- a coroutine nested in the coroutine
    local inner = coroutine.wrap(function()
      return match:choose{ seat = 1, prompt = "nested", options = { "deep", "shallow" } }
    end)
    return v * n, inner()
  end)
  local ok1, v1 = coroutine.resume(co, 10)
  local ok2, v2, v3 = coroutine.resume(co, 5)
  s.first = { ok1, v1 }
  s.second = { ok2, v2, v3 }
  s.status = coroutine.status(co)
  -- an error inside a script coroutine comes back through resume as usual
  local co2 = coroutine.create(function() error("inside", 0) end)
  local ok3, e3 = coroutine.resume(co2)
  s.third = { ok3, e3 }
  -- a choice inside pcall: the host yield passes through it
  local okp, pv = pcall(function()
    return match:choose{ seat = 1, prompt = "in pcall", options = { "m", "n" } }
  end)
  s.pcall = { okp, pv }
  match:finish{ winner = 1 }
end

return game
