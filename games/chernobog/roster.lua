-- The operators in this match's roster, by id; filled by operators.lua when the game
-- loads. Rules and skills read it without requiring operators.lua (which loads skills).
return { by_id = {}, list = {} }
