-- Angelina (Rhodes Island), CH-9.2. MANUAL, limit 2. No effect on 1-6. On 7-12 one
-- opponent receives an Angelina mark: their next roll of 7-12 moves exactly 6 (CH-8.9).
local rules = require "rules"

local function effect(match, angelina)
  local seat = rules.choose_opponent(match, angelina.seat, "angelina_target",
                                     "Angelina: which opponent's next high roll is capped at 6?")
  rules.give_mark(match, seat, "angelina")
end

return {
  id = "angelina", name = "Angelina", faction = "rhodes_island",
  summary = "MANUAL x2: on 7-12, an opponent's next roll of 7-12 moves exactly 6 (1-6: a normal move)",
  manual = { limit = 2, no_effect = 6, effect = effect },
}
