-- Built once per Lua state (require caches modules): every match shares it.
local geometry = {}
geometry.grid = tabula.grid{ width = 5, height = 5, names = "chess", blocked = { "c3" } }
return geometry
