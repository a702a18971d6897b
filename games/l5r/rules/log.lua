-- A log line for people (human agents, tabula play), built only when the match keeps
-- log lines (not in tabula simulate). Never name a card a seat may not see.
return function(match, fmt, ...)
  if match:logging() then match:log(fmt, ...) end
end
