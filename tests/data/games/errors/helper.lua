local helper = {}

function helper.explode()
  error("exploded")
end

return helper
