-- Akhena's action row (BC-1.5, BC-2.2): her action cards, left to right. Its length is
-- K, the columns of her health track (BC-8.1). A mod changes the row by replacing this
-- file alone.
return { "akhena_sunlance", "akhena_dune_stride", "akhena_javelin", "akhena_crescent_guard" }
