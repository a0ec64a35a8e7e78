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
