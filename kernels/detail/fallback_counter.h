// Plumb kernels, detail: an optional count of exact fallbacks, for benchmarks.
//
// Why: a filtered kernel is fast only while its filter settles the question;
// the benchmarks report how often it did not (bench/, "exact_fraction"). Every
// place where the big number (BigNumber, exact_number.h) takes over calls
// PLUMB_NOTE_EXACT_FALLBACK() once. Every entry into the stages between the
// double filter and the big number -- the adaptive stage of a form's or a sum
// of products' sign, the certified double-double of a value, the
// double-double stage of a polynomial, the exact floating-point expansions --
// calls PLUMB_NOTE_EXPANSION_STAGE() ("expansion_fraction").
//
// Off by default, and then the macro expands to nothing: the kernels compile
// to the same code as without it. With PLUMB_COUNT_EXACT_FALLBACKS defined
// (the bench targets define it) it adds one thread-local increment on the
// rare exact path and nothing on the filtered path. Define it for every
// translation unit of a program or for none: the kernels are inline functions,
// and two definitions of one differ otherwise.
#pragma once

#ifdef PLUMB_COUNT_EXACT_FALLBACKS

namespace plumb::detail {
/// Exact fallbacks taken on this thread since it started (never reset here).
inline thread_local unsigned long long exact_fallbacks = 0;
/// Expansion stages taken on this thread since it started (never reset here).
inline thread_local unsigned long long expansion_stages = 0;
}  // namespace plumb::detail

#define PLUMB_NOTE_EXACT_FALLBACK() (++::plumb::detail::exact_fallbacks)
#define PLUMB_NOTE_EXPANSION_STAGE() (++::plumb::detail::expansion_stages)

#else

#define PLUMB_NOTE_EXACT_FALLBACK() ((void)0)
#define PLUMB_NOTE_EXPANSION_STAGE() ((void)0)

#endif
