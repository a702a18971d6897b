local a = require "circ_a"
return { a = a }
