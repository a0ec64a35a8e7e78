// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).
//
// An exact fused multiply-add for WebAssembly, which has none (and JavaScript neither):
// x·y + z rounded once, to nearest with ties to even, as IEEE 754 fusedMultiplyAdd.
//
// The product of the two 53-bit significands is formed exactly as a 106-bit integer, z's
// significand is aligned to it in a 128-bit integer (bits shifted out of the smaller operand are
// kept as one sticky bit), the two are added or subtracted exactly, and the sum is rounded once
// to 53 bits (fewer for a subnormal result). When the alignment shifts bits out, the operands'
// exponents differ by more than two places, so the sum loses at most one leading bit to
// cancellation and the sticky bit stays below the rounding position.

#include "popkit_runtime.h"

typedef unsigned long long u64;

/// A 128-bit unsigned integer.
typedef struct { u64 hi, lo; } u128;

static u64 bits_of(double x) {
  u64 bits;
  __builtin_memcpy(&bits, &x, sizeof bits);
  return bits;
}

static double double_of(u64 bits) {
  double x;
  __builtin_memcpy(&x, &bits, sizeof x);
  return x;
}

/// The full product of two 64-bit integers.
static u128 multiply(u64 a, u64 b) {
  u64 a0 = a & 0xffffffffu, a1 = a >> 32, b0 = b & 0xffffffffu, b1 = b >> 32;
  u64 p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  u64 middle = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
  u128 r;
  r.lo = (middle << 32) | (p00 & 0xffffffffu);
  r.hi = p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32);
  return r;
}

static int is_zero(u128 a) { return (a.hi | a.lo) == 0; }

/// The number of leading zero bits (128 for zero).
static int leading_zeros(u128 a) {
  if (a.hi) return __builtin_clzll(a.hi);
  if (a.lo) return 64 + __builtin_clzll(a.lo);
  return 128;
}

static u128 shift_left(u128 a, int n) {
  if (n == 0) return a;
  if (n >= 64) return (u128){a.lo << (n - 64), 0};
  return (u128){(a.hi << n) | (a.lo >> (64 - n)), a.lo << n};
}

/// Shifts right by n >= 0, or-ing every bit shifted out into bit 0 (the sticky bit).
static u128 shift_right_sticky(u128 a, int n) {
  if (n == 0) return a;
  if (n >= 128) return (u128){0, is_zero(a) ? 0 : 1};
  u128 r;
  u64 lost;
  if (n >= 64) {
    int m = n - 64;
    lost = a.lo | (m ? a.hi << (64 - m) : 0);
    r = (u128){0, m ? a.hi >> m : a.hi};
    if (m == 0) lost = a.lo;
  } else {
    lost = a.lo << (64 - n);
    r = (u128){a.hi >> n, (a.lo >> n) | (a.hi << (64 - n))};
  }
  if (lost) r.lo |= 1;
  return r;
}

static u128 add(u128 a, u128 b) {
  u128 r = {a.hi + b.hi, a.lo + b.lo};
  if (r.lo < a.lo) r.hi += 1;
  return r;
}

static u128 subtract(u128 a, u128 b) {
  u128 r = {a.hi - b.hi, a.lo - b.lo};
  if (a.lo < b.lo) r.hi -= 1;
  return r;
}

static int less(u128 a, u128 b) { return a.hi < b.hi || (a.hi == b.hi && a.lo < b.lo); }

/// A finite nonzero double as significand · 2^exponent, the significand an integer below 2^53.
static void decompose(u64 bits, u64 *significand, int *exponent) {
  int biased = (int)((bits >> 52) & 0x7ff);
  u64 fraction = bits & 0xfffffffffffffull;
  if (biased == 0) {
    *significand = fraction;  // subnormal: 2^-1074 units
    *exponent = -1074;
  } else {
    *significand = fraction | (1ull << 52);
    *exponent = biased - 1075;
  }
}

/// Shifts right by n >= 0, dropping the bits shifted out.
static u128 shift_right(u128 a, int n) {
  if (n == 0) return a;
  if (n >= 128) return (u128){0, 0};
  if (n >= 64) return (u128){0, a.hi >> (n - 64)};
  return (u128){a.hi >> n, (a.lo >> n) | (a.hi << (64 - n))};
}

/// Bit i of a (0 for i >= 128).
static int bit(u128 a, int i) {
  if (i >= 128) return 0;
  return (int)((i >= 64 ? a.hi >> (i - 64) : a.lo >> i) & 1);
}

