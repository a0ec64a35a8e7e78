// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).
//
// The runtime's checks inside WebAssembly, where the heap grows the module's linear memory:
// exported as `selftest` and run under node by Scripts/test-web-runtime. Answers the number of
// failures (0 when every check passes); `heap_pages` tells how far the heap grew.

#include "popkit_runtime.h"

static unsigned long long state = 0x2545F4914F6CDD1Dull;
static unsigned long long next(void) {
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return state;
}

__attribute__((export_name("selftest"))) int selftest(void) {
  enum { SLOTS = 1024 };
  static unsigned char *blocks[SLOTS];
  static unsigned long sizes[SLOTS];
  static unsigned char marks[SLOTS];
  int failures = 0;
  unsigned long warm = 0;
  for (long step = 0; step < 400000; step++) {
    if (step == 100000) warm = popkit_heap_pages();
    int slot = (int)(next() % SLOTS);
    if (blocks[slot]) {
      for (unsigned long i = 0; i < sizes[slot]; i += 61) failures += blocks[slot][i] != marks[slot];
      free(blocks[slot]);
      blocks[slot] = 0;
      continue;
    }
    unsigned long size = next() % 100 < 95 ? next() % 800 : next() % 300000;
    unsigned char *block = malloc(size);
    if (!block || ((unsigned long)block & 15)) {
      failures++;
      continue;
    }
    marks[slot] = (unsigned char)next();
    memset(block, marks[slot], size);
    blocks[slot] = block;
    sizes[slot] = size;
  }
  // Bounded live memory: the heap stops growing once warmed up.
  if (popkit_heap_pages() > warm * 2) failures += 1000;
  // The double-double arithmetic's exact product: fma(a, a, -a·a) is a·a's rounding error.
  double a = 1.0 + 0x1p-30;
  if (fma(a, a, -(a * a)) != 0x1p-60) failures += 10000;
  return failures;
}

__attribute__((export_name("heap_pages"))) unsigned long heap_pages(void) {
  return popkit_heap_pages();
}

__attribute__((export_name("exp_of"))) double exp_of(double x) { return exp(x); }
__attribute__((export_name("expm1_of"))) double expm1_of(double x) { return expm1(x); }
__attribute__((export_name("sin_of"))) double sin_of(double x) { return sin(x); }
__attribute__((export_name("cos_of"))) double cos_of(double x) { return cos(x); }
