// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).
//
// The wasm runtime's C, compiled natively under renamed symbols (Scripts/test-web-runtime) and
// checked: fma against the C library's (correctly rounded) fma, bit for bit, on millions of
// random, cancelling, subnormal and special cases; exp, expm1, sin and cos within 2 ulp of the
// C library's; the heap for overlap, alignment, contents
// and reuse (live memory bounded, pages bounded, over a million operations); the memory
// functions on overlapping and unaligned ranges. Exits 1 on any failure.

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

double popkit_fma(double, double, double);
double popkit_exp(double), popkit_expm1(double), popkit_sin(double), popkit_cos(double);
double popkit_fmod(double, double), popkit_round(double);
void *popkit_malloc(size_t);
void *popkit_calloc(size_t, size_t);
void *popkit_realloc(void *, size_t);
void popkit_free(void *);
int popkit_posix_memalign(void **, size_t, size_t);
size_t popkit_heap_pages(void);
void *popkit_memcpy(void *, const void *, size_t);
void *popkit_memmove(void *, const void *, size_t);
void *popkit_memset(void *, int, size_t);
int popkit_memcmp(const void *, const void *, size_t);

static int failures;
#define CHECK(condition, ...)                  \
  do {                                         \
    if (!(condition)) {                        \
      if (failures++ < 20) printf(__VA_ARGS__); \
    }                                          \
  } while (0)

static uint64_t state = 0x9E3779B97F4A7C15ull;
static uint64_t next(void) {  // xorshift64
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return state;
}
static uint64_t bits(double x) {
  uint64_t b;
  memcpy(&b, &x, 8);
  return b;
}
static double random_double(int span) {
  uint64_t b = next();
  int exponent = (int)(next() % (2 * (uint64_t)span + 1)) - span + 1023;
  if (exponent < 0) exponent = 0;
  if (exponent > 2046) exponent = 2046;
  b = (b & 0x800fffffffffffffull) | ((uint64_t)exponent << 52);
  double x;
  memcpy(&x, &b, 8);
  return x;
}

static void check_fma(double x, double y, double z, long *count) {
  double got = popkit_fma(x, y, z), want = fma(x, y, z);
  (*count)++;
  CHECK(bits(got) == bits(want) || (isnan(got) && isnan(want)),
        "fma(%a, %a, %a) = %a, want %a\n", x, y, z, got, want);
}

static void test_fma(void) {
  long count = 0;
  for (int span = 2; span <= 1100; span = span < 64 ? span * 2 : span + 200) {
    for (int i = 0; i < 300000; i++) {
      double x = random_double(span), y = random_double(span), z;
      switch (next() % 5) {
        case 0: z = random_double(span); break;
        case 1: z = -(x * y) * (1 + (double)((int)(next() % 5) - 2) * 0x1p-52); break;  // cancels
        case 2: z = -(x * y); break;  // cancels to the product's rounding error
        case 3: z = random_double(span) * 0x1p-60; break;
        default: z = nextafter(x * y, 0) - x * y; break;  // a halfway-ish tiny addend
      }
      check_fma(x, y, z, &count);
    }
  }
  double special[] = {0.0, -0.0, INFINITY, -INFINITY, NAN, 0x1p-1074, -0x1p-1074, 0x1p-1022,
                      0x1.fffffffffffffp1023, -0x1.fffffffffffffp1023, 1.0, -1.0, 0x1p-537,
                      0x1p512, 3.0, 0x1.0000000000001p0, 0x1.fffffffffffffp-1};
  int n = sizeof special / sizeof special[0];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++) check_fma(special[i], special[j], special[k], &count);
  // Ties: (1 + 2^-52)² = 1 + 2^-51 + 2^-104, and its neighbours, at every rounding boundary.
  for (int e = -60; e <= 60; e++) {
    double x = ldexp(0x1.0000000000001p0, e);
    check_fma(x, x, -ldexp(1, 2 * e), &count);
    check_fma(x, x, ldexp(0x1p-53, 2 * e), &count);
    check_fma(x, -x, ldexp(0x1p-53, 2 * e), &count);
  }
  printf("fma: %ld cases against the C library's fma\n", count);
}

/// The distance in units in the last place between two doubles (0 for two NaNs).
static int64_t ulps(double a, double b) {
  if (a == b || (isnan(a) && isnan(b))) return 0;
  int64_t x, y;
  memcpy(&x, &a, 8);
  memcpy(&y, &b, 8);
  if (x < 0) x = INT64_MIN - x;
  if (y < 0) y = INT64_MIN - y;
  return x > y ? x - y : y - x;
}

