-- The Order of Mountjoy (README.md, CRM-2), an eleventh knight order: +1 influence each
-- time you defeat an enemy token, through the hook `defeated` (rules/orders.lua).
return {
  id = "mountjoy", name = "Order of Mountjoy", start = { "lorraine", "bavaria" },
  text = "+1 influence each time you defeat an enemy token",
  defeated = function() return 1 end,
}
