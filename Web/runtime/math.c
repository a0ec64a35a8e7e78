// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).
//
// The exponential and trigonometric functions of a spring's closed form, inside WebAssembly:
// calling the host's `Math` for each costs more than the whole spring (a wasm spring calling
// `Math.exp/cos/sin` per call took 106 ns a spring-frame against a JavaScript loop's 47).
// Each is within two units in the last place of the exact value (checked against the C
// library by Scripts/test-web-runtime: at most 1 ulp from glibc's exp and cos, 2 from its expm1
// and sin, on millions of arguments; far inside the 1e-12 relative the engine promises); `sin` and `cos` of arguments beyond 2^20·π/2 (1.6 million radians)
// ask the host, whose reduction is exact there.
//
// exp: x = k·ln 2 + r with |r| <= ln 2 / 2 (ln 2 in two parts, so k·ln2_hi is exact), e^r by its
// Taylor series to r^14 (the truncation below 1e-18 of the result), then scaled by 2^k in two
// steps so that subnormal results are rounded once. expm1 uses the same reduction and forms
// 2^k·(e^r − 1) + (2^k − 1), exact but for the last rounding, and its series without the 1 near 0.
// sin and cos: x = n·π/2 + r with π/2 in three parts (Cody and Waite; exact for |n| < 2^20),
// r kept as a head and a tail, and the Taylor series of sin to r^17 and cos to r^16 on
// |r| <= π/4, with the tail's first-order correction.

#include "popkit_runtime.h"

typedef unsigned long long u64;

static double double_of(u64 b) {
  double x;
  __builtin_memcpy(&x, &b, 8);
  return x;
}

/// 2^k for k in -1022 ... 1023.
static double power_of_two(int k) { return double_of((u64)(k + 1023) << 52); }

/// x · 2^k for a finite x near 1 and any k, with one rounding (subnormal results included).
static double scale(double x, int k) {
  if (k > 1023) return x * power_of_two(1023) * power_of_two(k - 1023);
  if (k < -1022) {
    // Two steps: the first exact (x · 2^(k + 969) stays normal), the second rounds once.
    return x * power_of_two(k + 969) * power_of_two(-969);
  }
  return x * power_of_two(k);
}

static const double ln2_hi = 6.93147180369123816490e-01;  // ln 2's leading 32 bits
static const double ln2_lo = 1.90821492927058770002e-10;  // ln 2 − ln2_hi
static const double inverse_ln2 = 1.44269504088896338700e+00;

/// e^r − 1 for |r| <= ln 2 / 2 + a little, by Taylor's series to r^14.
static double expm1_series(double r) {
  // Horner: r·(1 + r/2·(1 + r/3·(… (1 + r/14)))).
  double q = 1.0;
  for (int n = 14; n >= 2; n--) q = 1.0 + q * r / n;
  return r * q;
}

/// x = k·ln 2 + r: answers k, and r as r_hi + r_lo.
static int reduce_ln2(double x, double *r) {
  double kd = __builtin_rint(x * inverse_ln2);
  *r = (x - kd * ln2_hi) - kd * ln2_lo;
  return (int)kd;
}

double exp(double x) {
  if (x != x) return x + x;
  if (x > 709.782712893383973096) return double_of(0x7ff0000000000000ull);
  if (x < -745.13321910194110842) return 0.0;
  if (__builtin_fabs(x) < 0x1p-54) return 1.0 + x;
  double r;
  int k = reduce_ln2(x, &r);
  return scale(1.0 + expm1_series(r), k);
}

double expm1(double x) {
  if (x != x) return x + x;
  if (x > 709.782712893383973096) return double_of(0x7ff0000000000000ull);
  if (x < -38.0) return -1.0;  // e^x < 2^-54: −1 to the last place
  if (__builtin_fabs(x) <= 0.34657359027997264) return expm1_series(x);  // ln 2 / 2
  double r;
  int k = reduce_ln2(x, &r);
  double q = expm1_series(r);  // e^r − 1
  if (k > 56) return scale(1.0 + q, k);
  // 2^k·(1 + q) − 1 = 2^k·q + (2^k − 1): both terms exact, one rounding.
  return scale(q, k) + (power_of_two(k) - 1.0);
}

// π/2 in three parts of 33 bits each and the tail (Cody and Waite).
static const double pio2_1 = 1.57079632673412561417e+00;
static const double pio2_2 = 6.07710050630396597660e-11;
static const double pio2_3 = 2.02226624871116645580e-21;
static const double pio2_3t = 8.47842766036889956997e-32;
static const double two_over_pi = 6.36619772367581382433e-01;

