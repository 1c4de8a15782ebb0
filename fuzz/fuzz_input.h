// Plumb fuzz targets: turning the fuzzer's bytes into a hard case.
//
// Structure-aware decoding, so that most executions land on hard inputs: a
// leading byte picks a construction (general, zero-length, parallel,
// collinear, T-junction, nearly parallel, huge or tiny binade, non-finite),
// the next bytes are small integers for the grid constructions, and 8-byte
// slots are read as raw doubles (every bit pattern, subnormals, NaN and
// infinities included: a provider's "floating point in a range" would spread
// values linearly and almost never produce those). Short inputs are padded
// with zeros, so every byte string decodes to exactly one case.
//
// This header holds the byte reader and the draws that do not depend on the
// dimension; decode.h (2D) and decode3d.h (3D) build points and shapes on it.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <limits>
#include <string>

namespace plumb::fuzz {

class Bytes {
 public:
  Bytes(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}

  std::uint8_t byte() { return pos_ < size_ ? data_[pos_++] : 0; }

  /// A small signed integer in [-r, r].
  int small(int r) { return int(byte() % (2 * r + 1)) - r; }

  /// Any double, from 8 raw bytes.
  double raw() {
    std::uint8_t b[8] = {};
    for (auto& x : b) x = byte();
    double d;
    std::memcpy(&d, b, sizeof d);
    return d;
  }

 private:
  const std::uint8_t* data_;
  std::size_t size_;
  std::size_t pos_ = 0;
};

/// A power of two near either end of the exponent range: 2^±(900..999).
/// Grid coordinates (a few units) scaled by it stay normal and finite, and
/// the scaling is exact, so every exact relation of the grid survives.
inline int far_binade(Bytes& in) {
  return in.byte() % 2 ? 900 + in.byte() % 100 : -900 - in.byte() % 100;
}

/// x moved 1 to 4 ULPs up or down (one byte: bit 0 the direction).
inline double nudged(double x, Bytes& in) {
  const std::uint8_t b = in.byte();
  const double toward = b & 1 ? INFINITY : -INFINITY;
  for (int i = 0; i <= (b >> 1) % 4; ++i) x = std::nextafter(x, toward);
  return x;
}

/// NaN, +inf or -inf.
inline double non_finite(Bytes& in) {
  const double bad[] = {NAN, INFINITY, -INFINITY};
  return bad[in.byte() % 3];
}

/// Puts a non-finite value into one of the slots: one byte picks the value,
/// the next the slot (the order the first corpus files were written in).
inline void poison(std::initializer_list<double*> slots, Bytes& in) {
  const double bad = non_finite(in);
  *slots.begin()[in.byte() % slots.size()] = bad;
}

/// True when every value is finite.
inline bool all_finite(std::initializer_list<double> values) {
  for (double v : values)
    if (!std::isfinite(v)) return false;
  return true;
}

/// label + " (tiny)" or " (huge)" for a far binade k.
inline std::string in_binade(std::string label, int k) { return label + (k < 0 ? " (tiny)" : " (huge)"); }

}  // namespace plumb::fuzz
