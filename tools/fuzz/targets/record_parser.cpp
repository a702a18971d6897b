// libFuzzer target: parse_record over arbitrary bytes. A bad record must be a
// RecordError; anything else escaping (another exception, a crash, a sanitizer
// report, memory past -rss_limit_mb) is a finding. What it accepts must survive
// being written back as record text.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

#include "common/json_output.h"
#include "match/record.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    try {
        // Small limits, so the fuzzer reaches them.
        const tabula::Record rec = tabula::parse_record(in, "fuzz.jsonl", {1000, 1 << 20});
        (void)tabula::json_text(rec.options);
        if (!rec.result.is_null() && tabula::as_recorded(rec.result) != rec.result) __builtin_trap();
    } catch (const tabula::RecordError&) {
    }
    return 0;
}
