-- Myrtle (mod; faction "rhine_lab", not in the game). PASSIVE.
--   MOD-M1: while she is on the board (main track or her lane), her owner's die
--           showing 2 reads as 1 (the die's own value, before marks, CH-8.9). So an
--           undeclared, unmarked 2 is a grace (CH-5.2): enter a token or move one 1,
--           then roll again; and it counts as a 1 towards three equal graces (CH-5.5).
--   MOD-M2: marks apply to the 1 as usual (a Sora mark makes it no grace; an Angelina
--           mark changes nothing on it). A declared roll of 2 shows 1 (no effect for
--           any game operator) and is never a grace: the declared token moves 1 (CH-8.2).
--           Other players' rolls, and hers at Home or in the Finish, are unchanged.
-- A kind of passive no game operator has: a modifier of the game's "die" question.
local effects = require "tabula.effects"
local rules = require "rules"

local function on_board(myrtle) return myrtle.place == "board" end

-- What her owner's die shows with her on the board (a query may log, nothing more).
local function reads(match, myrtle, shows, seat)
  if shows ~= 2 or seat ~= myrtle.seat or not on_board(myrtle) then return shows end
  rules.log(match, "%s reads the 2 as 1", myrtle)
  return 1
end

return {
  id = "myrtle", name = "Myrtle", faction = "rhine_lab",
  summary = "PASSIVE (mod): her owner's rolls of 2 read as 1 (a grace)",
  passive = function(match, myrtle)
    effects.modifier(match, {
      query = "die", name = "Myrtle reads 2 as 1", source = myrtle,
      modify = function(shows, seat) return reads(match, myrtle, shows, seat) end })
  end,
}
