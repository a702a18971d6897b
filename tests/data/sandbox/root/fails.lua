local x = 1
error("module failed at load " .. x)
