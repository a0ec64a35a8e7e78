// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).
//
// The memory functions Embedded Swift's code calls: copy, move, fill and compare bytes. Plain
// loops (a word at a time where both ends allow); the compiler is told not to turn them back
// into calls to themselves.

#include "popkit_runtime.h"

// Clang would otherwise recognize the loops as the functions themselves and call them.
#if defined(__clang__)
#define NO_BUILTIN __attribute__((no_builtin))
#else
#define NO_BUILTIN
#endif

typedef unsigned long word;

NO_BUILTIN void *memcpy(void *restrict destination, const void *restrict source,
                                         size_t count) {
  unsigned char *to = destination;
  const unsigned char *from = source;
  if ((((word)to | (word)from) & (sizeof(word) - 1)) == 0) {
    for (; count >= sizeof(word); count -= sizeof(word), to += sizeof(word), from += sizeof(word)) {
      *(word *)to = *(const word *)from;
    }
  }
  while (count--) *to++ = *from++;
  return destination;
}

NO_BUILTIN void *memmove(void *destination, const void *source, size_t count) {
  unsigned char *to = destination;
  const unsigned char *from = source;
  if (to == from || count == 0) return destination;
  if (to < from || to >= from + count) return memcpy(destination, source, count);
  // Overlapping with the destination after the source: copy from the end.
  while (count--) to[count] = from[count];
  return destination;
}

NO_BUILTIN void *memset(void *destination, int value, size_t count) {
  unsigned char *to = destination;
  while (count--) *to++ = (unsigned char)value;
  return destination;
}

NO_BUILTIN int memcmp(const void *left, const void *right, size_t count) {
  const unsigned char *a = left, *b = right;
  for (size_t index = 0; index < count; index++) {
    if (a[index] != b[index]) return a[index] < b[index] ? -1 : 1;
  }
  return 0;
}
