# PLUMB_FMA: add -mfma to every target when the compiler accepts it and this
# machine runs the result (an x86-64 CPU from 2013 on; checked by running a
# fused multiply-add), so that the tests exercise the kernels' FMA path
# (expansion::two_product_presplit). Otherwise say so and keep Dekker's path:
# a build that cannot run -mfma code must not fail on it.
if(NOT PLUMB_FMA)
  return()
endif()
include(CheckCXXSourceRuns)
set(CMAKE_REQUIRED_FLAGS -mfma)
check_cxx_source_runs([=[
#include <cmath>
int main() {
  volatile double a = 1.0 + 0x1p-30, b = 1.0 - 0x1p-30;
  const double x = a * b;  // 1 - 2^-60 rounds to 1; the fused a b - x is -2^-60
  return std::fma(a, b, -x) == -0x1p-60 ? 0 : 1;
}
]=] PLUMB_FMA_RUNS)
unset(CMAKE_REQUIRED_FLAGS)
if(PLUMB_FMA_RUNS)
  add_compile_options(-mfma)
  message(STATUS "PLUMB_FMA: compiling with -mfma (the kernels' FMA path)")
else()
  message(STATUS "PLUMB_FMA: this compiler or machine cannot run -mfma code; the kernels' Dekker path is built instead")
endif()
