// The sanitizers' default options, built into every program that links tabula_core
// when TABULA_SANITIZE is on (CMakeLists.txt); ASAN_OPTIONS, UBSAN_OPTIONS and
// LSAN_OPTIONS set at run time still override them.
//
// exitcode: a sanitizer's report must never pass for a match failure or a usage
// error (exit 1 or 2), which every hostile test expects: the sanitizers' own default
// is 1. 23 is LeakSanitizer's usual code, and now that of every report.

#define TABULA_SANITIZER_OPTIONS extern "C" __attribute__((visibility("default"), used)) const char*

TABULA_SANITIZER_OPTIONS __asan_default_options() {
    return "exitcode=23:detect_stack_use_after_return=1:check_initialization_order=1:strict_init_order=1";
}

TABULA_SANITIZER_OPTIONS __ubsan_default_options() { return "exitcode=23:print_stacktrace=1"; }

TABULA_SANITIZER_OPTIONS __lsan_default_options() { return "exitcode=23"; }
