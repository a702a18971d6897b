-- The log lines of L5R matches name no card hidden from the seat they are shown to
-- (L5-21.10). tests/cli/l5r_hidden.sh plays matches with `tabula play` and two human
-- agents fed a fixed stream of numbers, and keeps what each was shown as a transcript
-- (transcripts/*.txt in a mod folder given with --mod):
--
--   H <seed> [option=value ...]    the match
--   L <text>                       a log line shown with the next prompt
--   B <seat> <prompt>              a prompt to a seat
--   R                              a number that was not an option (asked again)
--
-- A human agent is shown the lines logged since its own last choice. This scenario
-- plays the same match (same seed and options, the same numbers: one that is not an
-- option is skipped, as the agent refused it), notes at every choice which cards each
-- seat may see, and checks each line against the choices it was logged between: it
-- may name a title at most as many times as the seat it is shown to could see cards of
-- that title at one of them. (A card shown and taken into a hand stays seen by both.)
local T = require "tabula.test"
local checks = require "hidden_checks"

local function parse(text, file)
  local tx = { blocks = {}, file = file }
  local lines = {}
  for line in text:gmatch("[^\n]+") do
    local tag, rest = line:sub(1, 1), line:sub(3)
    if tag == "H" then
      local seed, opts = rest:match("^(%d+)%s*(.*)$")
      tx.seed, tx.options = tonumber(seed), {}
      for k, v in opts:gmatch("([%w_]+)=(%S+)") do tx.options[k] = v end
    elseif tag == "L" then
      lines[#lines + 1] = rest
    elseif tag == "R" then
      local b = tx.blocks[#tx.blocks]
      b.rejected = b.rejected + 1
    elseif tag == "B" then
      local seat, prompt = rest:match("^(%d+) (.*)$")
      tx.blocks[#tx.blocks + 1] = { seat = tonumber(seat), prompt = prompt, lines = lines, rejected = 0 }
      lines = {}
    end
  end
  tx.tail = lines
  return tx
end

-- The numbers tests/cli/l5r_hidden.sh feeds the agents, from the same sequence.
local function next_number(x)
  x = (x * 1103515245 + 12345) % 2147483648
  return x, (x // 65536) % 6 + 1
end

local function snapshot(t)
  return { checks.visible_counts(t.match, 1), checks.visible_counts(t.match, 2) }
end

-- Plays the transcript's match; returns the snapshots: 1 before the first choice,
-- k + 1 at choice k, and the last at the end.
local function replay(tx)
  local t = T.match{ seed = tx.seed, options = tx.options }
  local snaps = { snapshot(t) }
  local x = tx.seed
  local status = t:run()
  local k = 0
  while status == "choice" do
    k = k + 1
    local p, b = t:pending(), tx.blocks[k]
    T.truthy(b, ("%s: choice %d (%s) is not in the transcript"):format(tx.file, k, p.prompt))
    T.eq({ b.seat, b.prompt }, { p.seat, p.prompt }, ("%s: choice %d"):format(tx.file, k))
    snaps[#snaps + 1] = snapshot(t)
    local n
    local refused = 0
    repeat
      x, n = next_number(x)
      if n > #p.options then refused = refused + 1 end
    until n <= #p.options
    T.eq(refused, b.rejected, ("%s: choice %d: numbers refused"):format(tx.file, k))
    t:answer(p.max > 1 and { p.options[n] } or p.options[n])
    status = t:run()
  end
  T.eq(status, "finished", tx.file)
  T.eq(k, #tx.blocks, tx.file .. ": choices")
  snaps[#snaps + 1] = snapshot(t)
  return snaps
end

-- The most cards of each title `seat` could see at snapshots from..to.
local function most_seen(snaps, seat, from, to)
  local out = {}
  for i = from, to do
    for title, n in pairs(snaps[i][seat]) do
      if n > (out[title] or 0) then out[title] = n end
    end
  end
  return out
end

local function check_lines(tx, lines, seat, snaps, from, to, where)
  local seen = most_seen(snaps, seat, from, to)
  for _, line in ipairs(lines) do
    T.eq(checks.overnamed(line, seen), nil, ("%s: %s, a line shown to seat %d: %s"):format(tx.file, where, seat, line))
  end
  return #lines
end

for _, file in ipairs(tabula.data_files("transcripts")) do
  T.scenario("log lines name no card hidden from the seat shown them: " .. file .. " [L5-21.10]", function()
    local text, where = tabula.data("transcripts/" .. file)
    local tx = parse(text, where)
    local snaps = replay(tx)
    local last = { 1, 1 }        -- the snapshot of each seat's last choice
    local checked = 0
    for k, b in ipairs(tx.blocks) do
      checked = checked + check_lines(tx, b.lines, b.seat, snaps, last[b.seat], k + 1, ("before choice %d"):format(k))
      last[b.seat] = k + 1
    end
    for seat = 1, 2 do
      checked = checked + check_lines(tx, tx.tail, seat, snaps, math.min(last[1], last[2]), #snaps, "at the end")
    end
    T.truthy(checked > 50, ("%s: %d lines checked"):format(where, checked))
  end)
end
