-- Exusiai (Penguin Logistics), CH-9.5. PASSIVE. Never stopped or held by opponent
-- blocker tokens (obstacles still stop her); immune to destroyed terrain.
return {
  id = "exusiai", name = "Exusiai", faction = "penguin_logistics",
  summary = "PASSIVE: ignores token blocks; immune to destroyed terrain",
  ignores_blockers = true,
  immune_destroyed = true,
}
