-- Texas (Penguin Logistics), CH-9.6. MANUAL, limit 2. No effect on 1-6. On 7-12:
-- any one token on the main track (Texas included) is displaced 1-6 squares either way.
local rules = require "rules"

local function effect(match, texas)
  local options = {}
  for _, t in ipairs(rules.all(match)) do
    if rules.on_track(t) then options[#options + 1] = { id = t.id, label = rules.name(match, t) .. " " .. rules.where(t) } end
  end
  if #options == 0 then return match:log("Texas finds no token on the main track") end
  local id = match:choose{ seat = texas.seat, kind = "texas_token", options = options,
                           prompt = "Texas: which token is displaced?" }
  local shifts = {}
  for d = 1, 6 do shifts[#shifts + 1] = "+" .. d end
  for d = 1, 6 do shifts[#shifts + 1] = "-" .. d end
  local shift = match:choose{ seat = texas.seat, kind = "texas_shift", options = shifts,
                              prompt = "Texas: how far, and which way?" }
  rules.displace(match, match.state.tokens[id], tonumber(shift))
end

return {
  id = "texas", name = "Texas", faction = "penguin_logistics",
  summary = "MANUAL x2: on 7-12, any main-track token is displaced 1-6 squares either way (1-6: a normal move)",
  manual = { limit = 2, no_effect = 6, effect = effect },
}
