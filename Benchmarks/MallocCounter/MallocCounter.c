// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

// Counting replacements for glibc's allocator entry points; see include/MallocCounter.h.
//
// Only the popkit-bench executable links this target. The wrappers must not allocate, take
// locks or call anything that might allocate: they update relaxed atomics and forward.
//
// They exist only with glibc, whose own entry points (`__libc_malloc` and friends) they forward
// to. Elsewhere (Darwin, musl) nothing is replaced, every counter reads 0 and
// popkit_malloc_counter_is_active() says so, so that popkit-bench reports its allocation
// figures as unavailable instead of as zero.

#include "MallocCounter.h"

#include <errno.h>
#include <stddef.h>
#include <stdint.h>

#if defined(__GLIBC__)

#include <malloc.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);
extern void __libc_free(void *pointer);

static uint64_t allocations;
static uint64_t frees;
static uint64_t reallocations;
static uint64_t allocatedBytes;
static int64_t liveBytes;
static int64_t liveBlocks;

static inline void add_u64(uint64_t *counter, uint64_t amount) {
  __atomic_fetch_add(counter, amount, __ATOMIC_RELAXED);
}

static inline void add_i64(int64_t *counter, int64_t amount) {
  __atomic_fetch_add(counter, amount, __ATOMIC_RELAXED);
}

static inline void *counted(void *block) {
  if (block != NULL) {
    size_t size = malloc_usable_size(block);
    add_u64(&allocations, 1);
    add_u64(&allocatedBytes, size);
    add_i64(&liveBytes, (int64_t)size);
    add_i64(&liveBlocks, 1);
  }
  return block;
}

static inline void uncount(void *block) {
  if (block != NULL) {
    size_t size = malloc_usable_size(block);
    add_u64(&frees, 1);
    add_i64(&liveBytes, -(int64_t)size);
    add_i64(&liveBlocks, -1);
  }
}

void *malloc(size_t size) { return counted(__libc_malloc(size)); }

void *calloc(size_t count, size_t size) { return counted(__libc_calloc(count, size)); }

void free(void *pointer) {
  uncount(pointer);
  __libc_free(pointer);
}

void *realloc(void *pointer, size_t size) {
  if (pointer == NULL) return counted(__libc_malloc(size));
  add_u64(&reallocations, 1);
  size_t oldSize = malloc_usable_size(pointer);
  void *block = __libc_realloc(pointer, size);
  if (block == NULL) {
    // size 0 freed the block; any other failure left it untouched.
    if (size == 0) {
      add_u64(&frees, 1);
      add_i64(&liveBytes, -(int64_t)oldSize);
      add_i64(&liveBlocks, -1);
    }
    return NULL;
  }
  size_t newSize = malloc_usable_size(block);
  if (block != pointer) {
    add_u64(&frees, 1);
    add_u64(&allocations, 1);
    add_u64(&allocatedBytes, newSize);
  } else if (newSize > oldSize) {
    add_u64(&allocatedBytes, newSize - oldSize);
  }
  add_i64(&liveBytes, (int64_t)newSize - (int64_t)oldSize);
  return block;
}

void *reallocarray(void *pointer, size_t count, size_t size) {
  size_t total;
  if (__builtin_mul_overflow(count, size, &total)) {
    errno = ENOMEM;
    return NULL;
  }
  return realloc(pointer, total);
}

void *memalign(size_t alignment, size_t size) {
  return counted(__libc_memalign(alignment, size));
}

void *aligned_alloc(size_t alignment, size_t size) {
  return counted(__libc_memalign(alignment, size));
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
  void *block = counted(__libc_memalign(alignment, size));
  if (block == NULL) return ENOMEM;
  *result = block;
  return 0;
}

void *valloc(size_t size) { return counted(__libc_valloc(size)); }

void *pvalloc(size_t size) { return counted(__libc_pvalloc(size)); }

uint64_t popkit_malloc_count(void) { return __atomic_load_n(&allocations, __ATOMIC_RELAXED); }

uint64_t popkit_free_count(void) { return __atomic_load_n(&frees, __ATOMIC_RELAXED); }

uint64_t popkit_realloc_count(void) {
  return __atomic_load_n(&reallocations, __ATOMIC_RELAXED);
}

uint64_t popkit_malloc_bytes(void) { return __atomic_load_n(&allocatedBytes, __ATOMIC_RELAXED); }

int64_t popkit_live_bytes(void) { return __atomic_load_n(&liveBytes, __ATOMIC_RELAXED); }

int64_t popkit_live_blocks(void) { return __atomic_load_n(&liveBlocks, __ATOMIC_RELAXED); }

int popkit_malloc_counter_is_active(void) { return 1; }

#else

uint64_t popkit_malloc_count(void) { return 0; }

uint64_t popkit_free_count(void) { return 0; }

uint64_t popkit_realloc_count(void) { return 0; }

uint64_t popkit_malloc_bytes(void) { return 0; }

int64_t popkit_live_bytes(void) { return 0; }

int64_t popkit_live_blocks(void) { return 0; }

int popkit_malloc_counter_is_active(void) { return 0; }

#endif