/// Whether any of the n lowest bits of a is set.
static int low_bits_set(u128 a, int n) {
  if (n <= 0) return 0;
  if (n >= 128) return !is_zero(a);
  return !is_zero(shift_left(a, 128 - n));
}

/// Rounds sign · magnitude · 2^exponent (magnitude nonzero) once to a double, to nearest with
/// ties to even.
static double round_to_double(int negative, u128 magnitude, int exponent) {
  int length = 128 - leading_zeros(magnitude);  // the magnitude's bit length
  int unbiased = exponent + length - 1;         // the value is in [2^unbiased, 2^(unbiased+1))
  u64 sign = negative ? 1ull << 63 : 0;
  u64 infinity = sign | 0x7ff0000000000000ull;
  if (unbiased > 1023) return double_of(infinity);
  // Normal results keep 53 bits; subnormal ones the bits at 2^-1074 and above (maybe none).
  int keep = unbiased >= -1022 ? 53 : 53 - (-1022 - unbiased);
  int shift = length - keep;  // the bits below the kept ones
  u64 kept;
  int round_up = 0;
  if (shift <= 0) {
    kept = shift_left(magnitude, -shift).lo;
  } else {
    kept = shift_right(magnitude, shift).lo;
    int guard = bit(magnitude, shift - 1);
    int sticky = low_bits_set(magnitude, shift - 1);
    round_up = guard && (sticky || (kept & 1));
  }
  kept += (u64)round_up;
  if (keep < 53) {
    // Subnormal: units of 2^-1074; a carry into bit 52 is the smallest normal, which the same
    // bit pattern encodes.
    return double_of(sign | kept);
  }
  if (kept >> 53) {  // rounding carried into a new leading bit
    kept >>= 1;
    unbiased += 1;
    if (unbiased > 1023) return double_of(infinity);
  }
  return double_of(sign | ((u64)(unbiased + 1023) << 52) | (kept & 0xfffffffffffffull));
}

double fma(double x, double y, double z) {
  u64 xb = bits_of(x), yb = bits_of(y), zb = bits_of(z);
  int x_special = ((xb >> 52) & 0x7ff) == 0x7ff, y_special = ((yb >> 52) & 0x7ff) == 0x7ff;
  int z_special = ((zb >> 52) & 0x7ff) == 0x7ff;
  int x_zero = (xb << 1) == 0, y_zero = (yb << 1) == 0, z_zero = (zb << 1) == 0;
  // Infinities and NaNs: the product is exact (an infinity or NaN) unless z alone is special.
  if (x_special || y_special) return x * y + z;
  if (z_special) return z + z;  // a NaN stays a NaN; an infinity wins over any finite product
  if (x_zero || y_zero) return x * y + z;  // an exact zero product: one rounding, signs as IEEE
  int negative_product = (int)((xb ^ yb) >> 63);
  u64 mx, my;
  int ex, ey;
  decompose(xb, &mx, &ex);
  decompose(yb, &my, &ey);
  u128 product = multiply(mx, my);
  int product_exponent = ex + ey;
  if (z_zero) return round_to_double(negative_product, product, product_exponent);
  u64 mz;
  int ez;
  decompose(zb, &mz, &ez);
  int negative_z = (int)(zb >> 63);
  u128 addend = {0, mz};
  // Both with their leading bit at position 125 (two bits of headroom for a carry).
  int product_shift = 125 - (127 - leading_zeros(product));
  int addend_shift = 125 - (127 - leading_zeros(addend));
  product = shift_left(product, product_shift);
  addend = shift_left(addend, addend_shift);
  product_exponent -= product_shift;
  ez -= addend_shift;
  int exponent;
  if (product_exponent >= ez) {
    addend = shift_right_sticky(addend, product_exponent - ez > 200 ? 200 : product_exponent - ez);
    exponent = product_exponent;
  } else {
    product = shift_right_sticky(product, ez - product_exponent > 200 ? 200 : ez - product_exponent);
    exponent = ez;
  }
  u128 sum;
  int negative;
  if (negative_product == negative_z) {
    sum = add(product, addend);
    negative = negative_product;
  } else if (less(product, addend)) {
    sum = subtract(addend, product);
    negative = negative_z;
  } else {
    sum = subtract(product, addend);
    negative = negative_product;
  }
  if (is_zero(sum)) return 0.0;  // an exact zero of opposite terms is +0 (to nearest)
  return round_to_double(negative, sum, exponent);
}
