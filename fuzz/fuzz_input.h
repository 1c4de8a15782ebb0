// Plumb fuzz targets: turning the fuzzer's bytes into a hard case.
//
// Structure-aware decoding, so that most executions land on hard inputs: the
// first byte picks a construction (general, zero-length, parallel, collinear,
// T-junction, nearly parallel, huge or tiny binade, non-finite), the next
// bytes are small integers for the grid constructions, and 8-byte slots are
// read as raw doubles (every bit pattern, subnormals, NaN and infinities
// included: a provider's "floating point in a range" would spread values
// linearly and almost never produce those). Short inputs are padded with
// zeros, so every byte string decodes to exactly one case.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

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

}  // namespace plumb::fuzz
