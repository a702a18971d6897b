#include "cli/output_file.h"

#include <cerrno>
#include <cstring>

#include "host/script_error.h"

namespace tabula::cli {

OutputFile::OutputFile(std::string flag, std::string path) : flag_(std::move(flag)), path_(std::move(path)) {
    errno = 0;
    out_.open(path_, std::ios::binary | std::ios::trunc);
    if (!out_) fail("open");
}

void OutputFile::fail(const char* doing) {
    const int err = errno;
    throw UsageError(flag_ + " " + path_ + ": cannot " + doing + " it" + (err ? std::string(" (") + std::strerror(err) + ")" : ""));
}

void OutputFile::check() {
    if (!out_) fail("write");
}

void OutputFile::close() {
    if (!out_.is_open()) return;
    errno = 0;
    out_.flush();
    check();
    out_.close();
    if (!out_) fail("close");
}

void OutputFile::restart() {
    close();
    errno = 0;
    out_.open(path_, std::ios::binary | std::ios::trunc);
    if (!out_) fail("open");
}

}  // namespace tabula::cli
