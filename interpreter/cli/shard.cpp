#include "cli/shard.h"

#include "cli/cli.h"
#include "common/json_input.h"
#include "host/script_error.h"

namespace tabula::cli {

Shard read_shard(const std::string& flag, const std::string& text, int matches) {
    const auto slash = text.find('/');
    const std::string must = "' must be K/S, the K-th of S shards (1 <= K <= S <= the matches, " +
                             std::to_string(matches) + ")";
    if (slash == std::string::npos) throw UsageError(flag + ": '" + quote_excerpt(text, 40) + must);
    const WholeRange range{1, static_cast<uint64_t>(matches)};
    Shard s;
    try {
        s.index = static_cast<int>(read_whole(flag, text.substr(0, slash), range));
        s.count = static_cast<int>(read_whole(flag, text.substr(slash + 1), range));
    } catch (const UsageError&) {
        throw UsageError(flag + ": '" + quote_excerpt(text, 40) + must);
    }
    if (s.index > s.count) throw UsageError(flag + ": '" + quote_excerpt(text, 40) + must);
    return s;
}

}  // namespace tabula::cli
