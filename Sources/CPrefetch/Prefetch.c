// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

// The prefetch hint is a static inline function in include/Prefetch.h; this file gives the
// target a translation unit.
#include "Prefetch.h"
