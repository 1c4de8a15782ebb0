// The oracle reaching into the kernels' exactness machinery: never allowed.
#include "kernels/detail/expansion.h"
