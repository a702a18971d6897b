local b = require "circ_b"
return { b = b }
