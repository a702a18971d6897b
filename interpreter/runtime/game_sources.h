// A game's Lua sources as a fingerprint, for play --reload and the files of
// simulate --out: it changes when a .lua file of the game's folder or of its mods'
// folders is edited, added, removed or renamed, and not with where the folders lie.
// Reading a file that vanished or cannot be read counts as a change, never as an error.
#pragma once
#include <cstdint>
#include <filesystem>

#include "cpp_api/game_catalog.h"

namespace tabula {

uint64_t sources_fingerprint(const GamePaths& paths, const std::filesystem::path& game_dir);

}  // namespace tabula
