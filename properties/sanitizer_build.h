// Test support: is this binary built with AddressSanitizer (the clang-sanitize
// preset)? Under the sanitizers a test runs several times slower, and
// some tests there sample what the default preset runs in full:
//  - the property-agreement tests take fewer cases (filtered_oracle_test.cpp);
//  - the tests of the suite's power (every seeded fault caught, under every
//    domain preset, every JavaScript twin caught through the protocol) run
//    one fault each, or one in eight spread over the families, and Plumb's
//    own kernels under one domain preset: the other runs drive the same
//    suite, protocol and report code with other answers, which is what the
//    sanitizers watch, while whether each fault is caught is the default
//    preset's to show.
#pragma once

#include <cstdlib>

namespace plumb::testing_support {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kUnderAddressSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kUnderAddressSanitizer = true;
#else
inline constexpr bool kUnderAddressSanitizer = false;
#endif
#else
inline constexpr bool kUnderAddressSanitizer = false;
#endif

/// Whether this run samples what the default preset runs in full: under the
/// sanitizers, unless PLUMB_FULL_TESTS is set (the clang-sanitize-full test
/// preset, which scripts/test --full runs).
inline bool sampled() { return kUnderAddressSanitizer && std::getenv("PLUMB_FULL_TESTS") == nullptr; }

/// The reason a sampled power test gives when it skips under the sanitizers.
inline constexpr const char* kPowerSampled =
    "under the sanitizers one fault per power test runs (properties/sanitizer_build.h); the default preset and "
    "the clang-sanitize-full test preset run every fault";

}  // namespace plumb::testing_support
