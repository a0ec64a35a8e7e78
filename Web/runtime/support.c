// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).
//
// The last few symbols Embedded Swift's standard library calls: a character out (its messages
// before a trap, given to the host, which prints them a line at a time) and random bytes (the
// seed of Swift's hashing; a fixed generator is enough, as nothing depends on hash order).

#include "popkit_runtime.h"

extern void popkit_host_putchar(int character)
    __attribute__((import_module("host"), import_name("putchar")));

int putchar(int character) {
  popkit_host_putchar(character);
  return character;
}

void arc4random_buf(void *buffer, size_t count) {
  static unsigned long long state = 0x9E3779B97F4A7C15ULL;
  unsigned char *bytes = buffer;
  for (size_t index = 0; index < count; index++) {
    // xorshift64*: a fixed, well-mixed stream.
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    bytes[index] = (unsigned char)((state * 0x2545F4914F6CDD1DULL) >> 56);
  }
}

// The stack protector's guard and its failure (a smashed stack): the module traps.
unsigned long __stack_chk_guard = 0x595E9FBDUL;

void __stack_chk_fail(void) { __builtin_trap(); }

// The product of two 128-bit integers, modulo 2^128 (compiler-rt's __multi3, which clang calls
// for a 64 × 64 → 128-bit product: Swift's overflow checks in an unoptimised build). Each value
// is given as its low and high 64-bit halves, as the wasm32 ABI passes an __int128 by parts.
typedef unsigned long long popkit_u64;

static popkit_u64 multiply_high(popkit_u64 a, popkit_u64 b) {
  popkit_u64 a_low = a & 0xFFFFFFFFULL, a_high = a >> 32;
  popkit_u64 b_low = b & 0xFFFFFFFFULL, b_high = b >> 32;
  popkit_u64 low_low = a_low * b_low;
  popkit_u64 high_low = a_high * b_low;
  popkit_u64 low_high = a_low * b_high;
  popkit_u64 high_high = a_high * b_high;
  popkit_u64 middle = (low_low >> 32) + (high_low & 0xFFFFFFFFULL) + (low_high & 0xFFFFFFFFULL);
  return high_high + (high_low >> 32) + (low_high >> 32) + (middle >> 32);
}

__int128 __multi3(__int128 a, __int128 b) {
  popkit_u64 a_low = (popkit_u64)a, a_high = (popkit_u64)((unsigned __int128)a >> 64);
  popkit_u64 b_low = (popkit_u64)b, b_high = (popkit_u64)((unsigned __int128)b >> 64);
  popkit_u64 low = a_low * b_low;
  popkit_u64 high = multiply_high(a_low, b_low) + a_low * b_high + a_high * b_low;
  return (__int128)(((unsigned __int128)high << 64) | low);
}
