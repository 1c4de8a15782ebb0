#!/bin/bash -eu
# Builds Plumb's libFuzzer targets the way OSS-Fuzz and ClusterFuzzLite do:
# with their compiler and flags ($CXX, $CXXFLAGS: sanitizers, coverage and
# -stdlib=libc++), their fuzzing engine ($LIB_FUZZING_ENGINE) and into $OUT,
# each target with its seed corpus (NAME_seed_corpus.zip).
#
# The targets link only Plumb's own code (kernels, oracle, checks), fmt used
# header-only, and GMP/MPFR (C libraries, linked statically so that the runner
# image needs nothing installed). No prebuilt C++ library is linked, so libc++
# builds work. scripts/oss-fuzz-check runs this script locally with the same
# variables set, as CI does.
# OSS-Fuzz runs this once per sanitizer of project.yaml (address, undefined:
# the latter, without ASan, is the high-throughput build), with $SANITIZER
# set; each gets its own build folder.
src=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${WORK:-/tmp}/plumb-oss-fuzz-build-${SANITIZER:-address}

cmake -S "$src" -B "$build" -G Ninja \
  -DCMAKE_CXX_COMPILER="$CXX" -DCMAKE_CXX_FLAGS="$CXXFLAGS" \
  -DPLUMB_FUZZ=ON -DPLUMB_FUZZ_ENGINE="$LIB_FUZZING_ENGINE" \
  -DPLUMB_BUILD_TESTS=OFF -DPLUMB_BUILD_CLI=OFF -DPLUMB_BUILD_BENCH=OFF \
  -DPLUMB_FMT_HEADER_ONLY=ON -DPLUMB_STATIC_GMP=ON
cmake --build "$build" -j"$(nproc)" --target plumb_fuzz_targets  # the fuzz targets only (fuzz/CMakeLists.txt)

for binary in "$build"/fuzz/*_fuzz; do
  name=$(basename "$binary")
  cp "$binary" "$OUT/"
  corpus="$src/fuzz/corpus/${name%_fuzz}"
  if [ -d "$corpus" ]; then
    rm -f "$OUT/${name}_seed_corpus.zip"
    (cd "$corpus" && zip -q -r "$OUT/${name}_seed_corpus.zip" .)
  fi
  [ -f "$src/fuzz/${name%_fuzz}.dict" ] && cp "$src/fuzz/${name%_fuzz}.dict" "$OUT/${name}.dict"
done
echo "build.sh: $(ls "$build"/fuzz/*_fuzz | wc -l) fuzz targets in $OUT"
