-- Texas (mod): replaces games/chernobog/skills/texas.lua (CH-9.6) while this mod is
-- layered over the game (`--mod docs/examples/chernobog-mod`). Same id, so the roster
-- and records still call her "texas"; a different skill:
--
--   MANUAL, limit 3 (the original: 2). No effect on 1-6 (a normal move of Texas).
--   On 7-12: choose any one token on the main track (any player's, Texas included)
--   and push it FORWARD 1, 2 or 3 squares (the original: 1-6 either way). It is a
--   displacement (CH-6.8): along the main track only, then arrival (captures,
--   rooftops, destroyed terrain), never a jump or a shortcut. No token on the main
--   track: nothing happens, the counter still rises (CH-8.2).
--
-- Decisions keep the original kinds: `texas_token` (main-track operator ids), then
-- `texas_shift` with the options `+1`, `+2`, `+3` only.
local rules = require "rules"

local SHIFTS = { "+1", "+2", "+3" }

local function effect(match, texas)
  local options = {}
  for _, t in ipairs(rules.all(match)) do
    if rules.on_track(t) then
      options[#options + 1] = { id = t.id, label = rules.name(match, t) .. " " .. rules.where(t) }
    end
  end
  if #options == 0 then return match:log("Texas finds no token on the main track") end
  local id = match:choose{ seat = texas.seat, kind = "texas_token", options = options,
                           prompt = "Texas: which token is pushed forward?" }
  local shift = match:choose{ seat = texas.seat, kind = "texas_shift", options = SHIFTS,
                              prompt = "Texas: how far forward?" }
  rules.displace(match, rules.token(match, id), tonumber(shift))
end

return {
  id = "texas", name = "Texas", faction = "penguin_logistics",
  summary = "MANUAL x3 (mod): pushes any main-track token 1-3 squares forward",
  manual = { limit = 3, no_effect = 6, effect = effect },
}