/// sin(r) for |r| <= π/4 (+ a little), r = head + tail with |tail| tiny.
static double sin_kernel(double head, double tail) {
  double z = head * head;
  // r·(1 − z/(2·3)·(1 − z/(4·5)·(… (1 − z/(16·17))))).
  double q = 1.0;
  for (int n = 16; n >= 2; n -= 2) q = 1.0 - q * z / (n * (n + 1));
  return head * q + tail * (1.0 - 0.5 * z);
}

/// cos(r) for |r| <= π/4 (+ a little), r = head + tail.
static double cos_kernel(double head, double tail) {
  double z = head * head;
  // 1 − z/2·(1 − z/(3·4)·(… (1 − z/(15·16)))): the small part summed first.
  double q = 1.0;
  for (int n = 15; n >= 3; n -= 2) q = 1.0 - q * z / (n * (n + 1));
  double small = 0.5 * z * q;  // 1 − cos(head)
  return (1.0 - small) - head * tail;
}

/// x = n·π/2 + head + tail for |x| < 2^20·π/2; answers n mod 4.
static int reduce_pio2(double x, double *head, double *tail) {
  double n = __builtin_rint(x * two_over_pi);
  // Each product n·pio2_i is exact (33-bit parts, |n| < 2^20), so are the first subtractions.
  double r = x - n * pio2_1;
  double w = n * pio2_2;
  double h = r - w;
  double t = (r - h) - w;  // the rounding error of h
  double w2 = n * pio2_3;
  double h2 = h - w2;
  t += (h - h2) - w2 - n * pio2_3t;
  *head = h2 + t;
  *tail = t - (*head - h2);
  return (int)((long long)n & 3);
}

#ifdef __wasm__
extern double popkit_host_sin(double) __attribute__((import_module("math"), import_name("sin")));
extern double popkit_host_cos(double) __attribute__((import_module("math"), import_name("cos")));
#else
// Natively (the runtime's tests), the C library's, under names the tests do not rename.
#define popkit_host_sin __builtin_sin
#define popkit_host_cos __builtin_cos
#endif

double sin(double x) {
  double a = __builtin_fabs(x);
  if (a < 0x1p-27) return x;
  if (a <= 0.785398163397448279) return sin_kernel(x, 0.0);
  if (!(a < 1647099.3291652855)) return a == a && a != __builtin_inf() ? popkit_host_sin(x) : x - x;
  double head, tail;
  switch (reduce_pio2(x, &head, &tail)) {
    case 0: return sin_kernel(head, tail);
    case 1: return cos_kernel(head, tail);
    case 2: return -sin_kernel(head, tail);
    default: return -cos_kernel(head, tail);
  }
}

double cos(double x) {
  double a = __builtin_fabs(x);
  if (a < 0x1p-27) return 1.0;
  if (a <= 0.785398163397448279) return cos_kernel(x, 0.0);
  if (!(a < 1647099.3291652855)) return a == a && a != __builtin_inf() ? popkit_host_cos(x) : x - x;
  double head, tail;
  switch (reduce_pio2(x, &head, &tail)) {
    case 0: return cos_kernel(head, tail);
    case 1: return -sin_kernel(head, tail);
    case 2: return -cos_kernel(head, tail);
    default: return sin_kernel(head, tail);
  }
}

// The remainder of x / y with the sign of x, exact (as C's fmod is): y doubled up to just below
// |x|, then subtracted down bit by bit; each subtraction of d from r with d <= r < 2d is exact.
// At most about 2,100 steps (the exponents' span). NaN for a NaN, an infinite x or a zero y.
double fmod(double x, double y) {
  double ax = __builtin_fabs(x), ay = __builtin_fabs(y);
  if (x != x || y != y || ax == __builtin_inf() || ay == 0) return (x * y) / (x * y);
  if (ax < ay || ay == __builtin_inf()) return x;
  double d = ay;
  while (d * 2 <= ax) d *= 2;
  double r = ax;
  for (;;) {
    if (r >= d) r -= d;
    if (d == ay) break;
    d /= 2;
  }
  return __builtin_copysign(r, x);
}

// The nearest whole number, halves away from zero (C's round), exact: below 2^52 the whole part
// and the fraction are exact, and adding 1 to the whole part is too.
double round(double x) {
  double a = __builtin_fabs(x);
  if (!(a < 0x1p52)) return x;
  double whole = __builtin_trunc(a);
  if (a - whole >= 0.5) whole += 1.0;
  return __builtin_copysign(whole, x);
}
