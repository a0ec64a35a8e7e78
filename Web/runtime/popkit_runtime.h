// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).
//
// The C runtime under PopKit's WebAssembly engine: what Embedded Swift's code calls that a
// wasm32 module without a C library lacks.

#ifndef POPKIT_RUNTIME_H
#define POPKIT_RUNTIME_H

typedef __SIZE_TYPE__ size_t;

/// x·y + z rounded once (IEEE 754 fusedMultiplyAdd, to nearest with ties to even).
double fma(double x, double y, double z);

/// e^x, e^x − 1, sin x and cos x, each within two units in the last place.
double exp(double x);
double expm1(double x);
double sin(double x);
double cos(double x);
double fmod(double x, double y);
double round(double x);

void *malloc(size_t size);
void *calloc(size_t count, size_t size);
void *realloc(void *pointer, size_t size);
void free(void *pointer);
int posix_memalign(void **result, size_t alignment, size_t size);
void *aligned_alloc(size_t alignment, size_t size);
/// The 64 KiB pages the heap has taken from the linear memory so far.
size_t popkit_heap_pages(void);

void *memcpy(void *restrict destination, const void *restrict source, size_t count);
void *memmove(void *destination, const void *source, size_t count);
void *memset(void *destination, int value, size_t count);
int memcmp(const void *left, const void *right, size_t count);

/// One character of a message, given to the host (`host.putchar`).
int putchar(int character);
/// `count` bytes from a fixed generator (the seed of Swift's hashing).
void arc4random_buf(void *buffer, size_t count);

/// The stack protector's guard value and its failure, which traps.
extern unsigned long __stack_chk_guard;
void __stack_chk_fail(void);

/// The product of two 128-bit integers modulo 2^128 (compiler-rt's, for 64 × 64 → 128-bit products).
__int128 __multi3(__int128 a, __int128 b);

#endif
