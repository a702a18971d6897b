// A file that a flag names for output (--record, --results): opened at once, and every
// write, flush and close checked, so a full disk or an unwritable path is said, naming
// the flag, the file and the reason, never lost in silence.
#pragma once
#include <fstream>
#include <string>

namespace tabula::cli {

class OutputFile {
public:
    // Opens (truncating) `path`; a UsageError if it cannot be opened for writing.
    OutputFile(std::string flag, std::string path);
    std::ostream& stream() { return out_; }
    // A UsageError if a write has failed so far.
    void check();
    // Flushes and closes, then check().
    void close();
    // Closes and opens anew, empty (a reloaded match's record starts again).
    void restart();

private:
    [[noreturn]] void fail(const char* doing);
    std::string flag_, path_;
    std::ofstream out_;
};

}  // namespace tabula::cli
