// The prefetch hint is a static inline function in include/Prefetch.h; this file gives the
// target a translation unit.
#include "Prefetch.h"
