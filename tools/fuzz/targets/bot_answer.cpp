// libFuzzer target: read_bot_answer and read_bot_ready over arbitrary bytes (one line
// from a bot, as an answer and as the line after "end"). A bad line must be an
// AgentError; anything else escaping is a finding.
#include <cstddef>
#include <cstdint>
#include <string>

#include "agents/agents.h"
#include "match/agent.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string line(reinterpret_cast<const char*>(data), size);
    try {
        for (const auto& id : tabula::read_bot_answer(line).ids) (void)id.size();
    } catch (const tabula::AgentError&) {
    }
    try {
        (void)tabula::read_bot_ready(line);
    } catch (const tabula::AgentError&) {
    }
    return 0;
}
