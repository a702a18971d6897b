-- Sunken Well, landmark no. 7 (README.md, BCM-2): a seventh landmark the game finds in
-- landmarks/ like its own six. Choose it with a layout, e.g. -o layout=723456 (slot P1).
-- Undertow, its star ability: one enemy within Medium range of your hero is moved 1.
local decide = require "decide"
local movement = require "rules.movement"
local reach = require "rules.reach"

-- The enemies in Medium range of your hero that a forced movement of 1 can move.
local function pullable(ctx)
  local out = {}
  for _, c in ipairs(reach.enemies_within(ctx.match, ctx.seat, ctx.hero.space, reach.MEDIUM)) do
    if movement.possible(ctx.match, c, 1, true) then out[#out + 1] = c end
  end
  return out
end

-- A forced movement (BC-4.5): it may pass anyone, ends on an empty cell, and the cell
-- it enters springs its hazards.
local undertow = {
  name = "Undertow",
  usable = function(ctx) return #pullable(ctx) > 0 end,
  resolve = function(ctx)
    local target = decide.character(ctx.match, ctx.seat, pullable(ctx), "undertow", "Undertow: move whom 1?")
    movement.run(ctx.match, ctx.seat, target, 1, true, "Undertow")
  end,
}

return {
  id = "sunken_well", number = 7,
  faces = {
    start = { name = "Sunken Well", N = { "DEF" }, S = { "MOV" }, W = { "ATK" }, star = undertow },
    flipped = { name = "Dry Well", N = { "HAZ" }, S = { "RNG" }, passages = { "W>S" } },
  },
}
