-- The five actions, each a module in actions/ with performable(match, seat, x) and
-- resolve(match, seat, x) (CR-6 to CR-10).
return {
  move = require "actions.move",
  muster = require "actions.muster",
  crusade = require "actions.crusade",
  influence = require "actions.influence",
  build = require "actions.build",
}
