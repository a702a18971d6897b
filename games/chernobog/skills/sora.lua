-- Sora (Penguin Logistics), CH-9.8. MANUAL, limit 3. No effect on 1-6. On 7-12 she
-- makes a normal move of 3 if she can, then every other player gets a Sora mark
-- (their next roll is reduced by 3, at least 1; CH-8.9).
local rules = require "rules"

local function effect(match, sora)
  if rules.can_move(match, sora, 3) then rules.move(match, sora, 3) end
  for _, seat in ipairs(rules.opponents(match, sora.seat)) do rules.give_mark(match, seat, "sora") end
end

return {
  id = "sora", name = "Sora", faction = "penguin_logistics",
  summary = "MANUAL x3: on 7-12, she moves 3 and every other player's next roll is 3 less, at least 1 (1-6: a normal move)",
  manual = { limit = 3, no_effect = 6, effect = effect },
}
