local good = require "good"
return { name = "inner", good = good.value }
