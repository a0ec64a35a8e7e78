// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

// Allocation counters for popkit-bench.
//
// MallocCounter.c defines malloc, calloc, realloc, reallocarray, free, posix_memalign,
// aligned_alloc, memalign, valloc and pvalloc. Linked into an executable, those definitions
// replace glibc's for the whole process (symbol interposition: the executable comes first in
// the dynamic linker's search order), so every allocation made by Swift, Foundation and
// Dispatch passes through them. Each wrapper updates relaxed atomic counters and forwards to
// glibc's own implementation (`__libc_malloc` and friends). Bytes are the usable size of each
// block as glibc reports it (`malloc_usable_size`), so a block counts what it really occupies,
// not what was asked for; glibc adds an 8-byte header per block on top of that.
//
// Without glibc (Darwin, musl) nothing is replaced: the counters read 0 and
// popkit_malloc_counter_is_active() returns 0.

#ifndef POPKIT_MALLOC_COUNTER_H
#define POPKIT_MALLOC_COUNTER_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Allocations so far: calls that returned a new block (malloc, calloc, the aligned
/// allocators, and realloc or reallocarray with a null pointer or a block that moved).
uint64_t popkit_malloc_count(void);

/// Blocks freed so far (free with a non-null pointer, and realloc of a block that moved).
uint64_t popkit_free_count(void);

/// Every call to realloc or reallocarray with a non-null pointer, moved or not.
uint64_t popkit_realloc_count(void);

/// Usable bytes of all blocks allocated so far (growth in place by realloc included).
uint64_t popkit_malloc_bytes(void);

/// Usable bytes of the blocks allocated and not yet freed.
int64_t popkit_live_bytes(void);

/// Blocks allocated and not yet freed.
int64_t popkit_live_blocks(void);

/// 1 where the counters count (glibc), 0 where nothing is replaced and they read 0.
int popkit_malloc_counter_is_active(void);

#ifdef __cplusplus
}
#endif

#endif
