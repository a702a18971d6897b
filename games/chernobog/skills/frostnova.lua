-- FrostNova (Reunion), CH-9.15. MANUAL, limit 2. No effect on 1-6. On 7-12 one
-- opponent receives a FrostNova mark: their next roll of 1-6 moves exactly 1 (CH-8.9).
local rules = require "rules"

local function effect(match, frostnova)
  local seat = rules.choose_opponent(match, frostnova.seat, "frostnova_target",
                                     "FrostNova: which opponent's next low roll moves only 1?")
  rules.give_mark(match, seat, "frostnova")
end

return {
  id = "frostnova", name = "FrostNova", faction = "reunion",
  summary = "MANUAL x2: on 7-12, an opponent's next roll of 1-6 moves exactly 1 (1-6: a normal move)",
  manual = { limit = 2, no_effect = 6, effect = effect },
}
