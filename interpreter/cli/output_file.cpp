#include "cli/output_file.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "host/script_error.h"

namespace tabula::cli {

OutputFile::OutputFile(std::string flag, std::string path, Mode mode, bool exclusive)
    : flag_(std::move(flag)), path_(std::move(path)) {
    errno = 0;
    out_.open(path_, std::ios::binary | (mode == Mode::Append ? std::ios::app : std::ios::trunc));
    if (!out_) fail("open");
    if (!exclusive) return;
    lock_fd_ = ::open(path_.c_str(), O_RDONLY | O_CLOEXEC);
    if (lock_fd_ >= 0 && ::flock(lock_fd_, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK) {
        unlock();
        throw UsageError(flag_ + " " + path_ + ": another run is writing it (the same command twice at once?)");
    }
}

OutputFile::~OutputFile() { unlock(); }

void OutputFile::unlock() {
    if (lock_fd_ >= 0) ::close(lock_fd_);
    lock_fd_ = -1;
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
    unlock();
    if (!out_) fail("close");
}

void OutputFile::restart() {
    close();
    errno = 0;
    out_.open(path_, std::ios::binary | std::ios::trunc);
    if (!out_) fail("open");
}

}  // namespace tabula::cli