static void test_math(void) {
  struct {
    const char *name;
    double (*ours)(double), (*library)(double);
    double low, high;
  } ranges[] = {
      {"exp", popkit_exp, exp, -745.2, 709.8},     {"exp", popkit_exp, exp, -1, 1},
      {"expm1", popkit_expm1, expm1, -40, 709.7},  {"expm1", popkit_expm1, expm1, -1, 1},
      {"expm1", popkit_expm1, expm1, -1e-5, 1e-5}, {"sin", popkit_sin, sin, -10, 10},
      {"sin", popkit_sin, sin, -1e5, 1e5},          {"sin", popkit_sin, sin, -2e6, 2e6},
      {"cos", popkit_cos, cos, -10, 10},            {"cos", popkit_cos, cos, -1e5, 1e5},
      {"cos", popkit_cos, cos, -2e6, 2e6},
  };
  for (unsigned i = 0; i < sizeof ranges / sizeof ranges[0]; i++) {
    int64_t worst = 0;
    for (int k = 0; k < 400000; k++) {
      double x = ranges[i].low + (ranges[i].high - ranges[i].low) * ((next() >> 11) * 0x1p-53);
      int64_t error = ulps(ranges[i].ours(x), ranges[i].library(x));
      if (error > worst) worst = error;
      CHECK(error <= 2, "%s(%a) = %a, the C library's %a\n", ranges[i].name, x, ranges[i].ours(x),
            ranges[i].library(x));
    }
    printf("math: %s on [%g, %g]: at most %lld ulp from the C library's\n", ranges[i].name,
           ranges[i].low, ranges[i].high, (long long)worst);
  }
  double special[] = {0.0, -0.0, INFINITY, -INFINITY, NAN, 1e-300, -1e-300, 0x1p-1074,
                      709.78, -745.1, 1e300, -1e300, 1.5707963267948966, 3.141592653589793};
  for (unsigned i = 0; i < sizeof special / sizeof special[0]; i++) {
    double x = special[i];
    CHECK(ulps(popkit_exp(x), exp(x)) <= 1, "exp(%a)\n", x);
    CHECK(ulps(popkit_expm1(x), expm1(x)) <= 1, "expm1(%a)\n", x);
    CHECK(ulps(popkit_sin(x), sin(x)) <= 1, "sin(%a)\n", x);
    CHECK(ulps(popkit_cos(x), cos(x)) <= 1, "cos(%a)\n", x);
  }
}

// fmod is exact: equal to the C library's, bit for bit, on random pairs of every span and on
// special cases.
static void test_fmod(void) {
  for (int k = 0; k < 400000; k++) {
    double x = random_double(k % 3 == 0 ? 600 : 60), y = random_double(k % 3 == 0 ? 600 : 60);
    double ours = popkit_fmod(x, y), library = fmod(x, y);
    CHECK(ulps(ours, library) == 0 && signbit(ours) == signbit(library),
          "fmod(%a, %a) = %a, the C library's %a\n", x, y, ours, library);
  }
  double special[] = {0.0, -0.0, INFINITY, -INFINITY, NAN, 0x1p-1074, 1e300, -1e300, 3.0, -2.5};
  for (unsigned i = 0; i < sizeof special / sizeof special[0]; i++) {
    for (unsigned j = 0; j < sizeof special / sizeof special[0]; j++) {
      double ours = popkit_fmod(special[i], special[j]), library = fmod(special[i], special[j]);
      CHECK(ulps(ours, library) == 0 && (isnan(ours) || signbit(ours) == signbit(library)),
            "fmod(%a, %a) = %a, the C library's %a\n", special[i], special[j], ours, library);
    }
  }
  printf("math: fmod equal to the C library's on 400,000 random pairs and 100 special ones\n");
}

// round is exact: equal to the C library's, bit for bit, on random numbers of every size, on
// halves and their neighbours, and on special cases.
static void test_round(void) {
  long count = 0;
  for (int k = 0; k < 400000; k++) {
    double x = random_double(k % 2 ? 60 : 1100);
    double half = (double)(int64_t)(next() % 2000000) / 2 - 500000;
    double cases[] = {x, half, nextafter(half, INFINITY), nextafter(half, -INFINITY)};
    for (unsigned i = 0; i < 4; i++, count++) {
      double ours = popkit_round(cases[i]), library = round(cases[i]);
      CHECK(ulps(ours, library) == 0 && signbit(ours) == signbit(library),
            "round(%a) = %a, the C library's %a\n", cases[i], ours, library);
    }
  }
  double special[] = {0.0, -0.0, 0.5, -0.5, 0.49999999999999994, 2.5, -2.5, 0x1p52, 0x1p52 + 1,
                      0x1p53, INFINITY, -INFINITY, NAN, 0x1p-1074};
  for (unsigned i = 0; i < sizeof special / sizeof special[0]; i++) {
    double ours = popkit_round(special[i]), library = round(special[i]);
    CHECK(ulps(ours, library) == 0 && (isnan(ours) || signbit(ours) == signbit(library)),
          "round(%a) = %a, the C library's %a\n", special[i], ours, library);
  }
  printf("math: round equal to the C library's on %ld numbers and 14 special ones\n", count);
}

