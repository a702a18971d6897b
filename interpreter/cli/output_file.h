// A file that a flag names for output (--record, --results): opened at once, and every
// write, flush and close checked, so a full disk or an unwritable path is said, naming
// the flag, the file and the reason, never lost in silence.
#pragma once
#include <fstream>
#include <string>

namespace tabula::cli {

class OutputFile {
public:
    enum class Mode { Truncate, Append };

    // Opens `path`, emptied or to append to; a UsageError if it cannot be opened for
    // writing. With `exclusive`, also a UsageError if another process holds it so
    // (two runs writing one --out file), until this one is closed or destroyed.
    OutputFile(std::string flag, std::string path, Mode mode = Mode::Truncate, bool exclusive = false);
    ~OutputFile();
    OutputFile(const OutputFile&) = delete;
    OutputFile& operator=(const OutputFile&) = delete;
    std::ostream& stream() { return out_; }
    // A UsageError if a write has failed so far.
    void check();
    // Flushes and closes, then check().
    void close();
    // Closes and opens anew, empty (a reloaded match's record starts again).
    void restart();

private:
    [[noreturn]] void fail(const char* doing);
    void unlock();
    std::string flag_, path_;
    std::ofstream out_;
    int lock_fd_ = -1;
};

}  // namespace tabula::cli
