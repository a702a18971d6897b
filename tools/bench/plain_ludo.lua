-- Ludo in plain Lua 5.4, run by the stock `lua5.4` interpreter with no host at all:
-- the ceiling of any engine whose rules are Lua 5.4 scripts (issue 6). The rules are
-- those of games/ludo (docs/games/ludo.md, L1-L11) and of native_ludo.cpp, written
-- as fast as plain Lua goes: one flat table of positions, numeric loops, lookups
-- built once, nothing allocated in a move.
--
-- It plays the very matches `tabula simulate ludo --seed S` and native_ludo play:
-- the host's generator (xoshiro256** seeded by splitmix64, interpreter/core/rng.cpp)
-- and its unbiased bounded draw are rewritten here in Lua integer arithmetic, so the
-- wins and mean lengths equal theirs, which tools/bench/run.sh checks. The generator
-- is part of the price: in Tabula it is native code.
--
-- Usage: lua5.4 plain_ludo.lua N [SEED]   prints one JSON object like native_ludo.

local SEATS, PIECES, RING, YARD, HOME = 4, 4, 52, 0, 57
local START = { 1, 14, 27, 40 }   -- L3: Red, Green, Yellow, Blue

-- ---------------------------------------------------------------- the host's RNG
local function splitmix64(x)   -- returns the next state and the output
  x = x + 0x9e3779b97f4a7c15
  local z = x
  z = (z ~ (z >> 30)) * 0xbf58476d1ce4e5b9
  z = (z ~ (z >> 27)) * 0x94d049bb133111eb
  return x, z ~ (z >> 31)
end

local function derive_seed(seed, stream)
  local x = seed ~ (stream * 0xd1b54a32d192ed03)
  x = splitmix64(x)
  local _, z = splitmix64(x)
  return z
end

-- 2^64 mod b: the rejection threshold of Lemire's draw for bound b (b < 2^31).
local THRESHOLD = {}
for b = 1, 8 do THRESHOLD[b] = ((1 << 62) % b * 4) % b end

-- A generator seeded like Rng(seed); returns its below(bound) for bounds under 2^31.
local function rng(seed)
  local s0, s1, s2, s3
  local x = seed
  x, s0 = splitmix64(x); x, s1 = splitmix64(x); x, s2 = splitmix64(x); s3 = select(2, splitmix64(x))
  local ult = math.ult
  local function next()
    local r = s1 * 5
    r = ((r << 7) | (r >> 57)) * 9
    local t = s1 << 17
    s2 = s2 ~ s0; s3 = s3 ~ s1; s1 = s1 ~ s2; s0 = s0 ~ s3
    s2 = s2 ~ t
    s3 = (s3 << 45) | (s3 >> 19)
    return r
  end
  return function(bound)   -- the high word of next() * bound, rejecting the biased low words
    local v = next()
    local low = v * bound
    if ult(low, bound) then
      local threshold = THRESHOLD[bound]
      while ult(low, threshold) do v = next(); low = v * bound end
    end
    return ((v >> 32) * bound + (((v & 0xffffffff) * bound) >> 32)) >> 32
  end
end

-- ---------------------------------------------------------------- the board
-- SQUARE[c][p]: the ring square of colour c's piece at progress p, 0 off the ring (L5).
local SQUARE, SAFE = {}, {}
for c = 1, SEATS do
  SQUARE[c] = {}
  for p = 0, HOME do SQUARE[c][p] = (p >= 1 and p <= RING - 1) and (START[c] - 1 + p - 1) % RING + 1 or 0 end
end
for sq = 1, RING do SAFE[sq] = false end
for c = 1, SEATS do SAFE[START[c]] = true; SAFE[(START[c] + 7) % RING + 1] = true end   -- L8

-- ---------------------------------------------------------------- a match
local function play(seed)
  local roll6 = rng(seed)
  local agent = {}
  for seat = 1, SEATS do agent[seat] = rng(derive_seed(seed, 0x5ea7000 + seat)) end
  local pos = {}   -- pos[(seat - 1) * 4 + i]: progress of seat's piece i (L1: all in the yard)
  for k = 1, SEATS * PIECES do pos[k] = YARD end
  local piece, to = { 0, 0, 0, 0 }, { 0, 0, 0, 0 }
  local moves, decisions, turns = 0, 0, 1
  local seat = 1
  while true do
    local base, sixes = (seat - 1) * PIECES, 0
    local roll
    repeat                                                            -- L2, L4
      roll = roll6(6) + 1
      if roll == 6 then sixes = sixes + 1 end
      if sixes == 3 then break end                                   -- L4
      local n = 0
      for i = 1, PIECES do                                           -- L9: one option per place
        local from = pos[base + i]
        local dest
        if from == YARD then dest = roll == 6 and 1 or -1            -- L3
        elseif from + roll <= HOME then dest = from + roll           -- L5, L6 (Home + roll > HOME)
        else dest = -1 end
        if dest > 0 then
          local seen = false
          for k = 1, n do if pos[base + piece[k]] == from then seen = true; break end end
          if not seen then n = n + 1; piece[n] = i; to[n] = dest end
        end
      end
      if n > 0 then                                                  -- L10: else no move
        moves = moves + 1
        local pick = 1
        if n > 1 then decisions = decisions + 1; pick = agent[seat](n) + 1 end
        local dest = to[pick]
        pos[base + piece[pick]] = dest
        local sq = SQUARE[seat][dest]
        if sq ~= 0 and not SAFE[sq] then                             -- L7, L8
          for other = 1, SEATS do
            if other ~= seat then
              local square, ob = SQUARE[other], (other - 1) * PIECES
              for i = ob + 1, ob + PIECES do
                if square[pos[i]] == sq then pos[i] = YARD end
              end
            end
          end
        end
        if dest == HOME and pos[base + 1] == HOME and pos[base + 2] == HOME and pos[base + 3] == HOME
            and pos[base + 4] == HOME then                           -- L11
          return seat, moves, decisions, turns
        end
      end
    until roll ~= 6
    seat = seat % SEATS + 1
    turns = turns + 1
  end
end

-- ---------------------------------------------------------------- the run
local count = math.tointeger(tonumber(arg[1] or ""))
local base = math.tointeger(tonumber(arg[2] or "1"))
if not count or count < 1 or not base then
  io.stderr:write("usage: lua5.4 plain_ludo.lua N [SEED]\n")
  os.exit(2)
end
local wins, moves, decisions, turns = { 0, 0, 0, 0 }, 0, 0, 0
local t0 = os.clock()
for i = 0, count - 1 do
  local w, m, d, t = play(derive_seed(base, i))
  wins[w] = wins[w] + 1
  moves, decisions, turns = moves + m, decisions + d, turns + t
end
local seconds = os.clock() - t0
io.write(string.format('{"game": "plain Lua ludo", "matches": %d, "jobs": 1, "seed": %d, "seconds": %.9f,\n' ..
  ' "mean_moves": %.6f, "mean_decisions": %.6f, "mean_turns": %.6f,\n' ..
  ' "matches_per_second": %.3f, "moves_per_second": %.3f, "decisions_per_second": %.3f,\n' ..
  ' "wins": [%d, %d, %d, %d]}\n',
  count, base, seconds, moves / count, decisions / count, turns / count, count / seconds, moves / seconds,
  decisions / seconds, wins[1], wins[2], wins[3], wins[4]))
