// libFuzzer target: read_bot_answer over arbitrary bytes (one line from a bot). A bad
// line must be an AgentError; anything else escaping is a finding.
#include <cstddef>
#include <cstdint>
#include <string>

#include "agents/agents.h"
#include "match/agent.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string line(reinterpret_cast<const char*>(data), size);
    try {
        for (const auto& id : tabula::read_bot_answer(line)) (void)id.size();
    } catch (const tabula::AgentError&) {
    }
    return 0;
}
