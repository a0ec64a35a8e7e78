// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#include "CMallocStats.h"

#if defined(__APPLE__)
#include <malloc/malloc.h>
#else
#include <stdlib.h>
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>
#define POPKIT_HAS_MALLINFO2 1
#endif
#endif

long long popkit_malloc_bytes_in_use(void) {
#if defined(__APPLE__)
  malloc_statistics_t statistics;
  malloc_zone_statistics(NULL, &statistics);
  return (long long)statistics.size_in_use;
#elif defined(POPKIT_HAS_MALLINFO2)
  struct mallinfo2 info = mallinfo2();
  return (long long)(info.uordblks + info.hblkhd);
#else
  return -1;
#endif
}
