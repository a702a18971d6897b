-- The fixture of tests/cli/human_forced.sh and watch.sh: a game with hidden hands. Each
-- seat discards a card twice; the second time it has one card left, so that choice is
-- forced, and empties the hand. Its render shows a seat its own hand only.
local game = { name = "Secret", version = "1", seats = 2 }
function game.setup(match)
  match.state.hands = { { "ruby", "jade" }, { "onyx", "opal" } }
end
function game.render(match, seat)
  local lines = {}
  for s = 1, 2 do
    local hand = match.state.hands[s]
    lines[s] = ("seat %d holds %s"):format(s, seat == s and table.concat(hand, " ") or #hand .. " card(s)")
  end
  return table.concat(lines, "\n")
end
function game.play(match)
  for _ = 1, 2 do
    for s = 1, 2 do
      local hand, options = match.state.hands[s], {}
      for i, card in ipairs(hand) do options[i] = { id = tostring(i), label = "discard " .. card } end
      local id = match:choose{ seat = s, prompt = "Which card do you discard?", options = options }
      table.remove(hand, tonumber(id))
      match:log("seat %d discards a card face down", s)
      if #hand == 0 then match:log("seat %d is out", s) end
    end
  end
  return { winner = 1 }
end
return game