static void test_heap(void) {
  enum { SLOTS = 4096 };
  static unsigned char *blocks[SLOTS];
  static size_t sizes[SLOTS];
  static unsigned char marks[SLOTS];
  size_t pages_after_warmup = 0;
  for (long step = 0; step < 1200000; step++) {
    if (step == 200000) pages_after_warmup = popkit_heap_pages();
    int slot = (int)(next() % SLOTS);
    if (blocks[slot]) {
      for (size_t i = 0; i < sizes[slot]; i += 97) {
        CHECK(blocks[slot][i] == marks[slot], "heap: block %d overwritten at %zu\n", slot, i);
      }
      popkit_free(blocks[slot]);
      blocks[slot] = 0;
      continue;
    }
    uint64_t kind = next() % 100;
    size_t size = kind < 90 ? next() % 600 : kind < 99 ? next() % 20000 : next() % 400000;
    unsigned char *block;
    if (next() % 8 == 0) {
      size_t alignment = (size_t)8 << (next() % 10);  // 8 … 4096
      void *pointer = 0;
      CHECK(popkit_posix_memalign(&pointer, alignment, size) == 0, "posix_memalign failed\n");
      block = pointer;
      CHECK(((uintptr_t)block & (alignment - 1)) == 0, "posix_memalign: %p not aligned to %zu\n",
            (void *)block, alignment);
    } else {
      block = popkit_malloc(size);
      CHECK(((uintptr_t)block & 15) == 0, "malloc: %p not aligned to 16\n", (void *)block);
    }
    CHECK(block != 0, "malloc(%zu) failed\n", size);
    if (!block) continue;
    marks[slot] = (unsigned char)next();
    popkit_memset(block, marks[slot], size);
    blocks[slot] = block;
    sizes[slot] = size;
  }
  size_t pages = popkit_heap_pages();
  // Live memory is bounded (about 4096 · 12 KB on average): the heap must stop growing.
  CHECK(pages <= pages_after_warmup * 2, "heap grew from %zu to %zu pages: freed memory is not reused\n",
        pages_after_warmup, pages);
  for (int slot = 0; slot < SLOTS; slot++) popkit_free(blocks[slot]);
  // Everything freed: a large block fits in what was freed, without growing.
  size_t before = popkit_heap_pages();
  void *big = popkit_malloc(1 << 20);
  CHECK(big && popkit_heap_pages() == before, "heap: freed spans are not joined and reused\n");
  popkit_free(big);
  int *zeros = popkit_calloc(1000, sizeof(int));
  int all_zero = 1;
  for (int i = 0; i < 1000; i++) all_zero &= zeros[i] == 0;
  CHECK(all_zero, "calloc: memory not cleared\n");
  zeros[999] = 7;
  int *grown = popkit_realloc(zeros, 100000 * sizeof(int));
  CHECK(grown && grown[999] == 7, "realloc lost the contents\n");
  popkit_free(grown);
  void *none = 0;
  CHECK(popkit_posix_memalign(&none, 3, 10) == 22, "posix_memalign accepted alignment 3\n");
  CHECK(popkit_calloc((size_t)-1, 16) == 0, "calloc overflowed\n");
  printf("heap: 1,200,000 operations, %zu pages (64 KiB) at the end, %zu after warm-up\n", pages,
         pages_after_warmup);
}

static void test_memory(void) {
  unsigned char buffer[256], expected[256];
  for (int trial = 0; trial < 20000; trial++) {
    for (int i = 0; i < 256; i++) buffer[i] = expected[i] = (unsigned char)next();
    size_t from = next() % 128, to = next() % 128, count = next() % 128;
    popkit_memmove(buffer + to, buffer + from, count);
    memmove(expected + to, expected + from, count);
    CHECK(memcmp(buffer, expected, 256) == 0, "memmove(%zu, %zu, %zu) differs\n", to, from, count);
    size_t length = next() % 64;
    int sign = popkit_memcmp(buffer, buffer + 64, length);
    int want = memcmp(buffer, buffer + 64, length);
    CHECK((sign > 0) == (want > 0) && (sign < 0) == (want < 0), "memcmp sign differs\n");
  }
  unsigned char source[100], target[100];
  for (int i = 0; i < 100; i++) source[i] = (unsigned char)i;
  popkit_memcpy(target + 3, source + 1, 90);
  CHECK(memcmp(target + 3, source + 1, 90) == 0, "memcpy unaligned differs\n");
  printf("memory: memmove, memcmp and memcpy on 20,000 overlapping and unaligned ranges\n");
}

int main(void) {
  test_fma();
  test_math();
  test_fmod();
  test_round();
  test_heap();
  test_memory();
  if (failures) {
    printf("web runtime: %d failures\n", failures);
    return 1;
  }
  printf("web runtime: all checks passed\n");
  return 0;
}
