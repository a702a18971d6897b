-- The Attack phase (L5-11, L5-12): not written yet; the phase passes without an
-- attack. See docs/games/l5r.md, "State of the implementation".
local battle = {}

function battle.phase(match)
  match.state.battle = nil
end

return battle
