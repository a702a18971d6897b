-- A sample external agent for Tabula (docs/agents.md): it reads the host's JSON Lines
-- messages on standard input and answers every choice with its first option(s).
-- Run it with: tabula play tictactoe -a "exec:lua5.4 tools/bots/first_bot.lua"
-- It is plain Lua 5.4 with a small JSON decoder, so it needs nothing installed.

local decode

local function skip(s, i) return s:find("[^ \t\r\n]", i) or #s + 1 end

local ESCAPES = { b = "\b", f = "\f", n = "\n", r = "\r", t = "\t" }

local function decode_string(s, i)
  local out, j = {}, i + 1
  while true do
    local c = s:sub(j, j)
    if c == "" then error("unterminated string") end
    if c == '"' then return table.concat(out), j + 1 end
    if c == "\\" then
      local e = s:sub(j + 1, j + 1)
      if e == "u" then
        out[#out + 1] = utf8.char(tonumber(s:sub(j + 2, j + 5), 16))
        j = j + 6
      else
        out[#out + 1] = ESCAPES[e] or e
        j = j + 2
      end
    else
      out[#out + 1] = c
      j = j + 1
    end
  end
end

local function decode_list(s, i, close, item)
  i = skip(s, i + 1)
  if s:sub(i, i) == close then return i + 1 end
  while true do
    i = skip(s, item(i))
    local c = s:sub(i, i)
    if c == close then return i + 1 end
    if c ~= "," then error("expected ',' or '" .. close .. "' at " .. i) end
    i = skip(s, i + 1)
  end
end

function decode(s, i)
  i = skip(s, i or 1)
  local c = s:sub(i, i)
  if c == "{" then
    local t = {}
    local j = decode_list(s, i, "}", function(k)
      local key, v
      key, k = decode_string(s, k)
      k = skip(s, k)
      if s:sub(k, k) ~= ":" then error("expected ':' at " .. k) end
      v, k = decode(s, k + 1)
      t[key] = v
      return k
    end)
    return t, j
  elseif c == "[" then
    local t = {}
    local j = decode_list(s, i, "]", function(k)
      local v
      v, k = decode(s, k)
      t[#t + 1] = v
      return k
    end)
    return t, j
  elseif c == '"' then
    return decode_string(s, i)
  end
  local literal = s:match("^[%w%.%+%-]+", i)
  if literal == "true" then return true, i + 4 end
  if literal == "false" then return false, i + 5 end
  if literal == "null" then return nil, i + 4 end
  local n = tonumber(literal)
  if not n then error("unexpected '" .. c .. "' at " .. i) end
  return n, i + #literal
end

local function quote(s)
  return '"' .. s:gsub('[%c"\\]', function(ch) return string.format("\\u%04x", ch:byte()) end) .. '"'
end

-- After a "rejected" message the host asks the same choice again, so the bot
-- only reports the refusal and answers the repeated choice.
for line in io.lines() do
  local message = decode(line)
  if message.type == "choice" then
    local ids = {}
    for k = 1, math.max(message.min, 1) do ids[k] = quote(message.options[k].id) end
    io.write('{"answer":[', table.concat(ids, ","), ']}\n')
    io.flush()
  elseif message.type == "rejected" then
    io.stderr:write("first_bot: answer rejected: ", message.reason, "\n")
  elseif message.type == "end" then
    break
  end
end
