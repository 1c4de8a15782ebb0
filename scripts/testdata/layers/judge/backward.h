// A judge header that includes a room above it: the layers check must fail here.
#include "report/report.h"
