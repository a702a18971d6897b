-- Unit-test fixture: dice of any number of faces, several dice, custom faces.
local game = {
  name = "Dice fixture",
  version = "1",
  seats = 1,
  options = { mode = { default = "plain" } },
}

function game.setup(match)
  match.state.done = false
end

function game.play(match)
  local s = match.state
  local mode = match.options.mode
  if mode == "plain" then
    s.d6 = { match:roll(6, 3) }
    s.d20 = { match:roll(20) }
    s.d1 = { match:roll(1, 4) }
    s.d100 = { match:roll{ faces = 100, count = 2 } }
    s.custom = { match:roll{ faces = { "skull", "shield", "sword" }, count = 5 } }
    s.d7 = { match:roll(7) }
  elseif mode == "many" then
    s.counts = { 0, 0, 0, 0, 0, 0 }
    for _ = 1, 6000 do
      local v = match:roll(6)
      s.counts[v] = s.counts[v] + 1
    end
  elseif mode == "zero_faces" then
    match:roll(0)
  elseif mode == "too_many" then
    match:roll(6, 1001)
  elseif mode == "custom" then
    s.custom = { match:roll{ faces = { "skull", "shield", "sword" }, count = 3 } }
  end
  s.done = true
  match:finish{ winner = 1, reason = "rolled" }
end

return game
