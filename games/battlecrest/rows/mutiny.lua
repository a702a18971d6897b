-- Mutiny's action row (BC-1.6, BC-2.2): his action cards, left to right. Its length is
-- K, the columns of his health track (BC-8.1). A mod changes the row by replacing this
-- file alone.
return { "mutiny_cutlass", "mutiny_grappling_hook", "mutiny_powder_keg" }
