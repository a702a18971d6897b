-- Akhena's row with Sandstorm as a fifth card (BCA-1): five columns of health (BC-8.1).
return { "akhena_sunlance", "akhena_dune_stride", "akhena_javelin", "akhena_crescent_guard", "akhena_sandstorm" }
