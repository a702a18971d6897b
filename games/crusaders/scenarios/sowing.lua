-- Sowing (CR-4): every count of tokens from 1 to 12, sown from positions 1, 3, 5 and 6,
-- against a table worked by hand; the wheel always holds 12 tokens. Each case sows
-- through an upgrade turn (CR-5.2), which gives no action, so only the sowing moves tokens.
local T = require "tabula.test"
local P = require "positions"

-- { sown position, tokens before, tokens after }: the rest of the 12 tokens wait on one
-- other wedge, so the cases where the sowing reaches it show.
local CASES = {
  { 1, { 1, 0, 0, 11, 0, 0 }, { 0, 1, 0, 11, 0, 0 } },
  { 1, { 2, 0, 0, 10, 0, 0 }, { 0, 1, 1, 10, 0, 0 } },
  { 1, { 3, 0, 0, 9, 0, 0 }, { 0, 1, 1, 10, 0, 0 } },
  { 1, { 4, 0, 0, 8, 0, 0 }, { 0, 1, 1, 9, 1, 0 } },
  { 1, { 5, 0, 0, 7, 0, 0 }, { 0, 1, 1, 8, 1, 1 } },
  { 1, { 6, 0, 0, 6, 0, 0 }, { 1, 1, 1, 7, 1, 1 } },
  { 1, { 7, 0, 0, 5, 0, 0 }, { 1, 2, 1, 6, 1, 1 } },
  { 1, { 8, 0, 0, 4, 0, 0 }, { 1, 2, 2, 5, 1, 1 } },
  { 1, { 9, 0, 0, 3, 0, 0 }, { 1, 2, 2, 5, 1, 1 } },
  { 1, { 10, 0, 0, 2, 0, 0 }, { 1, 2, 2, 4, 2, 1 } },
  { 1, { 11, 0, 0, 1, 0, 0 }, { 1, 2, 2, 3, 2, 2 } },
  { 1, { 12, 0, 0, 0, 0, 0 }, { 2, 2, 2, 2, 2, 2 } },

  { 3, { 0, 0, 1, 0, 0, 11 }, { 0, 0, 0, 1, 0, 11 } },
  { 3, { 0, 0, 2, 0, 0, 10 }, { 0, 0, 0, 1, 1, 10 } },
  { 3, { 0, 0, 3, 0, 0, 9 }, { 0, 0, 0, 1, 1, 10 } },
  { 3, { 0, 0, 4, 0, 0, 8 }, { 1, 0, 0, 1, 1, 9 } },
  { 3, { 0, 0, 5, 0, 0, 7 }, { 1, 1, 0, 1, 1, 8 } },
  { 3, { 0, 0, 6, 0, 0, 6 }, { 1, 1, 1, 1, 1, 7 } },
  { 3, { 0, 0, 7, 0, 0, 5 }, { 1, 1, 1, 2, 1, 6 } },
  { 3, { 0, 0, 8, 0, 0, 4 }, { 1, 1, 1, 2, 2, 5 } },
  { 3, { 0, 0, 9, 0, 0, 3 }, { 1, 1, 1, 2, 2, 5 } },
  { 3, { 0, 0, 10, 0, 0, 2 }, { 2, 1, 1, 2, 2, 4 } },
  { 3, { 0, 0, 11, 0, 0, 1 }, { 2, 2, 1, 2, 2, 3 } },
  { 3, { 0, 0, 12, 0, 0, 0 }, { 2, 2, 2, 2, 2, 2 } },

  { 5, { 11, 0, 0, 0, 1, 0 }, { 11, 0, 0, 0, 0, 1 } },
  { 5, { 10, 0, 0, 0, 2, 0 }, { 11, 0, 0, 0, 0, 1 } },
  { 5, { 9, 0, 0, 0, 3, 0 }, { 10, 1, 0, 0, 0, 1 } },
  { 5, { 8, 0, 0, 0, 4, 0 }, { 9, 1, 1, 0, 0, 1 } },
  { 5, { 7, 0, 0, 0, 5, 0 }, { 8, 1, 1, 1, 0, 1 } },
  { 5, { 6, 0, 0, 0, 6, 0 }, { 7, 1, 1, 1, 1, 1 } },
  { 5, { 5, 0, 0, 0, 7, 0 }, { 6, 1, 1, 1, 1, 2 } },
  { 5, { 4, 0, 0, 0, 8, 0 }, { 6, 1, 1, 1, 1, 2 } },
  { 5, { 3, 0, 0, 0, 9, 0 }, { 5, 2, 1, 1, 1, 2 } },
  { 5, { 2, 0, 0, 0, 10, 0 }, { 4, 2, 2, 1, 1, 2 } },
  { 5, { 1, 0, 0, 0, 11, 0 }, { 3, 2, 2, 2, 1, 2 } },
  { 5, { 0, 0, 0, 0, 12, 0 }, { 2, 2, 2, 2, 2, 2 } },

  { 6, { 0, 0, 11, 0, 0, 1 }, { 1, 0, 11, 0, 0, 0 } },
  { 6, { 0, 0, 10, 0, 0, 2 }, { 1, 1, 10, 0, 0, 0 } },
  { 6, { 0, 0, 9, 0, 0, 3 }, { 1, 1, 10, 0, 0, 0 } },
  { 6, { 0, 0, 8, 0, 0, 4 }, { 1, 1, 9, 1, 0, 0 } },
  { 6, { 0, 0, 7, 0, 0, 5 }, { 1, 1, 8, 1, 1, 0 } },
  { 6, { 0, 0, 6, 0, 0, 6 }, { 1, 1, 7, 1, 1, 1 } },
  { 6, { 0, 0, 5, 0, 0, 7 }, { 2, 1, 6, 1, 1, 1 } },
  { 6, { 0, 0, 4, 0, 0, 8 }, { 2, 2, 5, 1, 1, 1 } },
  { 6, { 0, 0, 3, 0, 0, 9 }, { 2, 2, 5, 1, 1, 1 } },
  { 6, { 0, 0, 2, 0, 0, 10 }, { 2, 2, 4, 2, 1, 1 } },
  { 6, { 0, 0, 1, 0, 0, 11 }, { 2, 2, 3, 2, 2, 1 } },
  { 6, { 0, 0, 0, 0, 0, 12 }, { 2, 2, 2, 2, 2, 2 } },
}

