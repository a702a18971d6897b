// Watchdog: the instruction budget without a per-instruction cost.
//
// Lua checks every instruction while a count hook is set (about a fifth of a game's
// time). With Limits::watch_ms > 0 a host has no hook; one process-wide thread looks
// at every watched host each watch_ms and, when a script has run since the previous
// look without reaching a decision, signals the host's thread, whose handler installs
// the count hook into the running Lua thread (as lua.c does for Ctrl-C). From then on
// the budget counts; the next decision disarms it (the hook removes itself).
#pragma once

namespace tabula {

class ScriptHost;

namespace watchdog {

void watch(ScriptHost* host, unsigned period_ms, unsigned time_ms = 0);
void unwatch(ScriptHost* host);

}  // namespace watchdog
}  // namespace tabula
