// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#ifndef POPKIT_PREFETCH_H
#define POPKIT_PREFETCH_H

/// Asks the processor to bring the cache line at `address` closer (a hint: never faults, even
/// for an invalid address, and changes no result).
static inline void popkit_prefetch(const void *_Nullable address) {
  __builtin_prefetch(address, 0, 3);
}

#endif
