-- Each player's play area: the enemy tokens it defeated (CR-8.4), for majorities and
-- castle IV (CR-13).
local play_area = {}

function play_area.tokens(match, seat) return match:zone("conquered:" .. seat):cards() end

function play_area.count(match, seat, enemy)
  local n = 0
  for _, t in ipairs(play_area.tokens(match, seat)) do if t.kind == enemy then n = n + 1 end end
  return n
end

return play_area
