// What the processes of an exec: bot's group are doing, read from /proc: whether any of
// them can still write to the pipe the host reads its answers from. A bot that closed
// its output, or died, behind a wrapper (the host's own `sh -c`, or a `sh -c` of its
// command, waiting for a child) leaves the pipe held only by such shells; the host then
// sees it within about a second instead of at the bot timeout.
#pragma once
#include <sys/types.h>

namespace tabula::bot_process {

// True if some process of the group `pgid` holds the pipe whose read end is `read_fd`
// and is not a `sh -c` shell waiting for a child. Also true when /proc cannot tell (so a bot is
// never taken for gone on a system without it).
bool can_answer(pid_t pgid, int read_fd);

}  // namespace tabula::bot_process