local function sum(list)
  local n = 0
  for _, v in ipairs(list) do n = n + v end
  return n
end

-- Upgrades the wedge at `pos` and sows it, in a turn of seat 1.
local function sow_after_upgrade(before, pos)
  local t = P.match{ active = 1, tokens = { before } }
  t:answer("upgrade:" .. pos)
  P.at(t, "sow")
  t:answer("sow:" .. pos)
  T.eq(t:run{ turns = 1 }, "turn")
  return P.tokens(t, 1)
end

for _, pos in ipairs{ 1, 3, 5, 6 } do
  T.scenario(("1 to 12 tokens sown from p%d: one a wedge from the next, after p6 p1, the sown wedge gets the 6th and the 12th [CR-4.1, CR-4.2, CR-5.2]"):format(pos), function()
    for _, case in ipairs(CASES) do
      if case[1] == pos then
        local n = case[2][pos]
        T.eq(sum(case[2]), 12, "the case's wheel holds 12")
        local after = sow_after_upgrade(case[2], pos)
        T.eq(after, case[3], ("%d tokens sown from p%d"):format(n, pos))
        T.eq(sum(after), 12, "12 tokens after the sowing")
      end
    end
  end)
end

T.scenario("the wheel holds 12 tokens after every turn of a whole match, for every seat [CR-4.2, CR-3.2]", function()
  local t = T.match{ seats = 3, seed = 11 }
  local turns = 0
  local status = t:run{ turns = 1 }
  while status ~= "finished" and turns < 120 do
    if status == "choice" then
      t:answer(t:pending().options[1])
      status = t:run{ turns = 1 }
    else
      turns = turns + 1
      for seat = 1, 3 do T.eq(sum(P.tokens(t, seat)), 12, ("seat %d after turn %d"):format(seat, turns)) end
      status = t:run{ turns = 1 }
    end
  end
  T.eq(turns, 120, "120 turns were checked")
end)
